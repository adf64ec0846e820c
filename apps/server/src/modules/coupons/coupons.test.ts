import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claim, createCoupon } from '../../../test/coupon-fixtures.js';
import { createCategory } from '../../../test/factories.js';
import {
  flatFreightShop,
  orderBuyer,
  orderInfo,
  orderTestApp,
  setFreightSchedule,
  walletOf,
} from '../../../test/order-fixtures.js';
import { couponClaims, ledgerAccounts, orderCoupons } from '../../db/schema/index.js';
import { amount } from '../../lib/money.js';
import { runOrderSweeps } from '../orders/sweeps.js';

// Coupons (issue 54): claiming, holding, checkout pricing and the money, through the API.

const { t, ops, ...calls } = orderTestApp();
const DAY = 86_400_000;

type Page<T> = { pageList: T[]; pageInfo: { totalElements: number } };
type Quote = {
  shopList: {
    sellerId: string;
    discount: number;
    totalAmount: number;
    coupons: { couponId: string; saving: number }[];
  }[];
  discount: number;
  totalAmount: number;
};

/** The platform's promotion account: what it has spent on coupons (below zero). */
async function promotions() {
  const [row] = await t.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.key, 'platform_promotions'));
  return amount(row?.balance ?? '0');
}

async function quote(token: string, info: string, extra: Record<string, string> = {}) {
  return t.action('/api/order!quote.action', { token, orderInfo: info, ...extra });
}

async function mine(token: string, state = 'available') {
  const res = await t.action('/api/coupon!mine.action', { token, state });
  expect(res.code, res.msg).toBe('0');
  return res.data as Page<{ id: string; state: string }>;
}

describe('claiming', () => {
  it('refuses a visitor, lists coupons to anyone, and claims up to the per-buyer limit', async () => {
    const now = t.clock.now();
    const shop = await flatFreightShop(t);
    const coupon = await createCoupon(t.db, now, { sellerId: shop.shop.id, funder: 'shop', perBuyer: 2 });
    const buyer = await orderBuyer(t);

    expect((await t.action('/api/coupon!claim.action', { couponId: coupon.id })).key).toBe(
      'AUTH_NOT_LOGGED_IN',
    );
    const listed = await t.action('/api/coupon!list.action', { sellerId: shop.shop.id });
    expect(listed.code, listed.msg).toBe('0');
    expect((listed.data as Page<{ id: string; mine: number }>).pageList).toEqual([
      expect.objectContaining({ id: coupon.id, mine: 0, sellerName: shop.shop.name, amount: 5, total: 100 }),
    ]);
    const byListing = await t.action('/api/coupon!list.action', { sellerGoodsId: shop.listing.id });
    expect((byListing.data as Page<{ id: string }>).pageList.map((c) => c.id)).toContain(coupon.id);

    const first = await t.action('/api/coupon!claim.action', { token: buyer.token, couponId: coupon.id });
    expect(first.code, first.msg).toBe('0');
    expect(first.data).toMatchObject({ mine: 1, claimed: 1 });
    await claim(t, buyer.token, coupon.id);
    const third = await t.action('/api/coupon!claim.action', { token: buyer.token, couponId: coupon.id });
    expect(third).toMatchObject({ code: '1', key: 'COUPON_LIMIT_REACHED', params: { max: 2 } });
    expect((await mine(buyer.token)).pageInfo.totalElements).toBe(2);
    const listedMine = await t.action('/api/coupon!list.action', {
      token: buyer.token,
      sellerId: shop.shop.id,
    });
    expect((listedMine.data as Page<{ mine: number }>).pageList[0]?.mine).toBe(2);
  });

  it('refuses a coupon sold out, not started, ended, unknown, or the caller’s own shop’s', async () => {
    const now = t.clock.now();
    const shop = await flatFreightShop(t);
    const buyer = await orderBuyer(t);
    const one = await createCoupon(t.db, now, { total: 1 });
    await claim(t, buyer.token, one.id);
    const other = await orderBuyer(t);
    const cases: [string, string][] = [
      [one.id, 'COUPON_SOLD_OUT'],
      [(await createCoupon(t.db, now, { startsAt: new Date(now.getTime() + DAY) })).id, 'COUPON_NOT_STARTED'],
      [(await createCoupon(t.db, now, { endedAt: now })).id, 'COUPON_ENDED'],
      [(await createCoupon(t.db, now, { endsAt: now })).id, 'COUPON_ENDED'],
      [(await createCoupon(t.db, now, { purpose: 'compensation' })).id, 'COMMON_NOT_FOUND'],
      ['00000000-0000-4000-8000-000000000000', 'COMMON_NOT_FOUND'],
    ];
    for (const [couponId, key] of cases) {
      const res = await t.action('/api/coupon!claim.action', { token: other.token, couponId });
      expect({ code: res.code, key: res.key }, couponId).toEqual({ code: '1', key });
    }
    const own = await createCoupon(t.db, now, { sellerId: shop.shop.id, funder: 'shop' });
    expect((await t.action('/api/coupon!claim.action', { token: shop.token, couponId: own.id })).key).toBe(
      'COUPON_OWN_SHOP',
    );
    for (const bad of ['', 'abc', '1', 'x'.repeat(5000), '\u0000']) {
      const res = await t.action('/api/coupon!claim.action', { token: other.token, couponId: bad });
      expect(res.code, bad).toBe('1');
    }
    expect((await mine(other.token)).pageInfo.totalElements).toBe(0);
  });
});

