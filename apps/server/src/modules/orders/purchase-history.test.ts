// The account area's purchase history (spec §2, issue 51): the goods of the buyer's paid orders,
// newest first, paged, with what buying again takes now; nobody else's, nothing unpaid, cancelled
// or refunded.
import { PurchasedGoodsVo, paged } from '@caravan/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sellerGoods } from '../../db/schema/index.js';
import { orderBuyer, orderInfo, orderShop, orderTestApp } from '../../../test/order-fixtures.js';

const { t, ops, placed, pay } = orderTestApp();
const Page = paged(PurchasedGoodsVo);

async function history(token: string, params: Record<string, string | number> = {}) {
  const res = await t.action('/api/order!purchased.action', { token, ...params });
  expect(res.code, res.msg).toBe('0');
  return Page.parse(res.data);
}

describe('order!purchased', () => {
  it('needs a login', async () => {
    expect((await t.action('/api/order!purchased.action', {})).code).toBe('403');
  });

  it('lists the bought goods newest first, paged, with their price now and whether they still sell', async () => {
    const teapots = await orderShop(t, { sellingPrice: '15.00' });
    const mugs = await orderShop(t, {
      sellingPrice: '8.00',
      skus: [{ attributes: [{ attrName: 'Colour', attrValue: 'Blue' }], stock: 9 }],
    });
    const buyer = await orderBuyer(t, '500.00');
    const [first] = await placed(buyer.token, orderInfo([teapots.listing.id, null, 2]));
    expect((await pay(buyer.token, [first!])).code).toBe('0');
    t.clock.advance(60_000);
    const [second] = await placed(buyer.token, orderInfo([mugs.listing.id, mugs.skus[0]!.id, 3]));
    expect((await pay(buyer.token, [second!])).code).toBe('0');
    // Not bought: placed and never paid; placed, paid and refunded.
    await placed(buyer.token, orderInfo([teapots.listing.id, null, 5]));
    const [refunded] = await placed(buyer.token, orderInfo([mugs.listing.id, mugs.skus[0]!.id, 1]));
    await pay(buyer.token, [refunded!]);
    await t.action('/api/order!returns.action', { token: buyer.token, orderId: refunded!, returnReason: 2 });
    await t.action('/admin/order!decideRefund.action', { token: ops(), orderId: refunded!, approve: 1 });
    // The teapot's listing is taken off sale and repriced since.
    await t.db
      .update(sellerGoods)
      .set({ isShelf: 0, sellingPrice: '16.00' })
      .where(eq(sellerGoods.id, teapots.listing.id));

    const page = await history(buyer.token);
    expect(page.pageInfo.totalElements).toBe(2);
    expect(page.pageList).toMatchObject([
      {
        orderId: second,
        sellerGoodsId: mugs.listing.id,
        skuId: mugs.skus[0]!.id,
        attributes: [{ attrName: 'Colour', attrValue: 'Blue' }],
        goodsNum: 3,
        paidPrice: 8,
        sellingPrice: 8,
        sellerId: mugs.shop.id,
        isValid: 1,
      },
      {
        orderId: first,
        sellerGoodsId: teapots.listing.id,
        skuId: '-1',
        paidPrice: 15,
        sellingPrice: 16,
        isValid: 0,
      },
    ]);
    const second_page = await history(buyer.token, { pageNum: 2, pageSize: 1 });
    expect(second_page.pageList.map((g) => g.orderId)).toEqual([first]);

    // Another buyer has bought nothing.
    const other = await orderBuyer(t);
    expect((await history(other.token)).pageList).toEqual([]);
  });
});
