// Issue 53: an offer's wholesale terms (ADR 037). The seller sets a price ladder, a minimum, a pack
// and a sample; the checkout charges each line by its quantity's rung, never by anything the client
// sends; a sample is bought once per buyer; and no ladder lets two carts take more than the stock.
import { GoodsVo, OrderQuoteVo, SellerListingVo, paged, rungPrice, discountedPrice } from '@caravan/contract';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderItems, orders, sampleOrders, sellerGoods } from '../../db/schema/index.js';
import { useTestApp } from '../../../test/build-test-app.js';
import { flatFreightShop, orderBuyer, orderCalls, orderInfo } from '../../../test/order-fixtures.js';
import { callPanel, panel } from '../../../test/seller-fixtures.js';
import { amount } from '../../lib/money.js';

const t = useTestApp();
const calls = orderCalls(() => t);
const call = callPanel(t);
type Shop = Awaited<ReturnType<typeof flatFreightShop>>;

const LADDER = [
  { minQty: 10, price: '15.00' },
  { minQty: 100, price: '13.50' },
  { minQty: 300, price: '12.00' },
];

/** A shop (wholesale 10.00, freight 2.00 an order) whose listing sells on `terms`. */
async function ladderShop(terms: Record<string, unknown> = {}, stock = 10_000) {
  const shop = await flatFreightShop(t, { stock });
  const res = await call(panel.update, shop.token, {
    sellerGoodsId: shop.listing.id,
    priceTiers: JSON.stringify(LADDER),
    packSize: 10,
    ...terms,
  });
  expect(res.code, res.msg).toBe('0');
  return { ...shop, reply: SellerListingVo.parse(res.data) };
}

function quote(token: string, params: Record<string, string>) {
  return t.action('/api/order!quote.action', { token, ...params });
}

describe('a seller’s wholesale terms (goods!update)', () => {
  it('sets a ladder, a minimum and a pack, which every listing reply carries', async () => {
    const shop = await ladderShop({ samplePrice: '18.00', sampleLimit: 3 });
    const terms = {
      priceTiers: [
        { minQty: 10, price: 15 },
        { minQty: 100, price: 13.5 },
        { minQty: 300, price: 12 },
      ],
      moq: 10,
      packSize: 10,
      samplePrice: 18,
      sampleLimit: 3,
    };
    // The first rung's price is the selling price old clients read.
    expect(shop.reply).toMatchObject({ sellingPrice: 15, ...terms });
    const info = await t.action('/api/sellerGoods!info.action', { sellerGoodsId: shop.listing.id });
    expect(GoodsVo.parse(info.data)).toMatchObject({ sellingPrice: 15, ...terms });
    const list = await t.action('/api/sellerGoods!list.action', { sellerId: shop.shop.id });
    expect(paged(GoodsVo).parse(list.data).pageList).toMatchObject([terms]);
    // A new minimum moves the first rung's start; a new price its price.
    const moved = await call(panel.update, shop.token, {
      sellerGoodsId: shop.listing.id,
      moq: 20,
      sellingPrice: '16.00',
    });
    expect(moved.code, moved.msg).toBe('0');
    expect(moved.data).toMatchObject({
      sellingPrice: 16,
      moq: 20,
      priceTiers: [{ minQty: 20, price: 16 }, { minQty: 100 }, { minQty: 300 }],
    });
  });

  it('refuses a ladder that breaks a rule, naming the rung, and changes nothing', async () => {
    const shop = await ladderShop();
    const refusal = async (priceTiers: unknown, extra: Record<string, unknown> = {}) => {
      const res = await call(panel.update, shop.token, {
        sellerGoodsId: shop.listing.id,
        priceTiers: JSON.stringify(priceTiers),
        ...extra,
      });
      return { key: res.key, msg: res.msg };
    };
    const inverted = [LADDER[0], { minQty: 100, price: '16.00' }];
    expect(await refusal(inverted)).toEqual({
      key: 'SELLER_TIER_PRICE_NOT_FALLING',
      msg: 'Rung 2: its unit price must be lower than the rung before it.',
    });
    expect((await refusal([LADDER[0], { minQty: 10, price: '14.00' }])).key).toBe(
      'SELLER_TIER_MIN_NOT_RISING',
    );
    expect(await refusal([LADDER[0], { minQty: 100, price: '9.99' }])).toEqual({
      key: 'SELLER_TIER_BELOW_COST',
      msg: 'Rung 2: the unit price is below the wholesale cost of 10.00 USDT.',
    });
    expect((await refusal([LADDER[0], { minQty: 105, price: '14.00' }])).key).toBe('SELLER_TIER_NOT_PACK');
    expect((await refusal([LADDER[0], { minQty: 100_000, price: '14.00' }])).key).toBe(
      'SELLER_TIER_ABOVE_MAX',
    );
    expect((await refusal(LADDER, { sellingPrice: '14.00' })).key).toBe('COMMON_PARAM_INVALID');
    expect((await refusal([...LADDER, ...LADDER, ...LADDER])).key).toBe('COMMON_PARAM_INVALID');
    expect((await refusal('[{"minQty":-1,"price":"x"}]')).key).toBe('COMMON_PARAM_INVALID');
    // A discount that would take the lowest rung below cost.
    const now = t.clock.now().getTime();
    expect((await refusal(LADDER, { discountRatio: '0.2', discountEndTime: now + 86_400_000 })).key).toBe(
      'SELLER_TIER_BELOW_COST',
    );
    // A sample below cost, and half a sample offer.
    const sample = await call(panel.update, shop.token, {
      sellerGoodsId: shop.listing.id,
      samplePrice: '9.00',
      sampleLimit: 2,
    });
    expect(sample.key).toBe('SELLER_SAMPLE_BELOW_COST');
    const half = await call(panel.update, shop.token, { sellerGoodsId: shop.listing.id, sampleLimit: 2 });
    expect(half).toMatchObject({ key: 'COMMON_PARAM_MISSING' });
    const [row] = await t.db.select().from(sellerGoods).where(eq(sellerGoods.id, shop.listing.id));
    expect(row).toMatchObject({
      sellingPrice: '15.00',
      moq: 10,
      packSize: 10,
      samplePrice: null,
      priceTiers: LADDER,
    });
  });

  it('scales a ladder with a batch profit ratio', async () => {
    const shop = await ladderShop();
    const res = await call(panel.discountBatch, shop.token, {
      sellerGoodsIds: shop.listing.id,
      profitRatio: '0.8',
    });
    expect(res.code, res.msg).toBe('0');
    const [row] = await t.db.select().from(sellerGoods).where(eq(sellerGoods.id, shop.listing.id));
    expect(row?.priceTiers).toEqual([
      { minQty: 10, price: '18.00' },
      { minQty: 100, price: '16.20' },
      { minQty: 300, price: '14.40' },
    ]);
  });
});

