import { describe, expect, it } from 'vitest';
import {
  ORDER_ACTIONS,
  orderRefusal,
  returnDeadline,
  returnReasonRefusal,
  returnReasonsFor,
  stepIsDue,
  type OrderAction,
  type OrderClock,
  type OrderFacts,
} from './state-machine.js';

// Every (state, action) pair of the order state machine (spec §4, DESIGN.md §1), with the answer
// written out: 'ok' or the error key that refuses it. The server's commands ask these same rules
// under the order's lock, the sweeps before each step, the web before it offers a button; the API
// tests walk the transitions end to end.

const now = Date.parse('2026-06-10T12:00:00Z');
const daysAgo = (d: number) => now - d * 86_400_000;
const receivedDaysAgo = (d: number) => ({ returnDeadline: returnDeadline(daysAgo(d)) });
const state = (facts: Partial<OrderFacts>): OrderFacts => ({
  status: 0,
  refundStatus: 0,
  reminded: false,
  settled: false,
  returnDeadline: null,
  ...facts,
});

const STATES = {
  cancelled: state({ status: -1 }),
  pendingPayment: state({ status: 0 }),
  paid: state({ status: 1 }),
  paidReminded: state({ status: 1, reminded: true }),
  stocking: state({ status: 2 }),
  stockingRefundRefused: state({ status: 2, refundStatus: 3 }),
  shipped: state({ status: 3 }),
  received: state({ status: 4, ...receivedDaysAgo(1) }),
  receivedPastWindow: state({ status: 4, ...receivedDaysAgo(8) }),
  reviewed: state({ status: 5, ...receivedDaysAgo(2) }),
  settled: state({ status: 5, ...receivedDaysAgo(8), settled: true }),
  refunding: state({ status: 6, refundStatus: 1 }),
  refunded: state({ status: 6, refundStatus: 2 }),
} as const;

const OK = 'ok';
type Row = Record<OrderAction, string>;
const refused = (overrides: Partial<Row>, fallback: Partial<Row> = {}): Row => ({
  pay: 'ORDER_NOT_PAYABLE',
  cancel: 'ORDER_CANNOT_CANCEL',
  remind: 'ORDER_CANNOT_REMIND',
  push: 'ORDER_CANNOT_PURCHASE',
  ship: 'ORDER_CANNOT_SHIP',
  receipt: 'ORDER_CANNOT_RECEIPT',
  review: 'ORDER_CANNOT_REVIEW',
  requestRefund: 'ORDER_REFUND_NOT_ALLOWED',
  decideRefund: 'ORDER_NO_REFUND_PENDING',
  manualRefund: 'ORDER_REFUND_NOT_ALLOWED',
  ...fallback,
  ...overrides,
});

const EXPECTED: Record<keyof typeof STATES, Row> = {
  cancelled: refused({}),
  pendingPayment: refused({ pay: OK, cancel: OK }),
  paid: refused({ remind: OK, push: OK, requestRefund: OK, manualRefund: OK }),
  paidReminded: refused({ remind: 'ORDER_ALREADY_REMINDED', push: OK, requestRefund: OK, manualRefund: OK }),
  stocking: refused({ remind: OK, ship: OK, requestRefund: OK, manualRefund: OK }),
  stockingRefundRefused: refused({
    remind: OK,
    ship: OK,
    requestRefund: 'ORDER_REFUND_EXISTS',
    manualRefund: OK,
  }),
  shipped: refused({ receipt: OK, requestRefund: 'ORDER_SHIPPED_NO_REFUND', manualRefund: OK }),
  received: refused({ review: OK, requestRefund: OK, manualRefund: OK }),
  receivedPastWindow: refused({ review: OK, requestRefund: 'ORDER_REFUND_WINDOW_CLOSED', manualRefund: OK }),
  reviewed: refused({ requestRefund: OK, manualRefund: OK }),
  settled: refused({}),
  refunding: refused({ requestRefund: 'ORDER_REFUND_EXISTS', decideRefund: OK, manualRefund: OK }),
  refunded: refused({ requestRefund: 'ORDER_REFUND_EXISTS' }),
};

describe('the order state machine', () => {
  for (const [name, facts] of Object.entries(STATES) as [keyof typeof STATES, OrderFacts][]) {
    it(`${name}: every action`, () => {
      const actual = Object.fromEntries(ORDER_ACTIONS.map((a) => [a, orderRefusal(a, facts, now) ?? OK]));
      expect(actual).toEqual(EXPECTED[name]);
    });
  }

  it('covers every status code', () => {
    const statuses = new Set(Object.values(STATES).map((s) => s.status));
    expect([...statuses].sort()).toEqual([-1, 0, 1, 2, 3, 4, 5, 6].sort());
  });
});

describe('the steps the system takes when an order has waited', () => {
  const clock: OrderClock = { payDeadline: now + 1, autoReceiptAt: null, autoReviewAt: null };
  const at = (facts: Partial<OrderFacts>, more: Partial<OrderClock> = {}) => ({
    ...state(facts),
    ...clock,
    ...more,
  });

  it('cancels an unpaid order only once its deadline has passed', () => {
    expect(stepIsDue('autoCancel', at({ status: 0 }), now)).toBe(false);
    expect(stepIsDue('autoCancel', at({ status: 0 }, { payDeadline: now }), now)).toBe(true);
    expect(stepIsDue('autoCancel', at({ status: 1 }, { payDeadline: now }), now)).toBe(false);
  });

  it('confirms receipt and leaves the default review after the set days', () => {
    expect(stepIsDue('autoReceipt', at({ status: 3 }, { autoReceiptAt: now }), now)).toBe(true);
    expect(stepIsDue('autoReceipt', at({ status: 3 }, { autoReceiptAt: now + 1 }), now)).toBe(false);
    expect(stepIsDue('autoReceipt', at({ status: 4 }, { autoReceiptAt: now }), now)).toBe(false);
    expect(stepIsDue('defaultReview', at({ status: 4 }, { autoReviewAt: now }), now)).toBe(true);
    expect(stepIsDue('defaultReview', at({ status: 5 }, { autoReviewAt: now }), now)).toBe(false);
  });

  it('settles once the return window has closed with no refund open, once', () => {
    expect(stepIsDue('settle', at({ status: 4, ...receivedDaysAgo(7) }), now)).toBe(true);
    expect(stepIsDue('settle', at({ status: 5, ...receivedDaysAgo(8) }), now)).toBe(true);
    expect(stepIsDue('settle', at({ status: 4, ...receivedDaysAgo(6) }), now)).toBe(false);
    expect(stepIsDue('settle', at({ status: 5, ...receivedDaysAgo(8), settled: true }), now)).toBe(false);
    expect(stepIsDue('settle', at({ status: 4, ...receivedDaysAgo(8), refundStatus: 1 }), now)).toBe(false);
    expect(stepIsDue('settle', at({ status: 6, ...receivedDaysAgo(8), refundStatus: 2 }), now)).toBe(false);
  });
});

describe('return reasons by state', () => {
  it('offers before shipping only what can be true of goods not yet sent, after receipt all nine', () => {
    expect(returnReasonsFor({ status: 1 })).toEqual([1, 2, 8, 9]);
    expect(returnReasonsFor({ status: 2 })).toEqual([1, 2, 8, 9]);
    expect(returnReasonsFor({ status: 4 })).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(returnReasonsFor({ status: 5 })).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(returnReasonRefusal(6, { status: 1 })).toBe('ORDER_REFUND_REASON_NEEDS_RECEIPT');
    expect(returnReasonRefusal(6, { status: 4 })).toBeNull();
  });
});