describe('at checkout', () => {
  it('applies the best coupons by default, the chosen ones on request, none with -1', async () => {
    const now = t.clock.now();
    const shop = await flatFreightShop(t);
    const buyer = await orderBuyer(t);
    const small = await createCoupon(t.db, now, { sellerId: shop.shop.id, funder: 'shop', amount: '2.00' });
    const big = await createCoupon(t.db, now, { sellerId: shop.shop.id, funder: 'shop', amount: '4.00' });
    const tenPercent = await createCoupon(t.db, now, {
      kind: 'percent',
      amount: '0',
      rate: '0.1',
      cap: '1.00',
    });
    for (const c of [small, big, tenPercent]) await claim(t, buyer.token, c.id);
    const info = orderInfo([shop.listing.id, null, 2]); // goods 30.00, freight 2.00

    const best = await quote(buyer.token, info);
    expect(best.code, best.msg).toBe('0');
    const q = best.data as Quote;
    // The shop's 4.00 first, then 10 % of the 26.00 left, capped at 1.00.
    expect(q.shopList[0]?.coupons.map((c) => [c.couponId, c.saving])).toEqual([
      [big.id, 4],
      [tenPercent.id, 1],
    ]);
    expect(q).toMatchObject({ discount: 5, totalAmount: 27 });

    const chosen = await quote(buyer.token, info, { couponIds: small.id });
    expect(chosen.data).toMatchObject({ discount: 2, totalAmount: 30 });
    expect((await quote(buyer.token, info, { couponIds: '-1' })).data).toMatchObject({
      discount: 0,
      totalAmount: 32,
    });
    expect((await quote(buyer.token, info, { couponIds: `${small.id},${big.id}` })).key).toBe(
      'COUPON_ONE_PER_ORDER',
    );

    const options = await t.action('/api/coupon!forOrder.action', { token: buyer.token, orderInfo: info });
    expect(options.code, options.msg).toBe('0');
    const list = (options.data as { couponList: { id: string; best: boolean; saving: number }[] }).couponList;
    expect(list.map((c) => [c.id, c.best, c.saving]).sort()).toEqual(
      [
        [small.id, false, 2],
        [big.id, true, 4],
        [tenPercent.id, true, 1],
      ].sort(),
    );
  });

  it('takes a whole order off when the coupon is worth more: the order is paid with nothing to pay', async () => {
    const now = t.clock.now();
    const shop = await flatFreightShop(t);
    await setFreightSchedule(t, { shipping: '0', ratePerKg: '0', delivery: '0' });
    const buyer = await orderBuyer(t);
    const coupon = await createCoupon(t.db, now, { amount: '500.00', total: 1 });
    await claim(t, buyer.token, coupon.id);
    const before = await walletOf(t, buyer.user.id);
    const [orderId = ''] = await calls.placed(buyer.token, orderInfo([shop.listing.id, null, 1]));
    const info = await t.action('/api/order!info.action', { token: buyer.token, orderId });
    expect((info.data as { orderInfo: unknown }).orderInfo).toMatchObject({ couponDiscount: 15 });
    const paid = await calls.pay(buyer.token, [orderId]);
    expect(paid.code, paid.msg).toBe('0');
    expect(await walletOf(t, buyer.user.id)).toBe(before);
    expect(await promotions()).toEqual(amount('-15.00'));
    // Refunded before it ships: nothing to give the buyer back, the platform's share goes home,
    // and the coupon is the buyer's again.
    const refunded = await t.action('/admin/order!manualRefund.action', {
      token: ops(),
      orderId,
      reason: 'Out of stock at the warehouse',
    });
    expect(refunded.code, refunded.msg).toBe('0');
    expect(await walletOf(t, buyer.user.id)).toBe(before);
    expect(await promotions()).toEqual(amount('0'));
    expect((await mine(buyer.token)).pageList.map((c) => c.id)).toContain(coupon.id);
  });

  it('refuses a coupon under its minimum spend or out of its scope', async () => {
    const now = t.clock.now();
    const shop = await flatFreightShop(t);
    const buyer = await orderBuyer(t);
    const other = await createCategory(t.db);
    const floor = await createCoupon(t.db, now, { minSpend: '50.00' });
    const elsewhere = await createCoupon(t.db, now, { categoryIds: [other.id] });
    for (const c of [floor, elsewhere]) await claim(t, buyer.token, c.id);
    const info = orderInfo([shop.listing.id, null, 2]);
    expect(await quote(buyer.token, info, { couponIds: floor.id })).toMatchObject({
      key: 'COUPON_MIN_SPEND',
      params: { min: '50' },
    });
    expect((await quote(buyer.token, info, { couponIds: elsewhere.id })).key).toBe('COUPON_NOT_APPLICABLE');
    expect((await quote(buyer.token, info)).data).toMatchObject({ discount: 0 });
    // In its category and above its floor it applies.
    expect(
      (await quote(buyer.token, orderInfo([shop.listing.id, null, 4]), { couponIds: floor.id })).data,
    ).toMatchObject({ discount: 5 });
  });

  it('splits a platform coupon across shops to the cent, funds it from promotions, and settles the shop its price', async () => {
    const now = t.clock.now();
    const a = await flatFreightShop(t, { sellingPrice: '10.00', systemPrice: '5.00' });
    const b = await flatFreightShop(t, { sellingPrice: '20.00', systemPrice: '5.00' });
    const buyer = await orderBuyer(t, '1000.00');
    const coupon = await createCoupon(t.db, now, { amount: '10.00' });
    await claim(t, buyer.token, coupon.id);
    const promotionsBefore = await promotions();

    const res = await calls.submit(buyer.token, orderInfo([a.listing.id, null, 1], [b.listing.id, null, 1]));
    expect(res.code, res.msg).toBe('0');
    const placed = (
      res.data as {
        orderList: { orderId: string; sellerId: string; discount: number; totalAmount: number }[];
      }
    ).orderList;
    const ofA = placed.find((o) => o.sellerId === a.shop.id);
    const ofB = placed.find((o) => o.sellerId === b.shop.id);
    // 10.00 over goods of 10 and 20: 3.33 and the remainder 6.67.
    expect([ofA?.discount, ofB?.discount]).toEqual([3.33, 6.67]);
    expect([ofA?.totalAmount, ofB?.totalAmount]).toEqual([8.67, 15.33]);
    expect((await mine(buyer.token, 'used')).pageInfo.totalElements).toBe(1);

    expect(
      (
        await calls.pay(
          buyer.token,
          placed.map((o) => o.orderId),
        )
      ).code,
    ).toBe('0');
    expect(await walletOf(t, buyer.user.id)).toBe('976.00');
    const promotionsAfter = await promotions();
    expect(promotionsBefore.minus(promotionsAfter).toFixed(2)).toBe('10.00');

    // The shop is settled its full price: the platform funded the coupon.
    const orderA = ofA?.orderId ?? '';
    await calls.deliver(orderA, { shop: a.token, ops: ops(), buyer: buyer.token });
    const review = await t.action('/api/evaluation!add.action', {
      token: buyer.token,
      orderId: orderA,
      sellerGoodsId: a.listing.id,
      rating: 5,
      content: 'Good',
    });
    expect(review.code, review.msg).toBe('0');
    const shopBefore = await walletOf(t, a.owner.id);
    t.clock.advance(8 * DAY);
    await runOrderSweeps(t.db, t.clock.now());
    // Escrow 8.67 + 3.33 = 12.00: the goods at 10.00 and the freight of 2.00.
    expect((Number(await walletOf(t, a.owner.id)) - Number(shopBefore)).toFixed(2)).toBe('12.00');
  });

  it('settles a shop its price less the coupon it funds, and its profit says so', async () => {
    const now = t.clock.now();
    const shop = await flatFreightShop(t);
    const buyer = await orderBuyer(t);
    const coupon = await createCoupon(t.db, now, { sellerId: shop.shop.id, funder: 'shop', amount: '3.00' });
    await claim(t, buyer.token, coupon.id);
    const [orderId = ''] = await calls.placed(buyer.token, orderInfo([shop.listing.id, null, 1]));
    const row = await calls.orderRow(orderId);
    // 15.00 − 3.00 + freight 2.00; profit 15.00 − 3.00 − 10.00.
    expect(row).toMatchObject({
      totalAmount: '14.00',
      couponDiscount: '3.00',
      platformDiscount: '0.00',
      profit: '2.00',
    });
    const info = await t.action('/api/order!info.action', { token: buyer.token, orderId });
    expect(info.data).toMatchObject({ orderInfo: { discount: 3, couponDiscount: 3, totalAmount: 14 } });
  });
});

