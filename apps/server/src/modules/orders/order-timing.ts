import type { DbOrTx } from '../../db/client.js';
import { cachedSysparaValues } from '../system/index.js';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The time limits of the order flow, from system parameters (DESIGN.md §2 sweeps). */
export interface OrderTimings {
  unpaidMs: number;
  autoReceiptDays: number;
  autoReceiptMs: number;
  autoReviewMs: number;
}

export async function orderTimings(db: DbOrTx): Promise<OrderTimings> {
  const values = await cachedSysparaValues(db, [
    'order_unpaid_minutes',
    'order_auto_receipt_days',
    'order_auto_review_days',
  ]);
  return {
    unpaidMs: Number(values.order_unpaid_minutes) * MINUTE_MS,
    autoReceiptDays: Number(values.order_auto_receipt_days),
    autoReceiptMs: Number(values.order_auto_receipt_days) * DAY_MS,
    autoReviewMs: Number(values.order_auto_review_days) * DAY_MS,
  };
}

/** Until when an order placed at `createdAt` may be paid. */
export function payDeadline(createdAt: Date, timings: { unpaidMs: number }): Date {
  return new Date(createdAt.getTime() + timings.unpaidMs);
}