describe('buying by the ladder', () => {
  it('charges each quantity its rung’s price, for any ladder and cart (property)', async () => {
    const { token } = await orderBuyer(t, '100000000.00');
    const shop: Shop = await flatFreightShop(t, { stock: 1_000_000 });
    const rungs = fc
      .uniqueArray(fc.integer({ min: 2, max: 490 }), { minLength: 0, maxLength: 4 })
      .map((mins) => [1, ...mins.sort((a, b) => a - b)]);
    await fc.assert(
      fc.asyncProperty(
        rungs,
        fc.integer({ min: 1, max: 500 }),
        fc.option(fc.integer({ min: 1, max: 15 }), { nil: null }),
        async (mins, quantity, discount) => {
          // Prices fall from 20.00 (the profit range's top), never below cost (10.00) after the discount.
          const ladder = mins.map((minQty, i) => ({
            minQty,
            price: (20 - i * 2 - (minQty % 7) / 100).toFixed(2),
          }));
          const now = t.clock.now().getTime();
          const set = await call(panel.update, shop.token, {
            sellerGoodsId: shop.listing.id,
            priceTiers: JSON.stringify(ladder),
            ...(discount === null
              ? { clearDiscount: 1 }
              : { discountRatio: (discount / 100).toFixed(2), discountEndTime: now + 86_400_000 }),
          });
          expect(set.code, set.msg).toBe('0');
          const info = orderInfo([shop.listing.id, null, quantity]);
          const quoted = OrderQuoteVo.parse((await quote(token, { orderInfo: info })).data);
          const unit = discountedPrice(
            rungPrice(ladder, quantity),
            discount === null ? null : (discount / 100).toFixed(2),
          );
          const expected = amount(unit).times(quantity);
          expect(amount(quoted.prizeReal).toFixed(2)).toBe(expected.toFixed(2));
          const [id] = await calls.placed(token, info);
          const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, id!));
          expect({ unitPrice: item?.unitPrice, listed: item?.sellingPrice }).toEqual({
            unitPrice: unit,
            listed: rungPrice(ladder, quantity),
          });
          const [order] = await t.db.select().from(orders).where(eq(orders.id, id!));
          expect(order?.prizeReal).toBe(expected.toFixed(2));
        },
      ),
      { numRuns: 30, seed: 53 },
    );
  }, 120_000);

  it('refuses below the minimum and off the pack, line by line', async () => {
    const { token } = await orderBuyer(t);
    const shop = await ladderShop();
    const submit = (n: number) => calls.submit(token, orderInfo([shop.listing.id, null, n]));
    expect(await submit(5)).toMatchObject({
      key: 'ORDER_BELOW_MIN',
      msg: 'The quantity is below the minimum purchase of 10.',
    });
    expect(await submit(25)).toMatchObject({
      key: 'ORDER_NOT_PACK_MULTIPLE',
      msg: 'This item is sold in packs of 10: order a multiple of 10.',
    });
    expect((await submit(20)).code).toBe('0');
  });

  it('lets two carts at different rungs take the last units without overselling', async () => {
    const shop = await ladderShop({}, 350);
    const [a, b] = [await orderBuyer(t, '100000.00'), await orderBuyer(t, '100000.00')];
    const results = await Promise.all([
      calls.submit(a.token, orderInfo([shop.listing.id, null, 300])),
      calls.submit(b.token, orderInfo([shop.listing.id, null, 100])),
    ]);
    expect(results.filter((r) => r.code === '0')).toHaveLength(1);
    expect(results.filter((r) => r.code !== '0').map((r) => r.key)).toEqual(['ORDER_OUT_OF_STOCK']);
    const stock = await calls.stockOf(shop.good.id);
    expect([50, 250]).toContain(stock);
  });
});

