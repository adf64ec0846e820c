import type { ErrorCode } from '../errors.js';
import { RETURN_WINDOW_DAYS } from './rules.js';
import { ORDER_STATUS as S, REFUND_STATUS, RETURN_REASONS } from './shapes.js';

// The order state machine (spec §4, DESIGN.md §1), written once: which action each state allows
// and the error key that refuses it, and when each time-based step is due. The server asks it under
// the order's row lock before any change, the sweeps before each step, and the web before it offers
// a button.

/** What a buyer, a seller or an operator may ask of an order. */
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

/** What the rules read of an order (times as epoch ms). */
export interface OrderFacts {
  status: number;
  refundStatus: number;
  reminded: boolean;
  /** The escrow has been paid out to the seller. */
  settled: boolean;
  /** Until when a received order may be returned; null before receipt (or when unknown). */
  returnDeadline: number | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Until when a received order may be returned (spec §9: 7 days after receipt), epoch ms. */
export function returnDeadline(receivedAt: number): number {
  return receivedAt + RETURN_WINDOW_DAYS * DAY_MS;
}

/** Whether the buyer has paid and the money is still in escrow (not refunded, not settled). */
function isInEscrow(o: OrderFacts): boolean {
  return o.status >= S.paid && o.refundStatus !== REFUND_STATUS.success && !o.settled;
}

const waitsForShipment = (o: Pick<OrderFacts, 'status'>) => o.status === S.paid || o.status === S.stocking;

// Spec §4: release is refused for orders waiting for payment, completed (settled) or cancelled; a
// shipped order cannot be refunded while on its way; once received, within the return window.
function refundRequestRefusal(o: OrderFacts, now: number): ErrorCode | null {
  if (o.status === S.pendingPayment || o.status === S.cancelled || o.settled)
    return 'ORDER_REFUND_NOT_ALLOWED';
  if (o.status === S.refund || o.refundStatus !== REFUND_STATUS.none) return 'ORDER_REFUND_EXISTS';
  if (o.status === S.shipped) return 'ORDER_SHIPPED_NO_REFUND';
  if (
    (o.status === S.received || o.status === S.reviewed) &&
    o.returnDeadline !== null &&
    now >= o.returnDeadline
  ) {
    return 'ORDER_REFUND_WINDOW_CLOSED';
  }
  return null;
}

/** Why `action` is refused in the order's state, or null when it is allowed. */
export function orderRefusal(action: OrderAction, o: OrderFacts, now: number): ErrorCode | null {
  switch (action) {
    case 'pay':
      return o.status === S.pendingPayment ? null : 'ORDER_NOT_PAYABLE';
    case 'cancel':
      return o.status === S.pendingPayment ? null : 'ORDER_CANNOT_CANCEL';
    case 'remind':
      if (!waitsForShipment(o)) return 'ORDER_CANNOT_REMIND';
      return o.reminded ? 'ORDER_ALREADY_REMINDED' : null;
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

/**
 * The return reasons that speak of goods in the buyer's hands: wrong, fake, missing, damaged or of
 * poor quality goods. Before shipping they cannot be true.
 */
const REASONS_AFTER_RECEIPT: ReadonlySet<(typeof RETURN_REASONS)[number]> = new Set([
  'wrongGoods',
  'fakeBrand',
  'missingItems',
  'damaged',
  'qualityProblem',
]);

/**
 * Whether a return reason (1–9) fits the order's state: before shipping only not received, dislike,
 * agreed with the seller and other do (spec §4's "arrived damaged" for goods not yet sent would be
 * untrue); after receipt all nine do.
 */
export function returnReasonRefusal(
  reason: number,
  o: Pick<OrderFacts, 'status'>,
): 'ORDER_REFUND_REASON_NEEDS_RECEIPT' | null {
  const key = RETURN_REASONS[reason - 1];
  // An unknown reason is the params schema's to refuse (1–9).
  return key !== undefined && waitsForShipment(o) && REASONS_AFTER_RECEIPT.has(key)
    ? 'ORDER_REFUND_REASON_NEEDS_RECEIPT'
    : null;
}

/** The return reasons (1–9) a buyer is offered for an order in this state. */
export function returnReasonsFor(o: Pick<OrderFacts, 'status'>): number[] {
  return RETURN_REASONS.map((_, index) => index + 1).filter(
    (reason) => returnReasonRefusal(reason, o) === null,
  );
}

/** The steps the system takes when an order has waited long enough (DESIGN.md §2 sweeps). */
export const ORDER_STEPS = ['autoCancel', 'autoReceipt', 'defaultReview', 'settle'] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];

/** When each time-based step falls due for an order (epoch ms; null: not yet started). */
export interface OrderClock {
  /** Until when it may be paid (placed + the unpaid timeout). */
  payDeadline: number;
  /** Shipped + the auto-receipt days. */
  autoReceiptAt: number | null;
  /** Received + the default-review days. */
  autoReviewAt: number | null;
}

/**
 * Whether the system should take `step` now: an unpaid order past its deadline is cancelled; a
 * shipped one confirmed received after the set days; a received one left unreviewed gets the
 * default good review; and escrow is settled once the return window has closed with no refund open.
 */
export function stepIsDue(step: OrderStep, o: OrderFacts & OrderClock, now: number): boolean {
  switch (step) {
    case 'autoCancel':
      return o.status === S.pendingPayment && now >= o.payDeadline;
    case 'autoReceipt':
      return o.status === S.shipped && o.autoReceiptAt !== null && now >= o.autoReceiptAt;
    case 'defaultReview':
      return o.status === S.received && o.autoReviewAt !== null && now >= o.autoReviewAt;
    case 'settle':
      return (
        (o.status === S.received || o.status === S.reviewed) &&
        !o.settled &&
        o.refundStatus !== REFUND_STATUS.refunding &&
        o.returnDeadline !== null &&
        now >= o.returnDeadline
      );
  }
}
