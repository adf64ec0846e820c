import { ORDER_STATUS as S, REFUND_STATUS, RETURN_WINDOW_DAYS, type OrderStep } from '@caravan/contract';
import { and, asc, eq, inArray, isNull, lte, ne, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { settleOrder } from './commands/settle-order.js';
import type { OrderRow } from './orders.repository.js';
import { cancelLocked, receiveLocked } from './orders.service.js';
import { addDefaultReviews } from './reviews.service.js';
import { isDue } from './order-rules.js';
import { orderTimings, type OrderTimings } from './order-timing.js';

// The time-based steps of the order flow (DESIGN.md §2): each picks the orders that may be due,
// then changes each in its own transaction under the order's row lock, once the state machine says
// the step is still due, through the same step a person's request runs (cancel, receipt, the
// default review, settlement). Several instances may sweep at once: the second to lock an order
// finds it already moved and leaves it, and the ledger's (kind, order) key would refuse a second
// settlement anyway.

const BATCH = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

type Step = (tx: DbOrTx, order: OrderRow, now: Date) => Promise<void>;

/**
 * Moves the orders `candidates` selects (an index-friendly first cut of those that may be due), each
 * in its own transaction: locked (skipping one another instance holds), then asked of the state
 * machine whether `step` is still due (contract orders/state-machine.ts), and only then changed.
 */
async function sweep(
  db: Db,
  name: OrderStep,
  candidates: SQL | undefined,
  step: Step,
  timings: OrderTimings,
  now: Date,
): Promise<number> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(candidates)
    .orderBy(asc(orders.createdAt))
    .limit(BATCH);
  let moved = 0;
  for (const { id } of rows) {
    await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.id, id))
        .for('update', { skipLocked: true });
      if (!order || !isDue(name, order, timings, now)) return;
      await step(tx, order, now);
      moved += 1;
    });
  }
  return moved;
}

export interface SweepResult {
  cancelled: number;
  received: number;
  reviewed: number;
  settled: number;
}

/** Runs every due step once; returns how many orders each moved. */
export async function runOrderSweeps(db: Db, now: Date): Promise<SweepResult> {
  const t = await orderTimings(db);
  const cancelled = await sweep(
    db,
    'autoCancel',
    and(eq(orders.status, S.pendingPayment), lte(orders.createdAt, new Date(now.getTime() - t.unpaidMs))),
    (tx, order, at) => cancelLocked(tx, order, 'timeout', at),
    t,
    now,
  );
  const received = await sweep(
    db,
    'autoReceipt',
    and(eq(orders.status, S.shipped), lte(orders.shippedAt, new Date(now.getTime() - t.autoReceiptMs))),
    (tx, order, at) => receiveLocked(tx, order, { afterDays: t.autoReceiptDays }, at),
    t,
    now,
  );
  const reviewed = await sweep(
    db,
    'defaultReview',
    and(eq(orders.status, S.received), lte(orders.receivedAt, new Date(now.getTime() - t.autoReviewMs))),
    (tx, order, at) => addDefaultReviews(tx, order.id, order.userId, at),
    t,
    now,
  );
  const settled = await sweep(
    db,
    'settle',
    and(
      inArray(orders.status, [S.received, S.reviewed]),
      isNull(orders.settledAt),
      ne(orders.refundStatus, REFUND_STATUS.refunding),
      lte(orders.receivedAt, new Date(now.getTime() - RETURN_WINDOW_DAYS * DAY_MS)),
    ),
    settleOrder,
    t,
    now,
  );
  return { cancelled, received, reviewed, settled };
}
