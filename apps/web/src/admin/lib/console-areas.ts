import { canUse, type ConsoleArea, type OperatorRole } from '@caravan/contract';

/** A console area the navigation can link to; `users` is shown to read-only roles too. */
export type NavArea = Exclude<ConsoleArea, 'usersWrite'>;

export type NavItem = { area: NavArea; path: string };

export const ADMIN_BASE = '/admin';

/** Every area in the order the sidebar shows them. */
export const NAV_ITEMS: readonly NavItem[] = [
  { area: 'users', path: `${ADMIN_BASE}/users` },
  { area: 'operators', path: `${ADMIN_BASE}/operators` },
  { area: 'syspara', path: `${ADMIN_BASE}/syspara` },
  { area: 'audit', path: `${ADMIN_BASE}/audit` },
  { area: 'outbox', path: `${ADMIN_BASE}/outbox` },
];

/** The areas a role may open, from the contract's CONSOLE_ACCESS (the server enforces the same). */
export function navItemsFor(role: OperatorRole): NavItem[] {
  return NAV_ITEMS.filter((item) => canUse(role, item.area));
}

/** Whether a role may change users (disable, enable, lock, unlock), not only view them. */
export function canChangeUsers(role: OperatorRole): boolean {
  return canUse(role, 'usersWrite');
}
