// Issue 53, quick order (cart!addBatch): many `item, quantity` lines at once, each checked as
// cart!add checks one; the good lines go into the cart, each bad one is named by its line and
// reason in the buyer's language, and nothing the client sends is a price.
import { CartBatchVo, paged, CartItemVo } from '@caravan/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems } from '../../db/schema/index.js';
import { useTestApp } from '../../../test/build-test-app.js';
import { createSellerGood } from '../../../test/factories.js';
import { flatFreightShop, orderBuyer, orderShop } from '../../../test/order-fixtures.js';
import { callPanel, panel } from '../../../test/seller-fixtures.js';

const t = useTestApp();
const call = callPanel(t);

/** A shop selling on a ladder (10+ at 15.00, 100+ at 13.50) in packs of 10, with `stock` units. */
async function packShop(stock = 1_000) {
  const shop = await flatFreightShop(t, { stock });
  const res = await call(panel.update, shop.token, {
    sellerGoodsId: shop.listing.id,
    priceTiers: JSON.stringify([
      { minQty: 10, price: '15.00' },
      { minQty: 100, price: '13.50' },
    ]),
    packSize: 10,
  });
  expect(res.code, res.msg).toBe('0');
  return shop;
}

async function batch(token: string, params: Record<string, string>) {
  const res = await t.action('/api/cart!addBatch.action', { token, ...params });
  expect(res.code, res.msg).toBe('0');
  return CartBatchVo.parse(res.data);
}

async function cartOf(token: string) {
  const res = await t.action('/api/cart!list.action', { token, pageSize: '100' });
  return paged(CartItemVo).parse(res.data).pageList;
}

