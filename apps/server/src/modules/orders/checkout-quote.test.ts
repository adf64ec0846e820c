import { OrderQuoteVo } from '@caravan/contract';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, sellerGoods, systemGoods } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { orderBuyer, orderCalls, orderInfo, orderShop, walletOf } from '../../../test/order-fixtures.js';
import { amount } from '../../lib/money.js';

// Issue 15: the checkout showed "$26.34, shipping and tax are calculated when you place the order"
// and the pay dialog then asked $37.34. order!quote prices a checkout with the functions that
// price the order, so what the buyer sees before "Place order" is what the orders cost.

let t: TestApp;
const calls = orderCalls(() => t);
type Shop = Awaited<ReturnType<typeof orderShop>>;
const shops: Shop[] = [];

const cents = (n: number) => (n / 100).toFixed(2);

beforeAll(async () => {
  t = await buildTestApp();
  // Four shops with goods of every kind of price: freight or none, tax per unit, discounts running.
  const rand = fc.sample(
    fc.record({
      price: fc.integer({ min: 1, max: 99_999 }),
      markup: fc.integer({ min: 0, max: 5_000 }),
      freight: fc.integer({ min: 0, max: 2_500 }),
      tax: fc.integer({ min: 0, max: 900 }),
      discount: fc.option(fc.integer({ min: 1, max: 60 }), { nil: null }),
    }),
    { numRuns: 8, seed: 15 },
  );
  for (const [i, r] of rand.entries()) {
    const shop = await orderShop(t, {
      systemPrice: cents(r.price),
      sellingPrice: cents(r.price + r.markup),
      freightAmount: cents(r.freight),
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
});
