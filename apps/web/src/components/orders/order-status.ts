import { ORDER_STATUS as S, REFUND_STATUS as R, type OrderStatus } from '@caravan/contract';
import type { KeyPart } from '../../lib/i18n';

/**
 * Who is looking at an order. Each names a status by what it waits for: a paid order is "to be
 * shipped" to its buyer, "to purchase" to its seller and "waiting for the seller" to an operator.
 */
export type OrderAudience = 'buyer' | 'seller' | 'console';

/** A badge's colour: closed, waiting for someone, on its way, done, refused. */
export type BadgeTone = 'off' | 'wait' | 'go' | 'done' | 'bad';

/** A status's name: its key under `status.*` and `next.*` ('orders'), `status.*` ('seller') and `orders.status.*` ('admin'). */
export type StatusName = KeyPart<'orders', 'status.'> &
  KeyPart<'orders', 'next.'> &
  KeyPart<'seller', 'status.'> &
  KeyPart<'admin', 'orders.status.'>;

/** A refund status's name: its key under the 'orders' namespace's `refundStatus.*` and `nextRefund.*`. */
export type RefundName = KeyPart<'orders', 'refundStatus.'> & KeyPart<'orders', 'nextRefund.'>;

/** Each order status code's name. */
export const ORDER_STATUS_KEYS: Readonly<Record<OrderStatus, StatusName>> = {
  [S.cancelled]: 'cancelled',
  [S.pendingPayment]: 'pendingPayment',
  [S.paid]: 'paid',
  [S.stocking]: 'stocking',
  [S.shipped]: 'shipped',
  [S.received]: 'received',
  [S.reviewed]: 'reviewed',
  [S.refund]: 'refund',
};

/** Whether a code is one of the contract's order statuses (a newer server may send another). */
export function isOrderStatus(status: number): status is OrderStatus {
  return status in ORDER_STATUS_KEYS;
}

/** Every status in the order of an order's life, the cancelled last: the lists' tabs and filters. */
export const STATUSES_IN_ORDER: readonly OrderStatus[] = [
  S.pendingPayment,
  S.paid,
  S.stocking,
  S.shipped,
  S.received,
  S.reviewed,
  S.refund,
  S.cancelled,
];

/** Each refund status's name but none's. */
export const REFUND_STATUS_KEYS: Readonly<Record<number, RefundName>> = {
  [R.refunding]: 'refunding',
  [R.success]: 'success',
  [R.failed]: 'failed',
};

const STATUS_TONES: Readonly<Record<OrderStatus, BadgeTone>> = {
  [S.cancelled]: 'off',
  [S.pendingPayment]: 'wait',
  [S.paid]: 'go',
  [S.stocking]: 'go',
  [S.shipped]: 'go',
  [S.received]: 'wait',
  [S.reviewed]: 'done',
  [S.refund]: 'wait',
};

const REFUND_TONES: Readonly<Record<number, BadgeTone>> = {
  [R.refunding]: 'wait',
  [R.success]: 'done',
  [R.failed]: 'bad',
};

/** The badge of an order's status; null for a status this client does not know. */
export function statusBadge(status: number): { name: StatusName; tone: BadgeTone } | null {
  return isOrderStatus(status) ? { name: ORDER_STATUS_KEYS[status], tone: STATUS_TONES[status] } : null;
}

/** The badge of the order's refund; null when none was asked for. */
export function refundBadge(returnStatus: number): { name: RefundName; tone: BadgeTone } | null {
  const name = REFUND_STATUS_KEYS[returnStatus];
  const tone = REFUND_TONES[returnStatus];
  return name && tone ? { name, tone } : null;
}
