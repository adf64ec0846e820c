import { ORDER_STATUS as S, REFUND_STATUS } from '@caravan/contract';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.js';
import { orders } from '../../../db/schema/index.js';
import { toDb } from '../../../lib/money.js';
import { recordAudit, type AuditContext } from '../../audit/index.js';
import { releaseCoupons } from '../../coupons/index.js';
import type { Notifies } from '../../notifications/index.js';
import { appendLog } from '../order-log.repository.js';
import { postRefund } from '../order-ledger.js';
import { refundNotice } from '../order-notices.js';
import { assertAllowed } from '../order-rules.js';
import {
  countSold,
  itemsOf,
  lockOrder,
  releaseStock,
  sellerUserId,
  type OrderRow,
} from '../orders.repository.js';

/**
 * Returns an order's money: the buyer's payment from escrow and the seller's purchase, if made.
 * Goods not yet shipped go back to stock. Runs under the order's lock, inside the transition.
 */
async function refund(tx: DbOrTx, order: OrderRow, now: Date) {
  await postRefund(tx, order, await sellerUserId(tx, order.sellerId), now);
  const items = await itemsOf(tx, order.id);
  if (!order.shippedAt) {
    await releaseStock(tx, items);
    // Refunded before it shipped: its coupons are the buyer's again (issue 54).
    await releaseCoupons(tx, order.id);
  }
  await countSold(tx, items, -1);
  await appendLog(tx, order.id, 'refund_success', now, { amount: toDb(order.totalAmount) });
}

/**
 * An operator approves (money back) or refuses (with a reason; the order resumes) a refund request;
 * the buyer is told.
 */
export async function decideRefund(
  db: Db,
  notifier: Notifies,
  input: { orderId: string; approve: boolean; reason?: string | undefined },
  audit: AuditContext,
) {
  await notifier.transaction(db, async (tx, notify) => {
    const order = await lockOrder(tx, input.orderId, { kind: 'operator' });
    assertAllowed('decideRefund', order, audit.now);
    const change = input.approve
      ? { refundStatus: REFUND_STATUS.success, refundDecidedAt: audit.now, refundNote: input.reason ?? null }
      : {
          status: order.statusBeforeRefund ?? S.paid,
          refundStatus: REFUND_STATUS.failed,
          refundDecidedAt: audit.now,
          refundNote: input.reason ?? null,
        };
    await tx.update(orders).set(change).where(eq(orders.id, input.orderId));
    if (input.approve) await refund(tx, order, audit.now);
    else await appendLog(tx, input.orderId, 'refund_failed', audit.now, { reason: input.reason ?? '' });
    await recordAudit(tx, audit, {
      action: input.approve ? 'order.refund_approve' : 'order.refund_refuse',
      targetType: 'order',
      targetId: order.orderNo,
      before: { status: order.status, refundStatus: order.refundStatus },
      after: change,
    });
    await notify(
      refundNotice(
        order,
        input.approve ? { kind: 'refund_approved' } : { kind: 'refund_refused', reason: input.reason ?? '' },
      ),
    );
  });
}

/** The platform refunds a paid, unsettled order on its own initiative (spec §6), audited. */
export async function manualRefund(
  db: Db,
  notifier: Notifies,
  input: { orderId: string; reason: string },
  audit: AuditContext,
) {
  await notifier.transaction(db, async (tx, notify) => {
    const order = await lockOrder(tx, input.orderId, { kind: 'operator' });
    assertAllowed('manualRefund', order, audit.now);
    const change = {
      status: S.refund,
      statusBeforeRefund: order.status === S.refund ? order.statusBeforeRefund : order.status,
      refundStatus: REFUND_STATUS.success,
      refundNote: input.reason,
      refundDecidedAt: audit.now,
    };
    await tx.update(orders).set(change).where(eq(orders.id, input.orderId));
    await appendLog(tx, input.orderId, 'manual_refund', audit.now, { reason: input.reason });
    await refund(tx, order, audit.now);
    await recordAudit(tx, audit, {
      action: 'order.manual_refund',
      targetType: 'order',
      targetId: order.orderNo,
      before: { status: order.status, refundStatus: order.refundStatus },
      after: change,
    });
    await notify(refundNotice(order, { kind: 'order_refunded', reason: input.reason }));
  });
}