describe('coming back', () => {
  it('gives a coupon back when its order is cancelled, and when refunded before shipping; the refund is what was paid', async () => {
    const now = t.clock.now();
    const shop = await flatFreightShop(t);
    const buyer = await orderBuyer(t, '100.00');
    const coupon = await createCoupon(t.db, now, { amount: '5.00' });
    await claim(t, buyer.token, coupon.id);
    const info = orderInfo([shop.listing.id, null, 1]);

    const [unpaid = ''] = await calls.placed(buyer.token, info);
    expect((await mine(buyer.token)).pageInfo.totalElements).toBe(0);
    const cancel = await t.action('/api/order!cancel.action', {
      token: buyer.token,
      orderId: unpaid,
      cancelReason: 0,
    });
    expect(cancel.code, cancel.msg).toBe('0');
    expect((await mine(buyer.token)).pageInfo.totalElements).toBe(1);

    const [paid = ''] = await calls.placed(buyer.token, info);
    expect((await calls.pay(buyer.token, [paid])).code).toBe('0');
    expect(await walletOf(t, buyer.user.id)).toBe('88.00');
    const asked = await t.action('/api/order!returns.action', {
      token: buyer.token,
      orderId: paid,
      returnReason: 2,
    });
    expect(asked.code, asked.msg).toBe('0');
    const decided = await t.action('/admin/order!decideRefund.action', {
      token: ops(),
      orderId: paid,
      approve: 1,
    });
    expect(decided.code, decided.msg).toBe('0');
    // What the buyer paid (12.00) comes back; the platform's 5.00 goes back to promotions.
    expect(await walletOf(t, buyer.user.id)).toBe('100.00');
    expect((await mine(buyer.token)).pageInfo.totalElements).toBe(1);
    const uses = await t.db.select().from(orderCoupons).where(eq(orderCoupons.orderId, paid));
    expect(uses).toHaveLength(1);
  });

  it('keeps a platform coupon used while another order of its checkout still holds it', async () => {
    const now = t.clock.now();
    const a = await flatFreightShop(t);
    const b = await flatFreightShop(t);
    const buyer = await orderBuyer(t);
    const coupon = await createCoupon(t.db, now, { amount: '4.00' });
    await claim(t, buyer.token, coupon.id);
    const [first = '', second = ''] = await calls.placed(
      buyer.token,
      orderInfo([a.listing.id, null, 1], [b.listing.id, null, 1]),
    );
    await t.action('/api/order!cancel.action', { token: buyer.token, orderId: first, cancelReason: 0 });
    expect((await mine(buyer.token)).pageInfo.totalElements).toBe(0);
    await t.action('/api/order!cancel.action', { token: buyer.token, orderId: second, cancelReason: 0 });
    expect((await mine(buyer.token)).pageInfo.totalElements).toBe(1);
    const [row] = await t.db.select().from(couponClaims).where(eq(couponClaims.couponId, coupon.id));
    expect(row).toMatchObject({ state: 'available', usedAt: null });
  });
});
