import { ORDER_STATUS as S, REFUND_STATUS as R } from '@caravan/contract';

/** Each order status's name under `orders.status.*` and its badge colour. */
export const ORDER_STATUS_BADGES: Record<number, { key: string; color: string }> = {
  [S.cancelled]: { key: 'cancelled', color: 'gray' },
  [S.pendingPayment]: { key: 'pendingPayment', color: 'yellow' },
  [S.paid]: { key: 'paid', color: 'orange' },
  [S.stocking]: { key: 'stocking', color: 'blue' },
  [S.shipped]: { key: 'shipped', color: 'indigo' },
  [S.received]: { key: 'received', color: 'teal' },
  [S.reviewed]: { key: 'reviewed', color: 'green' },
  [S.refund]: { key: 'refund', color: 'red' },
};

/** Each refund status but "none" under `orders.refundStatus.*`, with its badge colour. */
export const REFUND_STATUS_BADGES: Record<number, { key: string; color: string }> = {
  [R.refunding]: { key: 'refunding', color: 'orange' },
  [R.success]: { key: 'refunded', color: 'teal' },
  [R.failed]: { key: 'refused', color: 'red' },
};

/** The statuses the "All orders" list may be narrowed to, in the order of an order's life. */
export const FILTER_STATUSES = [
  S.pendingPayment,
  S.paid,
  S.stocking,
  S.shipped,
  S.received,
  S.reviewed,
  S.refund,
  S.cancelled,
] as const;

type OrderFacts = { status: number; returnStatus: number; settled: boolean };

/** A purchased order waiting in the warehouse: the platform ships it. */
export const canShip = (o: Pick<OrderFacts, 'status'>) => o.status === S.stocking;

/** A buyer's refund request waiting for an operator's decision. */
export const hasPendingRefund = (o: Pick<OrderFacts, 'status' | 'returnStatus'>) =>
  o.status === S.refund && o.returnStatus === R.refunding;

/**
 * The server's manual-refund rule (money still in escrow): paid, not refunded, not settled. An open
 * request is decided with Approve or Refuse instead, so it is not offered then.
 */
export const canRefundManually = (o: OrderFacts) =>
  o.status >= S.paid && o.returnStatus !== R.success && !o.settled && !hasPendingRefund(o);
