import { OrderQuoteVo } from '@caravan/contract';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, sellerGoods, systemGoods } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createSellerGood, createSystemGood } from '../../../test/factories.js';
import {
  orderBuyer,
  orderCalls,
  orderInfo,
  orderShop,
  setFreightSchedule,
  walletOf,
} from '../../../test/order-fixtures.js';
import { amount } from '../../lib/money.js';

// Issue 15: the checkout showed "$26.34, shipping and tax are calculated when you place the order"
// and the pay dialog then asked $37.34. order!quote prices a checkout with the functions that
// price the order, so what the buyer sees before "Place order" is what the orders cost.

let t: TestApp;
const calls = orderCalls(() => t);
type Shop = Awaited<ReturnType<typeof orderShop>>;
const shops: Shop[] = [];

const cents = (n: number) => (n / 100).toFixed(2);

/** A schedule whose rate per kg makes the long-distance freight round (down to cents) often. */
const SCHEDULE = { shipping: '2.10', ratePerKg: '3.3333', delivery: '0.95' };

beforeAll(async () => {
  t = await buildTestApp();
  await setFreightSchedule(t, SCHEDULE);
  // Four shops with goods of every kind of price: freight or none, tax per unit, discounts running.
  const rand = fc.sample(
    fc.record({
      price: fc.integer({ min: 1, max: 99_999 }),
      markup: fc.integer({ min: 0, max: 5_000 }),
      // Grams per unit; null ships free.
      grams: fc.option(fc.integer({ min: 0, max: 25_000 }), { nil: null }),
      tax: fc.integer({ min: 0, max: 900 }),
      discount: fc.option(fc.integer({ min: 1, max: 60 }), { nil: null }),
    }),
    { numRuns: 8, seed: 15 },
  );
  for (const [i, r] of rand.entries()) {
    const shop = await orderShop(t, {
      systemPrice: cents(r.price),
      sellingPrice: cents(r.price + r.markup),
      ...(r.grams === null ? {} : { weightKg: (r.grams / 1000).toFixed(3) }),
      goodsTax: cents(r.tax),
      stock: 1_000_000,
      ...(i % 3 === 0
        ? {
            skus: [
              { attributes: [{ attrName: 'Colour', attrValue: 'Red' }], stock: 1_000_000 },
              {
                attributes: [{ attrName: 'Colour', attrValue: 'Blue' }],
                stock: 1_000_000,
                price: cents(r.price),
              },
            ],
          }
        : {}),
    });
    if (r.discount !== null) {
      await t.db
        .update(sellerGoods)
        .set({
          discountRatio: (r.discount / 100).toFixed(4),
          discountStart: new Date(t.clock.now().getTime() - 86_400_000),
          discountEnd: new Date(t.clock.now().getTime() + 86_400_000),
        })
        .where(eq(sellerGoods.id, shop.listing.id));
    }
    shops.push(shop);
  }
});

function quote(token: string, info: string) {
  return t.action('/api/order!quote.action', { token, orderInfo: info });
}

