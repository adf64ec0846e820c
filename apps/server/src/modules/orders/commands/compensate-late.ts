import { ORDER_STATUS as S, REFUND_STATUS } from '@caravan/contract';
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { lateCompensations, orders } from '../../../db/schema/index.js';
import { amount, toDb } from '../../../lib/money.js';
import { grantCoupon } from '../../coupons/index.js';
import type { Notifies } from '../../notifications/index.js';
import { cachedSysparaValues } from '../../system/index.js';
import { post, transfer } from '../../wallet/index.js';
import { appendLog } from '../order-log.repository.js';

// Spec §9 promises shipping within 24 hours of ordering (issue 54): an order paid and not shipped
// in time is compensated once, with a coupon or a credit to the buyer's wallet (system parameters
// say which, how much and after how long), funded by the platform's promotions, with a notification
// and a line in the order's timeline. The compensation's row is keyed by the order: of two sweeps
// at once (two instances), the second to insert it finds it there and gives nothing.

const BATCH = 200;
const HOUR_MS = 3_600_000;
/** How long a compensation coupon can be used. */
const COUPON_DAYS = 30;

export interface LateShipping {
  hours: number;
  form: 'coupon' | 'credit';
  /** 0: no compensation. */
  amount: string;
}

export async function lateShipping(db: Db): Promise<LateShipping> {
  const v = await cachedSysparaValues(db, ['late_ship_hours', 'late_ship_compensation', 'late_ship_amount']);
  return {
    hours: Number(v.late_ship_hours),
    form: v.late_ship_compensation === 'credit' ? 'credit' : 'coupon',
    amount: v.late_ship_amount,
  };
}

/** Compensates every order paid more than the set hours ago and not shipped yet; returns how many. */
export async function compensateLateOrders(db: Db, notifier: Notifies, now: Date): Promise<number> {
  const rule = await lateShipping(db);
  if (!amount(rule.amount).greaterThan(0)) return 0;
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .leftJoin(lateCompensations, eq(lateCompensations.orderId, orders.id))
    .where(
      and(
        inArray(orders.status, [S.paid, S.stocking]),
        eq(orders.refundStatus, REFUND_STATUS.none),
        isNull(orders.shippedAt),
        lte(orders.paidAt, new Date(now.getTime() - rule.hours * HOUR_MS)),
        isNull(lateCompensations.orderId),
      ),
    )
    .orderBy(asc(orders.paidAt))
    .limit(BATCH);
  let given = 0;
  for (const { id } of due) {
    const done = await notifier.transaction(db, async (tx, notify) => {
      // The order as it is now, under its lock: shipped or refunded meanwhile, it is not late.
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!order || order.shippedAt || order.refundStatus !== REFUND_STATUS.none) return false;
      if (order.status !== S.paid && order.status !== S.stocking) return false;
      const [row] = await tx
        .insert(lateCompensations)
        .values({ orderId: id, form: rule.form, amount: toDb(rule.amount), createdAt: now })
        .onConflictDoNothing()
        .returning({ orderId: lateCompensations.orderId });
      if (!row) return false;
      const value = toDb(rule.amount);
      if (rule.form === 'credit') {
        const entries = transfer(
          { kind: 'platform_promotions' },
          { kind: 'wallet', userId: order.userId },
          amount(value),
        );
        await post(tx, { kind: 'late_compensation', businessId: id, memo: order.orderNo, entries }, now);
      } else {
        const claimId = await grantCoupon(
          tx,
          {
            userId: order.userId,
            title: `Late shipping: ${order.orderNo}`,
            amount: value,
            days: COUPON_DAYS,
          },
          now,
        );
        await tx.update(lateCompensations).set({ claimId }).where(eq(lateCompensations.orderId, id));
      }
      await appendLog(tx, id, 'late_compensated', now, { hours: String(rule.hours), amount: value });
      await notify({
        userId: order.userId,
        kind: rule.form === 'credit' ? 'late_credit' : 'late_coupon',
        params: { orderNo: order.orderNo, hours: rule.hours, amount: value },
        targetId: id,
        eventKey: id,
      });
      return true;
    });
    if (done) given += 1;
  }
  return given;
}
