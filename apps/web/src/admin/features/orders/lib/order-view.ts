import { ORDER_STATUS as S, REFUND_STATUS as R } from '@caravan/contract';
import type { OrderListFilter } from '../../../../lib/query-keys';
import { FILTER_STATUSES } from './order-status';

/** The console's order lists: the two work queues and every order. */
export const ORDER_VIEWS = ['toShip', 'refunds', 'all'] as const;
export type OrderView = (typeof ORDER_VIEWS)[number];

/** The list asked for in the address (?view=), else the role's default. */
export function viewParam(params: URLSearchParams, fallback: OrderView): OrderView {
  return ORDER_VIEWS.find((v) => v === params.get('view')) ?? fallback;
}

/** The status "All orders" is narrowed to (?status=), when it is one an order can have. */
export function statusParam(params: URLSearchParams): number | undefined {
  const raw = params.get('status');
  if (raw === null || raw === '') return undefined;
  return FILTER_STATUSES.find((s) => String(s) === raw);
}

type FilterInput = { view: OrderView; status: number | undefined; orderNo: string; pageNum: number };

/**
 * What the server is asked for: "To ship" is every purchased order (status 2), "Refund requests"
 * every request waiting for a decision (refund status 1), "All orders" any status or the one chosen.
 */
export function orderListFilter({ view, status, orderNo, pageNum }: FilterInput): OrderListFilter {
  const filter: OrderListFilter = { pageNum };
  if (view === 'toShip') filter.status = S.stocking;
  else if (view === 'refunds') filter.refundStatus = R.refunding;
  else if (status !== undefined) filter.status = status;
  if (orderNo) filter.orderNo = orderNo;
  return filter;
}
