// An order's details as its readers see them (issue 51): the country in the reader's language (the
// order keeps the English name it was placed with), and each line's list price beside what was
// paid, so that lines and the summary (goods at list price − discount) show a discount one way.
import { OrderGoodsVo, OrderInfoReplyVo, paged } from '@caravan/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sellerGoods } from '../../db/schema/index.js';
import { orderBuyer, orderInfo, orderShop, orderTestApp } from '../../../test/order-fixtures.js';

const { t, placed } = orderTestApp();

describe('order!info and order!listGoods', () => {
  it('name the country in the reader’s language and give each line its list price', async () => {
    const shop = await orderShop(t, { sellingPrice: '10.20' });
    // A discount open now (10.20 → about 9.58).
    await t.db
      .update(sellerGoods)
      .set({
        discountRatio: '0.0608',
        discountStart: new Date(t.clock.now().getTime() - 60_000),
        discountEnd: new Date(t.clock.now().getTime() + 86_400_000),
      })
      .where(eq(sellerGoods.id, shop.listing.id));
    const buyer = await orderBuyer(t);
    const [id] = await placed(buyer.token, orderInfo([shop.listing.id, null, 1]));

    const info = async (lang: string) =>
      OrderInfoReplyVo.parse(
        (await t.action('/api/order!info.action', { token: buyer.token, orderId: id!, lang })).data,
      ).orderInfo;
    expect((await info('en')).country).toBe('United Arab Emirates');
    expect((await info('ar')).country).toBe('الإمارات العربية المتحدة');
    expect((await info('de')).country).toBe('Vereinigte Arabische Emirate');
    // The shop reads it in its language too.
    const shopInfo = await t.action('/api/order!info.action', {
      token: shop.token,
      orderId: id!,
      lang: 'fr',
    });
    expect(OrderInfoReplyVo.parse(shopInfo.data).orderInfo.country).toBe('Émirats Arabes Unis');

    const summary = await info('en');
    const lines = paged(OrderGoodsVo).parse(
      (await t.action('/api/order!listGoods.action', { token: buyer.token, orderId: id! })).data,
    ).pageList;
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line!.listPrice).toBe(10.2);
    expect(line!.sellingPrice).toBeLessThan(10.2);
    expect(summary.prizeOriginal).toBe(line!.listPrice);
    expect(summary.prizeReal).toBe(line!.sellingPrice);
    expect(summary.discount).toBeCloseTo(line!.listPrice - line!.sellingPrice, 2);
  });
});
