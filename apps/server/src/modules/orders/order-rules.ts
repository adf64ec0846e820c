import {
  ORDER_STATUS as S,
  REFUND_STATUS,
  RETURN_WINDOW_DAYS,
  type ErrorCode,
  type ErrorParams,
} from '@caravan/contract';
import { AppError } from '../../lib/errors.js';

// The order state machine (spec §4, DESIGN.md §1): which action each state allows, and the error
// key that refuses it. Every command asks `refusal` under the order's row lock before changing
// anything, and the state-machine test walks every (state, action) pair through it.

export const ORDER_ACTIONS = [
  'pay',
  'cancel',
  'remind',
  'push',
  'ship',
  'receipt',
  'review',
  'requestRefund',
  'decideRefund',
  'manualRefund',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** What the rules read of an order. */
export interface OrderFacts {
  status: number;
  refundStatus: number;
  remindedAt: Date | null;
  receivedAt: Date | null;
  settledAt: Date | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Until when a received order may be returned (spec §9: 7 days after receipt). */
export function returnDeadline(receivedAt: Date): Date {
  return new Date(receivedAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS);
}

/** Whether the buyer has paid and the money is still in escrow (not refunded, not settled). */
function isInEscrow(o: OrderFacts): boolean {
  return o.status >= S.paid && o.refundStatus !== REFUND_STATUS.success && o.settledAt === null;
}

/** Why `action` is refused in the order's state, or null when it is allowed. */
export function refusal(action: OrderAction, o: OrderFacts, now: Date): ErrorCode | null {
  switch (action) {
    case 'pay':
      return o.status === S.pendingPayment ? null : 'ORDER_NOT_PAYABLE';
    case 'cancel':
      return o.status === S.pendingPayment ? null : 'ORDER_CANNOT_CANCEL';
    case 'remind':
      if (o.status !== S.paid && o.status !== S.stocking) return 'ORDER_CANNOT_REMIND';
      return o.remindedAt ? 'ORDER_ALREADY_REMINDED' : null;
    case 'push':
      return o.status === S.paid ? null : 'ORDER_CANNOT_PURCHASE';
    case 'ship':
      return o.status === S.stocking ? null : 'ORDER_CANNOT_SHIP';
    case 'receipt':
      return o.status === S.shipped ? null : 'ORDER_CANNOT_RECEIPT';
    case 'review':
      return o.status === S.received ? null : 'ORDER_CANNOT_REVIEW';
    case 'requestRefund':
      return refundRequestRefusal(o, now);
    case 'decideRefund':
      return o.status === S.refund && o.refundStatus === REFUND_STATUS.refunding
        ? null
        : 'ORDER_NO_REFUND_PENDING';
    case 'manualRefund':
      return isInEscrow(o) ? null : 'ORDER_REFUND_NOT_ALLOWED';
  }
}

// Spec §4: release is refused for orders waiting for payment, completed (settled) or cancelled; a
// shipped order cannot be refunded while on its way; once received, within the return window.
function refundRequestRefusal(o: OrderFacts, now: Date): ErrorCode | null {
  if (o.status === S.pendingPayment || o.status === S.cancelled || o.settledAt)
    return 'ORDER_REFUND_NOT_ALLOWED';
  if (o.status === S.refund || o.refundStatus !== REFUND_STATUS.none) return 'ORDER_REFUND_EXISTS';
  if (o.status === S.shipped) return 'ORDER_SHIPPED_NO_REFUND';
  if (
    (o.status === S.received || o.status === S.reviewed) &&
    o.receivedAt &&
    now >= returnDeadline(o.receivedAt)
  ) {
    return 'ORDER_REFUND_WINDOW_CLOSED';
  }
  return null;
}

/** Throws the refusal's error (with its parameters) when `action` is not allowed. */
export function assertAllowed(action: OrderAction, o: OrderFacts, now: Date): void {
  const code = refusal(action, o, now);
  if (!code) return;
  const params = code === 'ORDER_REFUND_WINDOW_CLOSED' ? { days: RETURN_WINDOW_DAYS } : {};
  throw new AppError(code, params as ErrorParams<typeof code>);
}
