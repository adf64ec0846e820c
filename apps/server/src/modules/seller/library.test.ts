// The seller panel's reading side: the profit range, the product library, and the shop's own
// listings listed, searched and opened — each kept to the caller's own shop.
import { LibraryGoodsVo, ListingSkuInfoVo, SellerListingVo, paged } from '@caravan/contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { goodsSkus, systemGoods } from '../../db/schema/index.js';
import { useTestApp } from '../../../test/build-test-app.js';
import { createCategory, createLoggedInOperator } from '../../../test/factories.js';
import {
  callPanel,
  libraryGood,
  listGood,
  panel,
  panelPath,
  sellerWithToken,
} from '../../../test/seller-fixtures.js';

const t = useTestApp();
const call = callPanel(t);
const Listings = paged(SellerListingVo);
const Library = paged(LibraryGoodsVo);

type Shop = Awaited<ReturnType<typeof sellerWithToken>>;
const list = (shop: Shop, goodsId: string, sellingPrice?: string, extra?: Record<string, string>) =>
  listGood(t, shop, goodsId, sellingPrice, extra);

describe('sysParaProduct!info', () => {
  it('gives the profit range operators set, 5 % to 100 % until they do', async () => {
    const shop = await sellerWithToken(t);
    expect((await call(panel.profitRange, shop.token)).data).toEqual({
      minProfitRatio: 0.05,
      maxProfitRatio: 1,
    });
    const { token: ops } = await createLoggedInOperator(t, 'operations');
    for (const [code, value] of [
      ['seller_profit_min_ratio', '0.1'],
      ['seller_profit_max_ratio', '0.5'],
    ]) {
      const res = await t.action('/admin/syspara!update.action', { token: ops, code: code!, value: value! });
      expect(res.code, res.msg).toBe('0');
    }
    expect((await call(panel.profitRange, shop.token)).data).toEqual({
      minProfitRatio: 0.1,
      maxProfitRatio: 0.5,
    });
    const good = await libraryGood(t, { systemPrice: '10.00' });
    const refused = await call(panel.addOrUpdate, shop.token, { goodsId: good.id, sellingPrice: '16.00' });
    expect(refused).toMatchObject({
      key: 'SELLER_PRICE_OUT_OF_RANGE',
      params: { min: '11.00', max: '15.00' },
    });
    // Back to the defaults for the other tests.
    await t.action('/admin/syspara!update.action', {
      token: ops,
      code: 'seller_profit_min_ratio',
      value: '0.05',
    });
    await t.action('/admin/syspara!update.action', {
      token: ops,
      code: 'seller_profit_max_ratio',
      value: '1.00',
    });
  });
});

describe('the product library', () => {
  it('lists goods on sale to shops in the request’s language, with the price range and the shop’s listing', async () => {
    const top = await createCategory(t.db);
    const child = await createCategory(t.db, { parentId: top.id });
    const kettle = await libraryGood(t, {
      categoryId: child.id,
      systemPrice: '20.00',
      name: 'Library kettle zq',
      names: { de: 'Bibliothek Kessel zq' },
    });
    const lamp = await libraryGood(t, { categoryId: top.id, name: 'Library lamp zq' });
    const hidden = await libraryGood(t, { categoryId: top.id, name: 'Library hidden zq' });
    await t.db.update(systemGoods).set({ isShelf: 0 }).where(eq(systemGoods.id, hidden.id));
    const shop = await sellerWithToken(t);
    const other = await sellerWithToken(t);
    const mine = await list(shop, kettle.id, '25.00');
    await list(other, lamp.id, '12.00');

    const res = await t.action(panelPath(panel.library), {
      token: shop.token,
      categoryId: top.id,
      lang: 'de',
    });
    const page = Library.parse(res.data);
    expect(page.pageInfo.totalElements).toBe(2);
    const byId = new Map(page.pageList.map((g) => [g.goodsId, g]));
    expect(byId.has(hidden.id)).toBe(false);
    expect(byId.get(kettle.id)).toMatchObject({
      name: 'Bibliothek Kessel zq',
      categoryId: top.id,
      secondaryCategoryId: child.id,
      systemPrice: 20,
      minSellingPrice: 21,
      maxSellingPrice: 40,
      isListed: 1,
      sellerGoodsId: mine.id,
      sellingPrice: 25,
      isShelf: 1,
    });
    // Listed by another shop is not listed by this one; English where there is no translation.
    expect(byId.get(lamp.id)).toMatchObject({ name: 'Library lamp zq', isListed: 0, sellerGoodsId: null });

    const notListed = Library.parse(
      (await call(panel.library, shop.token, { categoryId: top.id, listed: 0 })).data,
    );
    expect(notListed.pageList.map((g) => g.goodsId)).toEqual([lamp.id]);
    const found = Library.parse((await call(panel.library, shop.token, { keyword: 'kettle ZQ' })).data);
    expect(found.pageList.map((g) => g.goodsId)).toEqual([kettle.id]);

    const names = await call(panel.libraryKeywords, shop.token, { keyword: 'library', lang: 'de' });
    expect(names.data).toEqual(
      expect.arrayContaining([
        { goodsId: kettle.id, sellerGoodsId: mine.id, name: 'Bibliothek Kessel zq' },
        { goodsId: lamp.id, sellerGoodsId: null, name: 'Library lamp zq' },
      ]),
    );
    expect((names.data as unknown[]).some((n) => (n as { goodsId: string }).goodsId === hidden.id)).toBe(
      false,
    );
  });
});

