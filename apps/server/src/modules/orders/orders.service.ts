import { ORDER_STATUS as S, REFUND_STATUS, returnReasonRefusal } from '@caravan/contract';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { orders, sampleOrders } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit, type AuditContext } from '../audit/index.js';
import type { Notifies } from '../notifications/index.js';
import { releaseCoupons } from '../coupons/index.js';
import { appendLog } from './order-log.repository.js';
import { remindedNotice, shippedNotice } from './order-notices.js';
import { assertAllowed } from './order-rules.js';
import { itemsOf, lockOrder, releaseStock, sellerUserId, type OrderRow } from './orders.repository.js';

// The order's steps that move no money: cancel (stock and any sample back), remind, receipt, the refund request
// and shipping. The buyer's and the sweeps' paths run the same *Locked step.

/** Cancels a locked order waiting for payment: by its buyer (with a reason) or by the sweep. */
export async function cancelLocked(
  tx: DbOrTx,
  order: OrderRow,
  by: { buyerReason: number } | 'timeout',
  now: Date,
): Promise<void> {
  await tx
    .update(orders)
    .set({ status: S.cancelled, cancelReason: by === 'timeout' ? null : by.buyerReason, cancelledAt: now })
    .where(eq(orders.id, order.id));
  await releaseStock(tx, await itemsOf(tx, order.id));
  // A sample in a cancelled order was never bought: the buyer may order it again (ADR 037).
  await tx.delete(sampleOrders).where(eq(sampleOrders.orderId, order.id));
  // Its coupons are the buyer's again (issue 54), unless another order of the checkout holds one.
  await releaseCoupons(tx, order.id);
  await appendLog(tx, order.id, by === 'timeout' ? 'auto_cancelled' : 'cancelled', now);
}

/** order!cancel: only while waiting for payment; the reserved stock goes back once. */
export async function cancelOrder(db: Db, buyerId: string, orderId: string, reason: number, now: Date) {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, { kind: 'buyer', userId: buyerId });
    assertAllowed('cancel', order, now);
    await cancelLocked(tx, order, { buyerReason: reason }, now);
  });
}

/**
 * order!remind: asks the seller to ship, once per order (spec §4): the buyer's timeline says so and
 * the shop's owner is told (notification and e-mail), in the same transaction.
 */
export async function remindOrder(db: Db, notifier: Notifies, buyerId: string, orderId: string, now: Date) {
  await notifier.transaction(db, async (tx, notify) => {
    const order = await lockOrder(tx, orderId, { kind: 'buyer', userId: buyerId });
    assertAllowed('remind', order, now);
    await tx.update(orders).set({ remindedAt: now }).where(eq(orders.id, orderId));
    await appendLog(tx, orderId, 'reminded', now);
    await notify(remindedNotice(order, await sellerUserId(tx, order.sellerId)));
  });
}

/**
 * Marks a locked, shipped order received: by its buyer, or by the sweep after the set days (the
 * timeline says which). The return window starts.
 */
export async function receiveLocked(
  tx: DbOrTx,
  order: OrderRow,
  by: 'buyer' | { afterDays: number },
  now: Date,
): Promise<void> {
  await tx.update(orders).set({ status: S.received, receivedAt: now }).where(eq(orders.id, order.id));
  if (by === 'buyer') await appendLog(tx, order.id, 'received', now);
  else await appendLog(tx, order.id, 'auto_received', now, { days: String(by.afterDays) });
}

/** order!receipt: the buyer confirms a shipped order arrived; the return window starts. */
export async function confirmReceipt(db: Db, buyerId: string, orderId: string, now: Date) {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, { kind: 'buyer', userId: buyerId });
    assertAllowed('receipt', order, now);
    await receiveLocked(tx, order, 'buyer', now);
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
    // The reason must fit the state: goods not yet shipped cannot have arrived damaged.
    const mismatch = returnReasonRefusal(input.reason, order);
    if (mismatch) throw new AppError(mismatch);
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

/** The platform ships a purchased order with a carrier and tracking number (audited); the buyer is told. */
export async function shipOrder(
  db: Db,
  notifier: Notifies,
  input: { orderId: string; carrier: string; trackingNo: string },
  audit: AuditContext,
) {
  await notifier.transaction(db, async (tx, notify) => {
    const order = await lockOrder(tx, input.orderId, { kind: 'operator' });
    assertAllowed('ship', order, audit.now);
    await tx
      .update(orders)
      .set({ status: S.shipped, shippedAt: audit.now, carrier: input.carrier, trackingNo: input.trackingNo })
      .where(eq(orders.id, input.orderId));
    await appendLog(tx, input.orderId, 'shipped', audit.now, {
      carrier: input.carrier,
      trackingNo: input.trackingNo,
    });
    await recordAudit(tx, audit, {
      action: 'order.ship',
      targetType: 'order',
      targetId: order.orderNo,
      before: { status: order.status },
      after: { status: S.shipped, carrier: input.carrier, trackingNo: input.trackingNo },
    });
    await notify(shippedNotice(order, input));
  });
}
