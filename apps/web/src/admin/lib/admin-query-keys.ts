import { ADMIN_QUERY_ROOT } from '../../lib/operator-auth';

export type UserListFilter = { pageNum: number; keyword?: string; status?: number };
export type AuditFilter = {
  pageNum: number;
  actor?: string;
  action?: string;
  targetId?: string;
  from?: string;
  to?: string;
};

/** A finance list: pending (0), credited or paid (1), rejected (2). */
export type FinanceListFilter = { pageNum: number; state: FinanceState };
export type FinanceState = 0 | 1 | 2;

export type GoodsListFilter = { pageNum: number; keyword?: string; categoryId?: string; isShelf?: number };

/** The console's order list: by status, by refund status, by order number. */
export type OrderListFilter = { pageNum: number; status?: number; refundStatus?: number; orderNo?: string };

// Every console key starts with ADMIN_QUERY_ROOT, so signing out forgets all of them at once. The
// console's replies do not depend on the language except syspara descriptions, which carry it.
export const adminKeys = {
  me: (token: string | null) => [...ADMIN_QUERY_ROOT, 'me', token] as const,
  users: [...ADMIN_QUERY_ROOT, 'users'] as const,
  userList: (filter: UserListFilter) => [...ADMIN_QUERY_ROOT, 'users', 'list', filter] as const,
  user: (id: string) => [...ADMIN_QUERY_ROOT, 'users', 'detail', id] as const,
  operators: [...ADMIN_QUERY_ROOT, 'operators'] as const,
  operatorList: (pageNum: number) => [...ADMIN_QUERY_ROOT, 'operators', pageNum] as const,
  syspara: (lang: string) => [...ADMIN_QUERY_ROOT, 'syspara', lang] as const,
  sysparaRoot: [...ADMIN_QUERY_ROOT, 'syspara'] as const,
  audit: [...ADMIN_QUERY_ROOT, 'audit'] as const,
  auditList: (filter: AuditFilter) => [...ADMIN_QUERY_ROOT, 'audit', filter] as const,
  outboxList: (pageNum: number) => [...ADMIN_QUERY_ROOT, 'outbox', pageNum] as const,
  // Goods names come in the request's language (English when not translated), so keys carry it.
  goods: [...ADMIN_QUERY_ROOT, 'goods'] as const,
  goodsList: (filter: GoodsListFilter, lang: string) =>
    [...ADMIN_QUERY_ROOT, 'goods', 'list', filter, lang] as const,
  goodsDetail: (id: string, lang: string) => [...ADMIN_QUERY_ROOT, 'goods', 'detail', id, lang] as const,
  categories: [...ADMIN_QUERY_ROOT, 'categories'] as const,
  banners: [...ADMIN_QUERY_ROOT, 'banners'] as const,
  deposits: [...ADMIN_QUERY_ROOT, 'deposits'] as const,
  depositList: (filter: FinanceListFilter) => [...ADMIN_QUERY_ROOT, 'deposits', filter] as const,
  withdrawals: [...ADMIN_QUERY_ROOT, 'withdrawals'] as const,
  withdrawalList: (filter: FinanceListFilter) => [...ADMIN_QUERY_ROOT, 'withdrawals', filter] as const,
  depositChannels: [...ADMIN_QUERY_ROOT, 'depositChannels'] as const,
  // Goods names and timeline texts come in the request's language, so those keys carry it.
  orders: [...ADMIN_QUERY_ROOT, 'orders'] as const,
  orderList: (filter: OrderListFilter, lang: string) =>
    [...ADMIN_QUERY_ROOT, 'orders', 'list', filter, lang] as const,
  orderInfo: (id: string) => [...ADMIN_QUERY_ROOT, 'orders', 'info', id] as const,
  orderGoods: (id: string, lang: string) => [...ADMIN_QUERY_ROOT, 'orders', 'goods', id, lang] as const,
  orderLog: (id: string, lang: string) => [...ADMIN_QUERY_ROOT, 'orders', 'log', id, lang] as const,
  coinRates: [...ADMIN_QUERY_ROOT, 'coinRates'] as const,
  bankAccounts: [...ADMIN_QUERY_ROOT, 'bankAccounts'] as const,
};

/** Rows per page in every console table. */
export const ADMIN_PAGE_SIZE = 20;
