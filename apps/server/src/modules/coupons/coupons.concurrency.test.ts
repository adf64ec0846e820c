import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { claim, createCoupon } from '../../../test/coupon-fixtures.js';
import { flatFreightShop, orderBuyer, orderCalls, orderInfo } from '../../../test/order-fixtures.js';
import { onPostgres } from '../../../test/test-db.js';
import { couponClaims, coupons, users } from '../../db/schema/index.js';
import { newUsercode } from '../../lib/ids.js';
import { createSession } from '../account/sessions.js';
import { checkLedger } from '../wallet/ledger.js';

// Issue 54: coupons under load. Only a real server runs statements at once (PGlite one at a time).

describe.runIf(onPostgres())('coupons under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  const calls = orderCalls(() => t);

  /** `n` buyers with sessions, made straight in the database (500 logins would hash 500 passwords). */
  async function buyers(n: number): Promise<string[]> {
    const rows = await t.db
      .insert(users)
      .values(
        Array.from({ length: n }, () => ({
          username: `c${randomUUID().slice(0, 12)}`,
          usercode: newUsercode(),
          passwordHash: 'not-a-hash',
        })),
      )
      .returning({ id: users.id });
    return Promise.all(rows.map((r) => createSession(t.db, { userId: r.id }, t.clock.now(), 24)));
  }

  it('gives exactly 100 claims to 500 buyers claiming a coupon of 100 at once', async () => {
    const coupon = await createCoupon(t.db, t.clock.now(), { total: 100 });
    const tokens = await buyers(500);
    const replies = await Promise.all(
      tokens.map((token) => t.action('/api/coupon!claim.action', { token, couponId: coupon.id })),
    );
    const keys = replies.map((r) => r.key ?? r.code);
    expect(keys.filter((k) => k === '0')).toHaveLength(100);
    expect(keys.filter((k) => k === 'COUPON_SOLD_OUT')).toHaveLength(400);
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.claimed).toBe(100);
    expect(await t.db.$count(couponClaims, eq(couponClaims.couponId, coupon.id))).toBe(100);
  });

  it('gives one buyer at most the per-buyer limit when it claims 50 times at once', async () => {
    const coupon = await createCoupon(t.db, t.clock.now(), { total: 100, perBuyer: 3 });
    const [token = ''] = await buyers(1);
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => t.action('/api/coupon!claim.action', { token, couponId: coupon.id })),
    );
    expect(replies.filter((r) => r.code === '0')).toHaveLength(3);
    expect(replies.filter((r) => r.key === 'COUPON_LIMIT_REACHED')).toHaveLength(47);
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.claimed).toBe(3);
  });

  it('uses a coupon once when 20 checkouts name it at once', async () => {
    const shop = await flatFreightShop(t);
    const buyer = await orderBuyer(t);
    const coupon = await createCoupon(t.db, t.clock.now(), { amount: '3.00' });
    await claim(t, buyer.token, coupon.id);
    const info = orderInfo([shop.listing.id, null, 1]);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => calls.submit(buyer.token, info, { couponIds: coupon.id })),
    );
    expect(replies.filter((r) => r.code === '0')).toHaveLength(1);
    expect(replies.filter((r) => r.key === 'COUPON_NOT_HELD')).toHaveLength(19);
    expect(await calls.stockOf(shop.good.id)).toBe(99);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('applies a held coupon to one of 10 checkouts placed at once without a choice; the others pay in full', async () => {
    const shop = await flatFreightShop(t);
    const buyer = await orderBuyer(t);
    const coupon = await createCoupon(t.db, t.clock.now(), { amount: '3.00' });
    await claim(t, buyer.token, coupon.id);
    const info = orderInfo([shop.listing.id, null, 1]);
    const replies = await Promise.all(Array.from({ length: 10 }, () => calls.submit(buyer.token, info)));
    expect(replies.map((r) => r.code)).toEqual(Array(10).fill('0'));
    const discounts = replies.map(
      (r) => (r.data as { orderList: { discount: number }[] }).orderList[0]?.discount,
    );
    expect(discounts.filter((d) => d === 3)).toHaveLength(1);
    expect(discounts.filter((d) => d === 0)).toHaveLength(9);
  });

  it('gives a platform coupon back once when both orders of its checkout are cancelled at once', async () => {
    const a = await flatFreightShop(t);
    const b = await flatFreightShop(t);
    const buyer = await orderBuyer(t);
    const coupon = await createCoupon(t.db, t.clock.now(), { amount: '4.00' });
    await claim(t, buyer.token, coupon.id);
    for (let round = 0; round < 5; round++) {
      const placed = await calls.placed(
        buyer.token,
        orderInfo([a.listing.id, null, 1], [b.listing.id, null, 1]),
      );
      expect(placed).toHaveLength(2);
      const cancelled = await Promise.all(
        placed.map((orderId) =>
          t.action('/api/order!cancel.action', { token: buyer.token, orderId, cancelReason: 0 }),
        ),
      );
      expect(cancelled.map((r) => r.code)).toEqual(['0', '0']);
      const [held] = await t.db.select().from(couponClaims).where(eq(couponClaims.couponId, coupon.id));
      expect(held?.state, `round ${round}`).toBe('available');
    }
  });
});