describe('goods!list, !search-goods, !search-keyword and !sellerGoodsSkuInfo', () => {
  let shop: Shop;
  let other: Shop;
  let kettle: SellerListingVo;
  let lamp: SellerListingVo;
  let theirs: SellerListingVo;
  beforeAll(async () => {
    shop = await sellerWithToken(t);
    other = await sellerWithToken(t);
    const category = await createCategory(t.db);
    const kettleGood = await libraryGood(t, {
      categoryId: category.id,
      name: 'Copper kettle',
      names: { de: 'Kupferkessel' },
    });
    await t.db.insert(goodsSkus).values([
      { goodsId: kettleGood.id, attributes: [{ attrName: 'Colour', attrValue: 'Red' }], stock: 4, sort: 0 },
      {
        goodsId: kettleGood.id,
        attributes: [{ attrName: 'Colour', attrValue: 'Blue' }],
        stock: 6,
        price: '12.00',
        sort: 1,
      },
    ]);
    const lampGood = await libraryGood(t, { name: 'Brass lamp' });
    kettle = await list(shop, kettleGood.id, '16.00');
    t.clock.advance(1000);
    lamp = await list(shop, lampGood.id, '14.00', { isShelf: '0' });
    theirs = await list(other, kettleGood.id, '16.00');
  });

  it('lists the shop’s own listings, newest first, filtered', async () => {
    const all = Listings.parse((await call(panel.listings, shop.token)).data);
    expect(all.pageList.map((l) => l.id)).toEqual([lamp.id, kettle.id]);
    expect(all.pageInfo).toEqual({ pageNum: 1, pageSize: 20, totalElements: 2 });
    expect(all.pageList[1]).toMatchObject({ name: 'Copper kettle', skuCount: 2, stock: 0, goodsShelf: 1 });
    const ids = async (params: Record<string, string | number>) =>
      Listings.parse((await call(panel.listings, shop.token, params)).data).pageList.map((l) => l.id);
    expect(await ids({ isShelf: 0 })).toEqual([lamp.id]);
    expect(await ids({ isShelf: 1 })).toEqual([kettle.id]);
    expect(await ids({ keyword: 'KESSEL', lang: 'de' })).toEqual([kettle.id]);
    expect(await ids({ keyword: 'brass' })).toEqual([lamp.id]);
    expect(await ids({ discount: 1 })).toEqual([]);
    expect(await ids({ discount: 0 })).toEqual([lamp.id, kettle.id]);
    expect(await ids({ pageNum: 2, pageSize: 1 })).toEqual([kettle.id]);
    expect(await ids({ categoryId: kettle.categoryId! })).toEqual([kettle.id]);
    const theirIds = Listings.parse((await call(panel.listings, other.token)).data).pageList.map((l) => l.id);
    expect(theirIds).toEqual([theirs.id]);
    const bad: Record<string, string | number>[] = [
      { isShelf: 3 },
      { pageNum: 'x' },
      { categoryId: 'x' },
      { keyword: 'k'.repeat(101) },
    ];
    for (const params of bad) {
      expect((await call(panel.listings, shop.token, params)).code).toBe('1');
    }
  });

  it('searches the shop’s own listings by name', async () => {
    const found = Listings.parse((await call(panel.searchListings, shop.token, { keyword: 'copper' })).data);
    expect(found.pageList.map((l) => l.id)).toEqual([kettle.id]);
    expect((await call(panel.searchListings, other.token, { keyword: 'brass' })).data).toMatchObject({
      pageList: [],
      pageInfo: { totalElements: 0 },
    });
    expect((await call(panel.searchListings, shop.token)).key).toBe('COMMON_PARAM_MISSING');
    const names = await call(panel.listingKeywords, shop.token, { keyword: 'kessel', lang: 'de' });
    expect(names.data).toEqual([{ goodsId: kettle.goodsId, sellerGoodsId: kettle.id, name: 'Kupferkessel' }]);
    expect((await call(panel.listingKeywords, other.token, { keyword: 'lamp' })).data).toEqual([]);
  });

  it('shows each SKU’s wholesale and selling price', async () => {
    const res = await call(panel.skuInfo, shop.token, { sellerGoodsId: kettle.id });
    const info = ListingSkuInfoVo.parse(res.data);
    expect(info).toMatchObject({ id: kettle.id, systemPrice: 10, sellingPrice: 16, discountPrice: null });
    expect(info.skus).toEqual([
      {
        skuId: expect.any(String),
        attributes: [{ attrName: 'Colour', attrValue: 'Red' }],
        imgUrl: null,
        stock: 4,
        systemPrice: 10,
        sellingPrice: 16,
        discountPrice: null,
        profit: 6,
      },
      expect.objectContaining({ stock: 6, systemPrice: 12, profit: 4 }),
    ]);
    expect((await call(panel.skuInfo, shop.token, { sellerGoodsId: theirs.id })).key).toBe(
      'COMMON_NOT_FOUND',
    );
    expect((await call(panel.skuInfo, shop.token, { sellerGoodsId: 'x' })).key).toBe('COMMON_PARAM_INVALID');
    expect(z.array(z.unknown()).parse(info.skus)).toHaveLength(2);
  });
});