describe('samples', () => {
  it('sells a sample at its price, once per buyer, again after a cancel; a burst takes one', async () => {
    const shop = await ladderShop({ samplePrice: '18.00', sampleLimit: 3 });
    const { user, token } = await orderBuyer(t);
    const sample = (n = 2, who = token) =>
      calls.submit(who, '', { sampleInfo: orderInfo([shop.listing.id, null, n]) });
    expect((await quote(token, {})).key).toBe('COMMON_PARAM_MISSING');
    expect((await sample(4)).key).toBe('ORDER_SAMPLE_OVER_LIMIT');
    const placed = await sample();
    expect(placed.code, placed.msg).toBe('0');
    const orderId = (placed.data as { orderList: { orderId: string; prizeReal: number }[] }).orderList[0]!;
    expect(orderId.prizeReal).toBe(36);
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId.orderId));
    expect(item).toMatchObject({ isSample: 1, unitPrice: '18.00', quantity: 2 });
    // The order's lines say which is a sample, to the buyer and to the shop.
    const lines = await t.action('/api/order!listGoods.action', { token, orderId: orderId.orderId });
    expect((lines.data as { pageList: unknown[] }).pageList).toMatchObject([
      { isSample: 1, sellingPrice: 18 },
    ]);
    expect((await sample(1)).key).toBe('ORDER_SAMPLE_TAKEN');
    expect((await quote(token, { sampleInfo: orderInfo([shop.listing.id, null, 1]) })).key).toBe(
      'ORDER_SAMPLE_TAKEN',
    );
    // Cancelled unpaid: the buyer may order it again.
    const cancel = await t.action('/api/order!cancel.action', { token, orderId: orderId.orderId, reason: 1 });
    expect(cancel.code, cancel.msg).toBe('0');
    expect(await t.db.select().from(sampleOrders).where(eq(sampleOrders.userId, user.id))).toEqual([]);
    // Five submits at once: one sample order.
    const burst = await Promise.all([1, 2, 3, 4, 5].map(() => sample(1)));
    expect(burst.filter((r) => r.code === '0')).toHaveLength(1);
    expect(burst.filter((r) => r.code !== '0').every((r) => r.key === 'ORDER_SAMPLE_TAKEN')).toBe(true);
    const ids = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, user.id));
    const items = await t.db
      .select()
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          ids.map((o) => o.id),
        ),
      );
    expect(items.filter((i) => i.isSample === 1)).toHaveLength(2);
  });

  it('refuses a sample where the listing offers none', async () => {
    const shop = await ladderShop();
    const { token } = await orderBuyer(t);
    const res = await calls.submit(token, '', { sampleInfo: orderInfo([shop.listing.id, null, 1]) });
    expect(res.key).toBe('ORDER_SAMPLE_UNAVAILABLE');
  });
});
