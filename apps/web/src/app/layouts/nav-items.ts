/** The six entries of the storefront's nav bar (spec §2), each a route of the route table. */
export const NAV_ITEMS = [
  { key: 'home', to: '/index' },
  { key: 'categories', to: '/classification' },
  { key: 'newArrivals', to: '/commodity?type=new' },
  { key: 'hotPicks', to: '/commodity?type=hot' },
  { key: 'discounts', to: '/discounted' },
  { key: 'stores', to: '/searchStore' },
] as const;

/** An entry is current when its path matches and, if it names a `type`, the type matches too. */
export function isNavItemActive(to: string, pathname: string, search: string): boolean {
  const [path, query] = to.split('?');
  if (path !== pathname) return false;
  const wanted = new URLSearchParams(query ?? '').get('type');
  return wanted === null || new URLSearchParams(search).get('type') === wanted;
}
