import { CategoryItem, CategoryVo, GoodsVo, SellerVo } from '@caravan/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  createCategory,
  createLoggedInUser,
  createSeller,
  createSellerGood,
  createSystemGood,
} from '../../../test/factories.js';
import { goodsSkus, sellerGoods, sellers } from '../../db/schema/index.js';

let t: TestApp;
let shop: { id: string; userId: string };
let listing: { id: string };
let plain: { id: string };
let skuIds: string[];
let top: { id: string };
let sub: { id: string };

beforeAll(async () => {
  t = await buildTestApp();
  top = await createCategory(t.db, { name: { en: 'Apparel' } });
  sub = await createCategory(t.db, { parentId: top.id, name: { en: 'T-shirts' } });
  const otherTop = await createCategory(t.db, { name: { en: 'Tools' } });
  await createCategory(t.db, { parentId: otherTop.id, name: { en: 'Hammers' } });
  shop = await createSeller(t.db, { name: 'Tee House' });
  const tee = await createSystemGood(t.db, { categoryId: sub.id, name: 'Cotton Tee', systemPrice: '3.00' });
  const skus = await t.db
    .insert(goodsSkus)
    .values(
      [
        ['Black', 'M'],
        ['Black', 'L'],
        ['White', 'M'],
      ].map(([colour, size], sort) => ({
        goodsId: tee.id,
        attributes: [
          { attrName: 'Colour', attrValue: colour ?? '' },
          { attrName: 'Size', attrValue: size ?? '' },
        ],
        stock: 10 + sort,
        sort,
      })),
    )
    .returning({ id: goodsSkus.id });
  skuIds = skus.map((s) => s.id);
  listing = await createSellerGood(t.db, { sellerId: shop.id, goodsId: tee.id, sellingPrice: '5.00' });
  const bag = await createSystemGood(t.db, { categoryId: sub.id, name: 'Tote Bag' });
  plain = await createSellerGood(t.db, { sellerId: shop.id, goodsId: bag.id });
});

