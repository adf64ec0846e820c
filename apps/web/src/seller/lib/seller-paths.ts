import { ORDER_STATUS as S } from '@caravan/contract';

/** The panel's pages. The same paths serve the mobile site, whose router's base is /wap. */
export const SELLER_BASE = '/seller';
export const SELLER_DASHBOARD_PATH = SELLER_BASE;
export const SELLER_GOODS_PATH = `${SELLER_BASE}/goods`;
export const SELLER_LIBRARY_PATH = `${SELLER_BASE}/library`;
export const SELLER_COUPONS_PATH = `${SELLER_BASE}/coupons`;
export const SELLER_ORDERS_PATH = `${SELLER_BASE}/orders`;
export const SELLER_RETURNS_PATH = `${SELLER_BASE}/returns`;
export const SELLER_REVIEWS_PATH = `${SELLER_BASE}/reviews`;
export const SELLER_FOLLOWERS_PATH = `${SELLER_BASE}/followers`;
export const SELLER_STORE_PATH = `${SELLER_BASE}/store`;
export const SELLER_FINANCE_PATH = `${SELLER_BASE}/finance`;
export const SELLER_MESSAGES_PATH = `${SELLER_BASE}/messages`;
export const SELLER_NOTIFICATIONS_PATH = `${SELLER_BASE}/notifications`;

/** An order of the shop: the orders page with its drawer open on it. */
export function sellerOrderPath(orderId: string): string {
  return `${SELLER_ORDERS_PATH}?order=${encodeURIComponent(orderId)}`;
}

/** The panel's order tabs; "Received" holds both received (4) and reviewed (5) orders. */
export const SELLER_TABS = [
  { key: 'all', status: null },
  { key: 'toPurchase', status: S.paid },
  { key: 'stocking', status: S.stocking },
  { key: 'shipped', status: S.shipped },
  { key: 'received', status: S.received },
  { key: 'refunds', status: null },
] as const;
export type SellerTabKey = (typeof SELLER_TABS)[number]['key'];

/** The statuses a list may be asked for in the address (?status=). */
const LISTED_STATUSES: readonly number[] = [S.paid, S.stocking, S.shipped, S.received, S.reviewed];

/** The status in the address, when it is one the panel lists; else null (all orders). */
export function statusParam(params: URLSearchParams): number | null {
  const raw = params.get('status');
  const status = raw === null || raw === '' ? NaN : Number(raw);
  return LISTED_STATUSES.includes(status) ? status : null;
}

/** The tab a list belongs to. */
export function tabOf(isReturns: boolean, status: number | null): SellerTabKey {
  if (isReturns) return 'refunds';
  if (status === S.reviewed) return 'received';
  return SELLER_TABS.find((tab) => tab.key !== 'refunds' && tab.status === status)?.key ?? 'all';
}

/** Where a tab lives: the returns page, or the orders page with its status. */
export function tabPath(key: SellerTabKey): string {
  if (key === 'refunds') return SELLER_RETURNS_PATH;
  const status = SELLER_TABS.find((tab) => tab.key === key)?.status;
  return status === null || status === undefined
    ? SELLER_ORDERS_PATH
    : `${SELLER_ORDERS_PATH}?status=${status}`;
}
