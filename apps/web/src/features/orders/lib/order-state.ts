import { ORDER_STATUS as S, REFUND_STATUS } from '@caravan/contract';

/** The `status.*` / `tabs.*` key of each order status code. */
export const STATUS_KEYS: Record<number, string> = {
  [S.cancelled]: 'cancelled',
  [S.pendingPayment]: 'pendingPayment',
  [S.paid]: 'paid',
  [S.stocking]: 'stocking',
  [S.shipped]: 'shipped',
  [S.received]: 'received',
  [S.reviewed]: 'reviewed',
  [S.refund]: 'refund',
};

/** The `refundStatus.*` key of each refund status other than none. */
export const REFUND_STATUS_KEYS: Record<number, string> = {
  [REFUND_STATUS.refunding]: 'refunding',
  [REFUND_STATUS.success]: 'success',
  [REFUND_STATUS.failed]: 'failed',
};

/** The list's tabs in the spec's order (§4); null is "all". */
export const ORDER_TABS: readonly (number | null)[] = [
  null,
  S.pendingPayment,
  S.paid,
  S.stocking,
  S.shipped,
  S.received,
  S.reviewed,
  S.refund,
  S.cancelled,
];

/** The `status` a list URL asks for, or null (all) when it names none we know. */
export function statusFromSearch(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return ORDER_TABS.includes(n) ? n : null;
}

export type OrderAction = 'pay' | 'cancel' | 'remind' | 'logistics' | 'receipt' | 'review' | 'refund';

/** What the buttons need to know of an order; the detail adds settlement and the return window. */
export type OrderFacts = {
  status: number;
  returnStatus: number;
  reminded: boolean;
  /** Escrow paid out to the seller: no refund any more. Unknown in the list. */
  settled?: boolean;
  /** Until when (epoch ms) a received order may be returned; 0 or unknown when not received. */
  returnDeadline?: number;
};

const REFUNDABLE: readonly number[] = [S.paid, S.stocking, S.received, S.reviewed];

/** Whether the buyer may still ask for the order's money back (mirrors the server's rules). */
export function canRequestRefund(order: OrderFacts, now: number): boolean {
  if (!REFUNDABLE.includes(order.status) || order.returnStatus !== REFUND_STATUS.none) return false;
  if (order.settled) return false;
  const deadline = order.returnDeadline ?? 0;
  return deadline === 0 || now < deadline;
}

/**
 * The actions an order's state allows (spec §4), in the order they are offered. `remind` is listed
 * for orders waiting for shipment even once used: the button then shows that it has been.
 */
export function orderActions(order: OrderFacts, now: number): OrderAction[] {
  const actions: OrderAction[] = [];
  if (order.status === S.pendingPayment) actions.push('pay', 'cancel');
  if (order.status === S.paid || order.status === S.stocking) actions.push('remind');
  if (order.status === S.shipped) actions.push('receipt');
  if (order.status === S.received) actions.push('review');
  if (canRequestRefund(order, now)) actions.push('refund');
  if (order.status === S.shipped || order.status === S.received || order.status === S.reviewed) {
    actions.push('logistics');
  }
  return actions;
}

/** A shipped order cannot be refunded while on its way (spec §4): the card says so. */
export function refundWaitsForDelivery(order: OrderFacts): boolean {
  return order.status === S.shipped && order.returnStatus === REFUND_STATUS.none;
}
