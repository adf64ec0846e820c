import {
  RETURN_WINDOW_DAYS,
  orderRefusal,
  returnDeadline,
  stepIsDue,
  type ErrorParams,
  type OrderAction,
  type OrderFacts,
  type OrderStep,
} from '@caravan/contract';
import { AppError } from '../../lib/errors.js';
import type { OrderTimings } from './order-timing.js';

// The order state machine lives in the contract (orders/state-machine.ts), so the server, the
// sweeps and the web ask the same rules. These read an order row for it.

/** What the state machine reads of an order row. */
export interface OrderFactsRow {
  status: number;
  refundStatus: number;
  remindedAt: Date | null;
  receivedAt: Date | null;
  settledAt: Date | null;
}

/** An order row as the state machine's facts. */
export function factsOf(o: OrderFactsRow): OrderFacts {
  return {
    status: o.status,
    refundStatus: o.refundStatus,
    reminded: o.remindedAt !== null,
    settled: o.settledAt !== null,
    returnDeadline: o.receivedAt ? returnDeadline(o.receivedAt.getTime()) : null,
  };
}

/** Throws the refusal's error (with its parameters) when `action` is not allowed. */
export function assertAllowed(action: OrderAction, o: OrderFactsRow, now: Date): void {
  const code = orderRefusal(action, factsOf(o), now.getTime());
  if (!code) return;
  const params = code === 'ORDER_REFUND_WINDOW_CLOSED' ? { days: RETURN_WINDOW_DAYS } : {};
  throw new AppError(code, params as ErrorParams<typeof code>);
}

/** Whether the system's `step` is due for the order now (under its lock, before the step runs). */
export function isDue(
  step: OrderStep,
  o: OrderFactsRow & { createdAt: Date; shippedAt: Date | null },
  timings: OrderTimings,
  now: Date,
): boolean {
  return stepIsDue(
    step,
    {
      ...factsOf(o),
      payDeadline: o.createdAt.getTime() + timings.unpaidMs,
      autoReceiptAt: o.shippedAt ? o.shippedAt.getTime() + timings.autoReceiptMs : null,
      autoReviewAt: o.receivedAt ? o.receivedAt.getTime() + timings.autoReviewMs : null,
    },
    now.getTime(),
  );
}