describe('sellerGoods!info', () => {
  it('says how the product ships: free, or by its weight on the freight schedule (ADR 034)', async () => {
    const weighed = await createSystemGood(t.db, {
      categoryId: sub.id,
      name: 'Cast Iron Pan',
      freightType: 0,
      weightKg: '2.900',
      freightAmount: '7.00',
    });
    // A shop of its own, so the other tests' shop keeps its counts.
    const panShop = await createSeller(t.db, { name: 'Pan House' });
    const pan = await createSellerGood(t.db, { sellerId: panShop.id, goodsId: weighed.id });
    const info = async (id: string) =>
      GoodsVo.parse(
        (await t.action('/api/sellerGoods!info.action', { sellerGoodsId: id, skuId: '-1' })).data,
      );
    expect(await info(pan.id)).toMatchObject({ freightType: 0, weightKg: 2.9 });
    // The factory's goods ship free.
    expect(await info(plain.id)).toMatchObject({ freightType: 1, weightKg: 0 });
  });

  it('returns the product with its shop, the attributes to choose and every SKU', async () => {
    const res = await t.action('/api/sellerGoods!info.action', { sellerGoodsId: listing.id, skuId: '-1' });
    const good = GoodsVo.parse(res.data);
    expect(good).toMatchObject({
      id: listing.id,
      name: 'Cotton Tee',
      sellingPrice: 5,
      buyMin: 1,
      attributes: null,
    });
    expect(good.seller).toMatchObject({ name: 'Tee House', sellerGoodsNum: 2 });
    expect(good.canSelectAttributes?.attributes).toEqual([
      { attrName: 'Colour', values: ['Black', 'White'] },
      { attrName: 'Size', values: ['M', 'L'] },
    ]);
    expect(good.canSelectAttributes?.skus.map((s) => s.skuId)).toEqual(skuIds);
  });

  it('with a SKU returns that SKU’s attributes; a SKU of another product is refused', async () => {
    const good = GoodsVo.parse(
      (await t.action('/api/sellerGoods!info.action', { sellerGoodsId: listing.id, skuId: skuIds[1] ?? '' }))
        .data,
    );
    expect(good.attributes).toEqual([
      { attrName: 'Colour', attrValue: 'Black' },
      { attrName: 'Size', attrValue: 'L' },
    ]);
    expect(good.canSelectAttributes).toBeNull();
    const wrong = await t.action('/api/sellerGoods!info.action', {
      sellerGoodsId: plain.id,
      skuId: skuIds[0] ?? '',
    });
    expect(wrong).toMatchObject({ code: '1', key: 'COMMON_PARAM_INVALID', params: { field: 'skuId' } });
  });

  it('a product without SKUs has nothing to choose', async () => {
    const good = GoodsVo.parse(
      (await t.action('/api/sellerGoods!info.action', { sellerGoodsId: plain.id })).data,
    );
    expect(good.canSelectAttributes).toEqual({ attributes: [], skus: [] });
  });

  it('refuses unknown, off-sale and closed-shop products with code "1"', async () => {
    expect(
      (
        await t.action('/api/sellerGoods!info.action', {
          sellerGoodsId: '00000000-0000-0000-0000-000000000000',
        })
      ).key,
    ).toBe('CATALOG_GOODS_NOT_FOUND');
    expect((await t.action('/api/sellerGoods!info.action', {})).key).toBe('COMMON_PARAM_MISSING');
    await t.db.update(sellerGoods).set({ isShelf: 0 }).where(eq(sellerGoods.id, plain.id));
    expect((await t.action('/api/sellerGoods!info.action', { sellerGoodsId: plain.id })).key).toBe(
      'CATALOG_GOODS_OFF_SHELF',
    );
    await t.db.update(sellerGoods).set({ isShelf: 1 }).where(eq(sellerGoods.id, plain.id));
    const closed = await createSeller(t.db, { status: 0 });
    const elsewhere = await createSellerGood(t.db, {
      sellerId: closed.id,
      goodsId: (await createSystemGood(t.db, { categoryId: sub.id })).id,
    });
    expect((await t.action('/api/sellerGoods!info.action', { sellerGoodsId: elsewhere.id })).key).toBe(
      'CATALOG_SHOP_NOT_FOUND',
    );
  });

  it('counts a view once per viewer per day, however often the page is refreshed', async () => {
    const fresh = await createSellerGood(t.db, {
      sellerId: shop.id,
      goodsId: (await createSystemGood(t.db, { categoryId: sub.id })).id,
    });
    const view = (init: Parameters<TestApp['action']>[2] = {}) =>
      t.action('/api/sellerGoods!info.action', { sellerGoodsId: fresh.id }, init);
    for (let i = 0; i < 5; i++) await view();
    await view({ remoteAddress: '10.1.1.1' });
    const { token } = await createLoggedInUser(t);
    await view({ headers: { authorization: `Bearer ${token}` } });
    await view({ headers: { authorization: `Bearer ${token}` } });
    // Views are written once a second (view-counter.ts); flush() writes them now.
    await t.app.deps.views.flush();
    const counted = GoodsVo.parse((await view()).data);
    expect(counted.viewsNum).toBe(3);
    t.clock.advance(86_400_000);
    await view();
    await t.app.deps.views.flush();
    const [row] = await t.db
      .select({ v: sellerGoods.viewsNum })
      .from(sellerGoods)
      .where(eq(sellerGoods.id, fresh.id));
    expect(row?.v).toBe(4);
    const [s] = await t.db.select({ v: sellers.viewsNum }).from(sellers).where(eq(sellers.id, shop.id));
    expect(s?.v).toBeGreaterThanOrEqual(4);
  });
});

describe('shops and their categories', () => {
  it('seller!info returns an open shop; unknown or closed → code "1"; a seller gets its own', async () => {
    const info = SellerVo.parse((await t.action('/api/seller!info.action', { sellerId: shop.id })).data);
    expect(info).toMatchObject({ name: 'Tee House', onShelvesFlag: '1', isFocus: 0 });
    expect(
      (await t.action('/api/seller!info.action', { sellerId: '00000000-0000-0000-0000-000000000000' })).key,
    ).toBe('CATALOG_SHOP_NOT_FOUND');
    expect((await t.action('/api/seller!info.action', {})).key).toBe('CATALOG_SHOP_NOT_FOUND');
    const owner = await createLoggedInUser(t);
    await createSeller(t.db, { userId: owner.user.id, name: 'Own Shop' });
    expect((await t.action('/api/seller!info.action', { token: owner.token })).data).toMatchObject({
      name: 'Own Shop',
    });
  });

  it('seller!getCategory and category!sellerTree cover only what the shop sells', async () => {
    const cats = z
      .array(CategoryItem)
      .parse((await t.action('/api/seller!getCategory.action', { sellerId: shop.id })).data);
    expect(cats.map((c) => c.name)).toEqual(['Apparel']);
    const tree = await t.app.inject({
      method: 'GET',
      url: `/api/category!sellerTree.action?sellerId=${shop.id}`,
    });
    const parsed = z.array(CategoryVo).parse(tree.json().data);
    expect(parsed.map((c) => [c.name, c.subList.map((s) => s.name)])).toEqual([['Apparel', ['T-shirts']]]);
  });

  it('category!listTop lists every visible top-level category', async () => {
    const list = z.array(CategoryItem).parse((await t.action('/api/category!listTop.action')).data);
    expect(list.map((c) => c.name)).toEqual(expect.arrayContaining(['Apparel', 'Tools']));
    expect(list.every((c) => c.parentId === null)).toBe(true);
  });
});
