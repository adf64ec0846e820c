import { ORDER_STATUS as S, REFUND_STATUS } from '@caravan/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { verifySafeword } from '../account/index.js';
import { appendLog } from './order-logs.js';
import { postPayment } from './order-money.js';
import { assertAllowed } from './order-rules.js';
import { countSold, itemsOf, lockOrder, releaseStock } from './order-store.js';
import { orderTimings, payDeadline } from './order-timing.js';

/**
 * order!pay: the fund password, then every listed order from the buyer's wallet into its escrow in
 * one transaction (the balance's constraint refuses an overdraft and rolls all back). An order the
 * buyer already paid is left as it is, so a repeated request debits nothing twice; a cancelled or
 * expired one refuses the whole payment.
 */
export async function payOrders(
  db: Db,
  buyerId: string,
  orderIds: readonly string[],
  safeword: string,
  now: Date,
) {
  await verifySafeword(db, buyerId, safeword, now);
  const ids = [...new Set(orderIds)].sort();
  const timings = await orderTimings(db);
  await db.transaction(async (tx) => {
    for (const id of ids) {
      const order = await lockOrder(tx, id, { kind: 'buyer', userId: buyerId });
      if (order.paidAt && order.status !== S.pendingPayment) continue;
      assertAllowed('pay', order, now);
      // Past its deadline an unpaid order is as good as cancelled: the sweep cancels it.
      if (now >= payDeadline(order.createdAt, timings)) throw new AppError('ORDER_NOT_PAYABLE');
      await postPayment(tx, order, now);
      await tx.update(orders).set({ status: S.paid, paidAt: now }).where(eq(orders.id, id));
      await countSold(tx, await itemsOf(tx, id), 1);
      await appendLog(tx, id, 'paid', now);
    }
  });
}

/** order!cancel: only while waiting for payment; the reserved stock goes back once. */
export async function cancelOrder(db: Db, buyerId: string, orderId: string, reason: number, now: Date) {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, { kind: 'buyer', userId: buyerId });
    assertAllowed('cancel', order, now);
    await tx
      .update(orders)
      .set({ status: S.cancelled, cancelReason: reason, cancelledAt: now })
      .where(eq(orders.id, orderId));
    await releaseStock(tx, await itemsOf(tx, orderId));
    await appendLog(tx, orderId, 'cancelled', now);
  });
}

/** order!remind: asks the seller to ship, once per order (spec §4). */
export async function remindOrder(db: Db, buyerId: string, orderId: string, now: Date) {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, { kind: 'buyer', userId: buyerId });
    assertAllowed('remind', order, now);
    await tx.update(orders).set({ remindedAt: now }).where(eq(orders.id, orderId));
    await appendLog(tx, orderId, 'reminded', now);
  });
}

/** order!receipt: the buyer confirms a shipped order arrived; the return window starts. */
export async function confirmReceipt(db: Db, buyerId: string, orderId: string, now: Date) {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, { kind: 'buyer', userId: buyerId });
    assertAllowed('receipt', order, now);
    await tx.update(orders).set({ status: S.received, receivedAt: now }).where(eq(orders.id, orderId));
    await appendLog(tx, orderId, 'received', now);
  });
}

/**
 * order!returns: asks for a refund (spec §4: before shipping, or within the return window after
 * receipt). The order waits in status 6 for the platform's decision; escrow is not settled meanwhile.
 */
export async function requestRefund(
  db: Db,
  buyerId: string,
  input: { orderId: string; reason: number; detail?: string | undefined },
  now: Date,
) {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId, { kind: 'buyer', userId: buyerId });
    assertAllowed('requestRefund', order, now);
    await tx
      .update(orders)
      .set({
        status: S.refund,
        statusBeforeRefund: order.status,
        refundStatus: REFUND_STATUS.refunding,
        returnReason: input.reason,
        returnDetail: input.detail ?? null,
        refundRequestedAt: now,
      })
      .where(eq(orders.id, input.orderId));
    await appendLog(tx, input.orderId, 'refund_requested', now);
  });
}
