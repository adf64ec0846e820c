import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  flatFreightShop,
  orderBuyer,
  orderInfo,
  orderTestApp,
  walletOf,
} from '../../../test/order-fixtures.js';
import { setSystemParams } from '../../../test/system-params.js';
import { lateCompensations, ledgerTransactions, notifications } from '../../db/schema/index.js';
import { compensateLateOrders } from './commands/compensate-late.js';

// Issue 54: an order paid and not shipped within the set hours (spec §9: 24) is compensated once.

const { t, ops, ...calls } = orderTestApp();
const HOUR = 3_600_000;

async function paidOrder() {
  const shop = await flatFreightShop(t);
  const buyer = await orderBuyer(t);
  const [orderId = ''] = await calls.placed(buyer.token, orderInfo([shop.listing.id, null, 1]));
  expect((await calls.pay(buyer.token, [orderId])).code).toBe('0');
  return { shop, buyer, orderId };
}

const sweep = () => compensateLateOrders(t.db, t.app.deps.notifier, t.clock.now());

describe('late shipping', () => {
  it('gives a coupon once, after 24 hours, even when two sweeps run at once; tells the buyer and the timeline', async () => {
    await setSystemParams(t.db, {
      late_ship_compensation: 'coupon',
      late_ship_amount: '2.50',
      late_ship_hours: '24',
    });
    const { buyer, orderId, shop } = await paidOrder();
    const lateShipments = async () =>
      (
        (await t.action('/api/seller!info.action', { sellerId: shop.shop.id })).data as {
          lateShipments: number;
        }
      ).lateShipments;
    expect(await lateShipments()).toBe(0);
    t.clock.advance(23 * HOUR);
    expect(await sweep()).toBe(0);
    t.clock.advance(2 * HOUR);
    const [a, b] = await Promise.all([sweep(), sweep()]);
    expect((a ?? 0) + (b ?? 0)).toBe(1);
    expect(await sweep()).toBe(0);

    const token = await calls.login(buyer.user);
    const mine = await t.action('/api/coupon!mine.action', { token });
    expect((mine.data as { pageList: unknown[] }).pageList).toEqual([
      expect.objectContaining({ amount: 2.5, minSpend: 0, funder: 'platform', state: 'available' }),
    ]);
    expect(await calls.logs(token, orderId)).toContain('late_compensated');
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.user.id), eq(notifications.kind, 'late_coupon')));
    expect(told).toHaveLength(1);
    const rows = await t.db.select().from(lateCompensations).where(eq(lateCompensations.orderId, orderId));
    expect(rows).toEqual([expect.objectContaining({ form: 'coupon', amount: '2.50' })]);
    // The shop's record counts it, for 90 days.
    expect(await lateShipments()).toBe(1);
    t.clock.advance(91 * 24 * HOUR);
    expect(await lateShipments()).toBe(0);
  });

  it('credits the wallet from the platform’s promotions when set to credit', async () => {
    await setSystemParams(t.db, {
      late_ship_compensation: 'credit',
      late_ship_amount: '3.00',
      late_ship_hours: '24',
    });
    const { buyer, orderId } = await paidOrder();
    const before = await walletOf(t, buyer.user.id);
    t.clock.advance(25 * HOUR);
    await Promise.all([sweep(), sweep()]);
    expect(Number(await walletOf(t, buyer.user.id)) - Number(before)).toBeCloseTo(3, 2);
    const posted = await t.db
      .select()
      .from(ledgerTransactions)
      .where(
        and(eq(ledgerTransactions.kind, 'late_compensation'), eq(ledgerTransactions.businessId, orderId)),
      );
    expect(posted).toHaveLength(1);
  });

  it('leaves an order shipped in time, a refunded one, and everything when the amount is 0', async () => {
    await setSystemParams(t.db, {
      late_ship_compensation: 'coupon',
      late_ship_amount: '2.00',
      late_ship_hours: '24',
    });
    const shipped = await paidOrder();
    await calls.purchase(shipped.shop.token, shipped.orderId);
    await calls.ship(ops(), shipped.orderId);
    const refunded = await paidOrder();
    const manual = await t.action('/admin/order!manualRefund.action', {
      token: ops(),
      orderId: refunded.orderId,
      reason: 'Out of stock at the warehouse',
    });
    expect(manual.code, manual.msg).toBe('0');
    await setSystemParams(t.db, { late_ship_amount: '0' });
    const unpaidLate = await paidOrder();
    t.clock.advance(30 * HOUR);
    expect(await sweep()).toBe(0);
    await setSystemParams(t.db, { late_ship_amount: '2.00' });
    // Only the order still waiting to ship is compensated.
    expect(await sweep()).toBe(1);
    const rows = await t.db.select().from(lateCompensations);
    expect(rows.map((r) => r.orderId)).toContain(unpaidLate.orderId);
    expect(rows.map((r) => r.orderId)).not.toContain(shipped.orderId);
    expect(rows.map((r) => r.orderId)).not.toContain(refunded.orderId);
  });
});