describe('order!quote', () => {
  it('needs a login and refuses what order!submit refuses, placing nothing', async () => {
    const shop = shops[1] as Shop;
    expect((await quote('', orderInfo([shop.listing.id, null, 1]))).code).toBe('403');
    const { token } = await orderBuyer(t);
    expect((await quote(token, 'nonsense')).key).toBe('COMMON_PARAM_INVALID');
    expect((await quote(shop.token, orderInfo([shop.listing.id, null, 1]))).key).toBe('ORDER_OWN_SHOP');
    await t.db.update(systemGoods).set({ stock: 2 }).where(eq(systemGoods.id, shop.good.id));
    expect((await quote(token, orderInfo([shop.listing.id, null, 3]))).key).toBe('ORDER_OUT_OF_STOCK');
    await t.db.update(systemGoods).set({ stock: 1_000_000 }).where(eq(systemGoods.id, shop.good.id));
    const placed = await t.db.select().from(orders);
    expect(placed).toHaveLength(0);
  });

  it('shows per shop the goods, freight, tax and total, and the grand total', async () => {
    const { token } = await orderBuyer(t);
    const [a, b] = [shops[1] as Shop, shops[2] as Shop];
    const res = await quote(
      token,
      orderInfo([a.listing.id, null, 2], [b.listing.id, null, 3], [a.listing.id, null, 1]),
    );
    expect(res.code, res.msg).toBe('0');
    const q = OrderQuoteVo.parse(res.data);
    expect(q.shopList.map((s) => s.sellerName)).toEqual([a.shop.name, b.shop.name]);
    for (const s of q.shopList) {
      expect(amount(s.prizeReal).plus(s.fees).plus(s.tax).toNumber()).toBeCloseTo(s.totalAmount, 2);
      expect(amount(s.shippingFee).plus(s.longDistanceFreight).plus(s.deliveryFee).toFixed(2)).toBe(
        amount(s.fees).toFixed(2),
      );
    }
    expect(q.goodsCount).toBe(6);
    expect(amount(q.prizeReal).plus(q.fees).plus(q.tax).toFixed(2)).toBe(amount(q.totalAmount).toFixed(2));
  });

  it('equals what order!submit places and order!pay takes, for any cart (property)', async () => {
    const { user, token } = await orderBuyer(t, '100000000.00');
    const line = fc.record({
      shop: fc.integer({ min: 0, max: shops.length - 1 }),
      sku: fc.integer({ min: 0, max: 1 }),
      quantity: fc.integer({ min: 1, max: 40 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(line, { minLength: 1, maxLength: 6 }), async (cart) => {
        const info = orderInfo(
          ...cart.map((l): [string, string | null, number] => {
            const shop = shops[l.shop] as Shop;
            return [shop.listing.id, shop.skus[l.sku]?.id ?? null, l.quantity];
          }),
        );
        const quoted = OrderQuoteVo.parse((await quote(token, info)).data);
        const ids = await calls.placed(token, info);
        const placed = await t.db.select().from(orders).where(inArray(orders.id, ids));
        // One order per shop, each with the quoted figures.
        expect(placed).toHaveLength(quoted.shopList.length);
        for (const s of quoted.shopList) {
          const order = placed.find((o) => o.sellerId === s.sellerId);
          expect(order, s.sellerName).toBeDefined();
          expect({
            goodsCount: order?.goodsCount,
            prizeOriginal: Number(order?.prizeOriginal),
            prizeReal: Number(order?.prizeReal),
            fees: Number(order?.fees),
            tax: Number(order?.tax),
            totalAmount: Number(order?.totalAmount),
          }).toEqual({
            goodsCount: s.goodsCount,
            prizeOriginal: s.prizeOriginal,
            prizeReal: s.prizeReal,
            fees: s.fees,
            tax: s.tax,
            totalAmount: s.totalAmount,
          });
          // The freight's three parts sum exactly to it, and so do the lines' shares.
          expect(amount(s.shippingFee).plus(s.longDistanceFreight).plus(s.deliveryFee).toFixed(2)).toBe(
            order?.fees,
          );
          const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
          expect(items.reduce((a, i) => a.plus(i.fees), amount(0)).toFixed(2)).toBe(order?.fees);
          expect(items.every((i) => amount(i.fees).gte(0))).toBe(true);
        }
        // Paying them takes exactly the quoted grand total from the wallet.
        const before = amount(await walletOf(t, user.id));
        expect((await calls.pay(token, ids)).code).toBe('0');
        expect(before.minus(await walletOf(t, user.id)).toFixed(2)).toBe(
          amount(quoted.totalAmount).toFixed(2),
        );
      }),
      { numRuns: 25, seed: 2026 },
    );
  });

  it('charges one freight per shop order, by weight, shared by weight (issue 51)', async () => {
    // Two colours of one polo paid freight twice: a shop order is one shipment, whose freight is
    // shipping fee + rate per kg × what it weighs + delivery fee (spec §3).
    const polo = await orderShop(t, {
      weightKg: '0.250',
      stock: 1_000,
      skus: [
        { attributes: [{ attrName: 'Colour', attrValue: 'Navy' }], stock: 1_000 },
        { attributes: [{ attrName: 'Colour', attrValue: 'White' }], stock: 1_000 },
      ],
    });
    // The same shop also sells a cap, and a sticker that ships free.
    const listingOf = async (weightKg: string, freightType = 0) => {
      const good = await createSystemGood(t.db, {
        categoryId: polo.good.categoryId,
        systemPrice: '2.00',
        weightKg,
        freightType,
        stock: 1_000,
      });
      return createSellerGood(t.db, { sellerId: polo.shop.id, goodsId: good.id, sellingPrice: '3.00' });
    };
    const cap = await listingOf('0.120');
    const sticker = await listingOf('5.000', 1);
    const [navy, white] = polo.skus.map((s) => s.id);
    const { user, token } = await orderBuyer(t);

    // 3 polos weigh 0.75 kg: 2.10 + 3.3333 × 0.75 (2.499975, down to 2.49) + 0.95 = 5.54.
    const two = orderInfo([polo.listing.id, navy ?? null, 2], [polo.listing.id, white ?? null, 1]);
    const quoted = OrderQuoteVo.parse((await quote(token, two)).data);
    expect(quoted.shopList).toHaveLength(1);
    expect(quoted.shopList[0]).toMatchObject({
      fees: 5.54,
      shippingFee: 2.1,
      longDistanceFreight: 2.49,
      deliveryFee: 0.95,
      weightKg: 0.75,
    });
    expect(quoted).toMatchObject({
      fees: 5.54,
      shippingFee: 2.1,
      longDistanceFreight: 2.49,
      deliveryFee: 0.95,
    });

    // Two polos, three caps and the sticker: 0.5 + 0.36 = 0.86 kg charged (the sticker weighs
    // nothing here): 2.10 + 2.866638 (2.86) + 0.95 = 5.91, one shipment.
    const all = orderInfo(
      [polo.listing.id, navy ?? null, 1],
      [polo.listing.id, white ?? null, 1],
      [cap.id, null, 3],
      [sticker.id, null, 1],
    );
    expect(OrderQuoteVo.parse((await quote(token, all)).data).shopList[0]).toMatchObject({
      fees: 5.91,
      longDistanceFreight: 2.86,
      weightKg: 0.86,
    });
    const ids = await calls.placed(token, all);
    expect(ids).toHaveLength(1);
    const [order] = await t.db.select().from(orders).where(inArray(orders.id, ids));
    expect(order?.fees).toBe('5.91');
    // Each line keeps its share by weight, rounded down, the remainder on the last charged line:
    // 5.91 × 0.25 / 0.86 = 1.718… → 1.71 per polo, the caps 5.91 − 3.42 = 2.49; the sticker none.
    const items = await t.db.select().from(orderItems).where(inArray(orderItems.orderId, ids));
    const feeOf = (id: string, sku: string | null = null) =>
      items.find((i) => i.sellerGoodsId === id && i.skuId === sku)?.fees;
    expect([
      feeOf(polo.listing.id, navy),
      feeOf(polo.listing.id, white),
      feeOf(cap.id),
      feeOf(sticker.id),
    ]).toEqual(['1.71', '1.71', '2.49', '0.00']);
    const before = amount(await walletOf(t, user.id));
    expect((await calls.pay(token, ids)).code).toBe('0');
    expect(before.minus(await walletOf(t, user.id)).toFixed(2)).toBe(order?.totalAmount);
  });

  it('charges no freight for an order of goods that ship free', async () => {
    const shop = await orderShop(t, { stock: 100 });
    const { token } = await orderBuyer(t);
    const q = OrderQuoteVo.parse((await quote(token, orderInfo([shop.listing.id, null, 4]))).data);
    expect(q.shopList[0]).toMatchObject({
      fees: 0,
      shippingFee: 0,
      longDistanceFreight: 0,
      deliveryFee: 0,
      weightKg: 0,
    });
  });

  it('keeps what placed orders were charged when the schedule changes', async () => {
    const shop = await orderShop(t, { weightKg: '1.000', stock: 100 });
    const { token } = await orderBuyer(t);
    const [id] = await calls.placed(token, orderInfo([shop.listing.id, null, 2]));
    // 2.10 + 3.3333 × 2 (6.6666 → 6.66) + 0.95.
    const placedFees = '9.71';
    expect((await t.db.select().from(orders).where(eq(orders.id, id!)))[0]?.fees).toBe(placedFees);
    await setFreightSchedule(t, { shipping: '9.00', ratePerKg: '9.00', delivery: '9.00' });
    try {
      const q = OrderQuoteVo.parse((await quote(token, orderInfo([shop.listing.id, null, 2]))).data);
      expect(q.fees).toBe(36);
      const [order] = await t.db.select().from(orders).where(eq(orders.id, id!));
      expect(order?.fees).toBe(placedFees);
      expect(order?.totalAmount).toBe(amount(order!.prizeReal).plus(placedFees).plus(order!.tax).toFixed(2));
    } finally {
      await setFreightSchedule(t, SCHEDULE);
    }
  });
});
