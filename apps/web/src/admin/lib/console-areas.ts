import { canUse, type ConsoleArea, type OperatorRole } from '@caravan/contract';

/** A console area the navigation can link to; `users` and `orders` are shown to read-only roles too. */
export type NavArea = Exclude<ConsoleArea, 'usersWrite' | 'ordersWrite'>;

/**
 * What a navigation entry is called (its label `nav.<key>` and icon); the catalogue has four
 * entries (goods, the shops' offers of them, categories, banners) and finance six. `support` is the
 * customer-service inbox; `promotions` is the coupons page.
 */
export type NavKey =
  | Exclude<NavArea, 'catalog' | 'finance'>
  | 'goods'
  | 'offers'
  | 'categories'
  | 'banners'
  | 'deposits'
  | 'withdrawals'
  | 'channels'
  | 'walletSettings'
  | 'loans'
  | 'loanSettings';

export type NavItem = { key: NavKey; area: NavArea; path: string };

export const ADMIN_BASE = '/admin';

/** Every area in the order the sidebar shows them. */
export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'users', area: 'users', path: `${ADMIN_BASE}/users` },
  { key: 'orders', area: 'orders', path: `${ADMIN_BASE}/orders` },
  { key: 'support', area: 'support', path: `${ADMIN_BASE}/support` },
  { key: 'sellers', area: 'sellers', path: `${ADMIN_BASE}/sellers/applications` },
  { key: 'goods', area: 'catalog', path: `${ADMIN_BASE}/catalog/goods` },
  { key: 'offers', area: 'catalog', path: `${ADMIN_BASE}/catalog/offers` },
  { key: 'categories', area: 'catalog', path: `${ADMIN_BASE}/catalog/categories` },
  { key: 'banners', area: 'catalog', path: `${ADMIN_BASE}/catalog/banners` },
  { key: 'promotions', area: 'promotions', path: `${ADMIN_BASE}/promotions/coupons` },
  { key: 'deposits', area: 'finance', path: `${ADMIN_BASE}/finance/deposits` },
  { key: 'withdrawals', area: 'finance', path: `${ADMIN_BASE}/finance/withdrawals` },
  { key: 'channels', area: 'finance', path: `${ADMIN_BASE}/finance/channels` },
  { key: 'walletSettings', area: 'finance', path: `${ADMIN_BASE}/finance/settings` },
  { key: 'loans', area: 'finance', path: `${ADMIN_BASE}/finance/loans` },
  { key: 'loanSettings', area: 'finance', path: `${ADMIN_BASE}/finance/loan-settings` },
  { key: 'operators', area: 'operators', path: `${ADMIN_BASE}/operators` },
  { key: 'syspara', area: 'syspara', path: `${ADMIN_BASE}/syspara` },
  { key: 'audit', area: 'audit', path: `${ADMIN_BASE}/audit` },
  { key: 'outbox', area: 'outbox', path: `${ADMIN_BASE}/outbox` },
];

/** The areas a role may open, from the contract's CONSOLE_ACCESS (the server enforces the same). */
export function navItemsFor(role: OperatorRole): NavItem[] {
  return NAV_ITEMS.filter((item) => canUse(role, item.area));
}

/** Whether a role may change users (disable, enable, lock, unlock), not only view them. */
export function canChangeUsers(role: OperatorRole): boolean {
  return canUse(role, 'usersWrite');
}

/** Whether a role may ship orders and decide or make refunds, not only read orders. */
export function canChangeOrders(role: OperatorRole): boolean {
  return canUse(role, 'ordersWrite');
}