describe('quick order (cart!addBatch)', () => {
  it('adds the good lines of a pasted CSV and names the bad ones by line', async () => {
    const a = await packShop();
    const b = await orderShop(t, {
      stock: 50,
      skus: [
        { attributes: [{ attrName: 'Colour', attrValue: 'Red' }], stock: 5 },
        { attributes: [{ attrName: 'Colour', attrValue: 'Blue' }], stock: 40 },
      ],
    });
    const [red, blue] = b.skus;
    const buyer = await orderBuyer(t);
    const csv = [
      'item,quantity',
      `${a.listing.id},120`, // 2: the 100+ rung
      `${b.listing.id}/${blue!.id},4`, // 3: a SKU of an offer with options
      `${a.listing.id},15`, // 4: not a pack of 10 (with line 2 it is 135)
      `00000000-0000-4000-8000-000000000000,3`, // 5: nothing has this id
      `${b.listing.id}/${red!.id},9`, // 6: more than the 5 in stock
      `${b.listing.id},2`, // 7: an offer with options needs its SKU
      'lamp, three', // 8: not a line
      '',
    ].join('\r\n');
    const reply = await batch(buyer.token, { csv });
    expect(reply.problems.map((p) => [p.line, p.key])).toEqual([
      [2, 'ORDER_NOT_PACK_MULTIPLE'],
      [4, 'ORDER_NOT_PACK_MULTIPLE'],
      [5, 'CART_ITEM_UNKNOWN'],
      [6, 'ORDER_OUT_OF_STOCK'],
      [7, 'CART_ITEM_NEEDS_SKU'],
      [8, 'CART_LINE_UNREADABLE'],
    ]);
    expect(reply.problems[0]?.msg).toMatch(/10/);
    expect(reply.added.map((l) => [l.goodsId, l.skuId, l.goodsNum, l.sellingPrice])).toEqual([
      [b.listing.id, blue!.id, 4, 15],
    ]);
    expect((await cartOf(buyer.token)).map((l) => [l.skuId, l.goodsNum])).toEqual([[blue!.id, 4]]);
  });

  it('prices each line at its rung, adds to a line already in the cart, and keeps nothing on checkOnly', async () => {
    const a = await packShop();
    const buyer = await orderBuyer(t);
    const lines = (quantity: number) => JSON.stringify([{ item: a.listing.id, quantity }]);
    const checked = await batch(buyer.token, { lines: lines(100), checkOnly: '1' });
    expect(checked.added).toMatchObject([{ goodsNum: 100, sellingPrice: 13.5, packSize: 10 }]);
    expect(await cartOf(buyer.token)).toEqual([]);

    expect((await batch(buyer.token, { lines: lines(50) })).added).toMatchObject([
      { goodsNum: 50, sellingPrice: 15 },
    ]);
    // 50 there and 60 more: one line of 110, at the 100+ rung.
    expect((await batch(buyer.token, { lines: lines(60) })).added).toMatchObject([
      { goodsNum: 110, sellingPrice: 13.5 },
    ]);
    expect((await cartOf(buyer.token)).map((l) => l.goodsNum)).toEqual([110]);
  });

  it('resolves a SKU alone to the one shop selling it, and refuses it when several do', async () => {
    const shop = await orderShop(t, {
      skus: [{ attributes: [{ attrName: 'Size', attrValue: 'L' }], stock: 9 }],
    });
    const sku = shop.skus[0]!.id;
    const buyer = await orderBuyer(t);
    const one = await batch(buyer.token, { lines: JSON.stringify([{ item: sku, quantity: 2 }]) });
    expect(one.added).toMatchObject([{ goodsId: shop.listing.id, skuId: sku, goodsNum: 2 }]);
    // A second shop lists the same good: the SKU alone no longer says which offer.
    const other = await orderShop(t);
    await createSellerGood(t.db, { sellerId: other.shop.id, goodsId: shop.good.id, sellingPrice: '14.00' });
    const two = await batch(buyer.token, {
      lines: JSON.stringify([{ item: sku, quantity: 2 }]),
      checkOnly: '1',
    });
    expect(two.problems.map((p) => p.key)).toEqual(['CART_ITEM_AMBIGUOUS']);
    expect(two.added).toEqual([]);
  });

  it('refuses bad input whole, with an enveloped error and nothing changed', async () => {
    const a = await packShop();
    const buyer = await orderBuyer(t);
    const many = Array.from({ length: 201 }, () => `${a.listing.id},10`).join('\n');
    for (const [params, key] of [
      [{}, 'COMMON_PARAM_INVALID'],
      [{ csv: many }, 'CART_BATCH_TOO_LONG'],
      [{ csv: '\n\n' }, 'COMMON_PARAM_MISSING'],
      [{ lines: 'not json' }, 'COMMON_PARAM_INVALID'],
      [{ lines: JSON.stringify([{ item: a.listing.id, quantity: -3 }]) }, 'COMMON_PARAM_INVALID'],
      [
        { lines: JSON.stringify([{ item: a.listing.id, quantity: 10, price: '0.01' }]) },
        'COMMON_PARAM_INVALID',
      ],
      [{ csv: 'x'.repeat(40_001) }, 'COMMON_PARAM_TOO_LONG'],
      [{ csv: `${a.listing.id},10`, lines: '[]' }, 'COMMON_PARAM_INVALID'],
    ] as const) {
      const res = await t.action('/api/cart!addBatch.action', { token: buyer.token, ...params });
      expect(res.key, JSON.stringify(params).slice(0, 80)).toBe(key);
    }
    // NUL bytes anywhere refuse the text whole, as in every parameter.
    const nul = await t.action('/api/cart!addBatch.action', {
      token: buyer.token,
      csv: `${a.listing.id}\u0000,10`,
    });
    expect(nul.key).toBe('COMMON_PARAM_INVALID');
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, buyer.user.id))).toEqual([]);
    // A lone surrogate arrives as U+FFFD: a line that cannot be read, named; the good line is added.
    const odd = await batch(buyer.token, { csv: `\ud800,1\n${a.listing.id},10` });
    expect(odd.problems.map((p) => [p.line, p.key])).toEqual([[1, 'CART_LINE_UNREADABLE']]);
    expect(odd.added).toHaveLength(1);
    const signedOut = await t.action('/api/cart!addBatch.action', { csv: `${a.listing.id},10` });
    expect(signedOut.code).not.toBe('0');
  });

  it('adds one line once when the same batch arrives five times at once', async () => {
    const a = await packShop();
    const buyer = await orderBuyer(t);
    const csv = `${a.listing.id},10`;
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => t.action('/api/cart!addBatch.action', { token: buyer.token, csv })),
    );
    expect(replies.map((r) => r.code)).toEqual(['0', '0', '0', '0', '0']);
    const rows = await t.db.select().from(cartItems).where(eq(cartItems.userId, buyer.user.id));
    // One after another under the buyer's lock: one line of 5 × 10.
    expect(rows.map((r) => r.buyNum)).toEqual([50]);
  });
});
