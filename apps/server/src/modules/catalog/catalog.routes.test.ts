import { CategoryVo, GoodsVo, HomeVo, SellerVo } from '@caravan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  createBanner,
  createCategory,
  createSeller,
  createSellerGood,
  createSystemGood,
} from '../../../test/factories.js';
import { sweepDiscounts } from './discount-sweep.js';

const GoodsPage = z.object({
  pageList: z.array(GoodsVo),
  pageInfo: z.object({ pageNum: z.number(), pageSize: z.number(), totalElements: z.number() }),
});

let t: TestApp;
let shopA: { id: string };
let shopB: { id: string };
let topCategory: { id: string };
let subCategory: { id: string };
let otherSub: { id: string };
const DAY = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp();
  const now = t.clock.now().getTime();
  topCategory = await createCategory(t.db, {
    name: { en: 'Electronics', 'zh-CN': '电子产品', ar: 'إلكترونيات' },
    sort: 1,
  });
  subCategory = await createCategory(t.db, {
    parentId: topCategory.id,
    name: { en: 'Headphones', ar: 'سماعات' },
  });
  const otherTop = await createCategory(t.db, { name: { en: 'Home' }, sort: 2 });
  otherSub = await createCategory(t.db, { parentId: otherTop.id, name: { en: 'Kitchen' } });
  await createCategory(t.db, { name: { en: 'Hidden' }, isHidden: 1, sort: 3 });
  shopA = await createSeller(t.db, { name: 'Alpha Shop', recTime: now });
  shopB = await createSeller(t.db, { name: 'Beta Shop' });
  const closed = await createSeller(t.db, { name: 'Closed Shop', status: 0 });

  const headphones = await createSystemGood(t.db, {
    categoryId: subCategory.id,
    name: 'Studio Headphones',
    names: { 'zh-CN': '录音室耳机' },
    systemPrice: '20.00',
  });
  const pot = await createSystemGood(t.db, {
    categoryId: otherSub.id,
    name: 'Cooking Pot',
    systemPrice: '8.00',
  });
  const offShelf = await createSystemGood(t.db, { categoryId: otherSub.id, name: 'Old Kettle', isShelf: 0 });
  // Shop A: headphones discounted 25% now, pot recommended and new.
  await createSellerGood(t.db, {
    sellerId: shopA.id,
    goodsId: headphones.id,
    sellingPrice: '30.00',
    discountRatio: '0.2500',
    discountStart: new Date(now - DAY),
    discountEnd: new Date(now + DAY),
    soldNum: 5,
  });
  await createSellerGood(t.db, {
    sellerId: shopA.id,
    goodsId: pot.id,
    sellingPrice: '12.50',
    recTime: now,
    newTime: now,
    soldNum: 9,
  });
  // Shop B: pot with an expired discount, headphones cheaper.
  await createSellerGood(t.db, {
    sellerId: shopB.id,
    goodsId: pot.id,
    sellingPrice: '11.00',
    discountRatio: '0.1000',
    discountStart: new Date(now - 3 * DAY),
    discountEnd: new Date(now - DAY),
  });
  await createSellerGood(t.db, {
    sellerId: shopB.id,
    goodsId: headphones.id,
    sellingPrice: '25.99',
    soldNum: 1,
  });
  // Never shown: off the shelf, system good off the shelf, shop closed.
  await createSellerGood(t.db, { sellerId: shopB.id, goodsId: pot.id, sellingPrice: '99.00', isShelf: 0 });
  await createSellerGood(t.db, { sellerId: shopB.id, goodsId: offShelf.id });
  await createSellerGood(t.db, { sellerId: closed.id, goodsId: pot.id });
  await createBanner(t.db, { type: 'pc', sort: 1 });
  await createBanner(t.db, { type: 'wap', title: { en: 'Mobile sale' } });
  // The discount windows above are set on the test's clock: the sweep marks them live as of it (a
  // listing's write marks it as of the database's clock, which is today).
  await sweepDiscounts(t.db, t.clock.now());
});

describe('sellerGoods!list', () => {
  it('answers a POST with parameters in the query and no body, under /api and /wap/api', async () => {
    for (const prefix of ['/api', '/wap/api']) {
      const res = await t.action(`${prefix}/sellerGoods!list.action`, {
        pageNum: 1,
        pageSize: 12,
        lang: 'en',
      });
      expect(res.code).toBe('0');
      const page = GoodsPage.parse(res.data);
      expect(page.pageInfo).toEqual({ pageNum: 1, pageSize: 12, totalElements: 4 });
      expect(page.pageList).toHaveLength(4);
    }
  });

  it('shows only goods on sale: shelf, system good and shop all open', async () => {
    const page = GoodsPage.parse((await t.action('/api/sellerGoods!list.action', { pageSize: 50 })).data);
    const names = page.pageList.map((g) => `${g.seller?.name}:${g.name}`).sort();
    expect(names).toEqual([
      'Alpha Shop:Cooking Pot',
      'Alpha Shop:Studio Headphones',
      'Beta Shop:Cooking Pot',
      'Beta Shop:Studio Headphones',
    ]);
  });

  it('fills the discount only while its window is open, rounded down to 2 dp', async () => {
    const page = GoodsPage.parse((await t.action('/api/sellerGoods!list.action', { pageSize: 50 })).data);
    const active = page.pageList.find(
      (g) => g.seller?.name === 'Alpha Shop' && g.name === 'Studio Headphones',
    );
    expect(active).toMatchObject({
      sellingPrice: 30,
      discountPrice: 22.5,
      discountRatio: 0.25,
      systemPrice: 20,
      profitRatio: 0.5,
    });
    const expired = page.pageList.find((g) => g.seller?.name === 'Beta Shop' && g.name === 'Cooking Pot');
    expect(expired).toMatchObject({ sellingPrice: 11, discountPrice: null, discountRatio: null });
  });

  it('carries the GoodsVo fields, the category levels and the shop with real figures', async () => {
    const page = GoodsPage.parse(
      (await t.action('/api/sellerGoods!list.action', { sellerId: shopA.id })).data,
    );
    const hp = page.pageList.find((g) => g.name === 'Studio Headphones');
    expect(hp).toMatchObject({
      sellerId: shopA.id,
      categoryId: topCategory.id,
      categoryName: 'Electronics',
      secondaryCategoryId: subCategory.id,
      secondaryCateName: 'Headphones',
      soldNum: 5,
      isKeep: 0,
    });
    expect(hp?.imgUrl1).toMatch(/^\/uploads\//);
    expect(hp?.seller).toMatchObject({
      id: shopA.id,
      name: 'Alpha Shop',
      sellerGoodsNum: 2,
      soldNum: 14,
      fake: 0,
      fakeSoldNum: 0,
    });
  });

  it('translates names and falls back to English', async () => {
    const zh = GoodsPage.parse(
      (await t.action('/api/sellerGoods!list.action', { sellerId: shopA.id, lang: 'cn' })).data,
    );
    expect(zh.pageList.map((g) => g.name).sort()).toEqual(['Cooking Pot', '录音室耳机']);
    expect(zh.pageList.find((g) => g.name === '录音室耳机')?.categoryName).toBe('电子产品');
  });

  it('filters by a category at either level', async () => {
    const byTop = GoodsPage.parse(
      (await t.action('/api/sellerGoods!list.action', { categoryId: topCategory.id })).data,
    );
    expect(byTop.pageList.map((g) => g.name)).toEqual(['Studio Headphones', 'Studio Headphones']);
    const bySub = GoodsPage.parse(
      (await t.action('/api/sellerGoods!list.action', { categoryId: otherSub.id })).data,
    );
    expect(bySub.pageInfo.totalElements).toBe(2);
    expect(bySub.pageList.every((g) => g.name === 'Cooking Pot')).toBe(true);
  });

  it('filters recommended and discounted goods', async () => {
    const rec = GoodsPage.parse((await t.action('/api/sellerGoods!list.action', { isRec: 1 })).data);
    expect(rec.pageList.map((g) => `${g.seller?.name}:${g.name}`)).toEqual(['Alpha Shop:Cooking Pot']);
    const recTime = GoodsPage.parse((await t.action('/api/sellerGoods!list.action', { recTime: 1 })).data);
    expect(recTime.pageInfo.totalElements).toBe(1);
    const disc = GoodsPage.parse((await t.action('/api/sellerGoods!list.action', { discount: 1 })).data);
    expect(disc.pageList.map((g) => `${g.seller?.name}:${g.name}`)).toEqual(['Alpha Shop:Studio Headphones']);
  });

  it('sorts by price (1 ascending, 2 descending) and by sales', async () => {
    const asc = GoodsPage.parse((await t.action('/api/sellerGoods!list.action', { isPrice: 1 })).data);
    expect(asc.pageList.map((g) => g.sellingPrice)).toEqual([11, 12.5, 25.99, 30]);
    const desc = GoodsPage.parse((await t.action('/api/sellerGoods!list.action', { isPrice: 2 })).data);
    expect(desc.pageList.map((g) => g.sellingPrice)).toEqual([30, 25.99, 12.5, 11]);
    const hot = GoodsPage.parse((await t.action('/api/sellerGoods!list.action', { isHot: 2 })).data);
    expect(hot.pageList.map((g) => g.soldNum)).toEqual([9, 5, 1, 0]);
  });

  it('pages with stable order and clamps pageSize above 100', async () => {
    const p1 = GoodsPage.parse(
      (await t.action('/api/sellerGoods!list.action', { pageNum: 1, pageSize: 3, isPrice: 1 })).data,
    );
    const p2 = GoodsPage.parse(
      (await t.action('/api/sellerGoods!list.action', { pageNum: 2, pageSize: 3, isPrice: 1 })).data,
    );
    expect(p1.pageList).toHaveLength(3);
    expect(p2.pageList.map((g) => g.sellingPrice)).toEqual([30]);
    const big = GoodsPage.parse((await t.action('/api/sellerGoods!list.action', { pageSize: 500 })).data);
    expect(big.pageInfo.pageSize).toBe(100);
  });

  it('treats empty parameters as absent', async () => {
    const res = await t.action('/api/sellerGoods!list.action', { sellerId: '', categoryId: '', isPrice: '' });
    expect(res.code).toBe('0');
    expect(GoodsPage.parse(res.data).pageInfo.totalElements).toBe(4);
  });

  it.each([
    [{ pageNum: 'abc' }, 'COMMON_PARAM_INVALID', 'pageNum'],
    [{ pageSize: -5 }, 'COMMON_PARAM_INVALID', 'pageSize'],
    [{ pageNum: 0 }, 'COMMON_PARAM_INVALID', 'pageNum'],
    [{ categoryId: "' or 1=1" }, 'COMMON_PARAM_INVALID', 'categoryId'],
    [{ sellerId: 'x'.repeat(5000) }, 'COMMON_PARAM_INVALID', 'sellerId'],
    [{ isPrice: 7 }, 'COMMON_PARAM_INVALID', 'isPrice'],
    [{ pageNum: 1.5 }, 'COMMON_PARAM_INVALID', 'pageNum'],
  ])('refuses %o with HTTP 200, code "1" and %s', async (params, key, field) => {
    const res = await t.action('/api/sellerGoods!list.action', params);
    expect(res.status).toBe(200);
    expect(res).toMatchObject({ code: '1', key, params: { field }, data: null });
    expect(res.msg).toContain(field);
  });

  it('gives the error message in the request language', async () => {
    const ar = await t.action('/api/sellerGoods!list.action', { pageSize: -5, lang: 'ar' });
    expect(ar.msg).toMatch(/[\u0600-\u06FF]/);
    const tw = await t.action('/api/sellerGoods!list.action', { pageSize: -5, lang: 'tw' });
    expect(tw.msg).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('sellerGoods!recommend_new', () => {
  it('returns data.result for recommended, new and hot', async () => {
    const rec = await t.action('/api/sellerGoods!recommend_new.action', { type: 1 });
    const recList = z.object({ result: z.array(GoodsVo) }).parse(rec.data).result;
    expect(recList.map((g) => g.name)).toEqual(['Cooking Pot']);
    const fresh = z
      .object({ result: z.array(GoodsVo) })
      .parse((await t.action('/api/sellerGoods!recommend_new.action', { type: 0 })).data);
    expect(fresh.result).toHaveLength(1);
    const hot = z
      .object({ result: z.array(GoodsVo) })
      .parse((await t.action('/api/sellerGoods!recommend_new.action', { type: 2, pageSize: 2 })).data);
    expect(hot.result.map((g) => g.soldNum)).toEqual([9, 5]);
  });

  it('refuses an unknown type', async () => {
    expect(await t.action('/api/sellerGoods!recommend_new.action', { type: 9 })).toMatchObject({
      code: '1',
      key: 'COMMON_PARAM_INVALID',
    });
  });
});

describe('categories, shops, banners and the home page', () => {
  it('category!tree is GET only and returns the visible two-level tree in the request language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/category!tree.action?lang=ar' });
    const tree = z.array(CategoryVo).parse(res.json().data);
    expect(tree.map((c) => c.name)).toEqual(['إلكترونيات', 'Home']);
    expect(tree[0]?.subList.map((c) => c.name)).toEqual(['سماعات']);
    expect(tree[0]?.categoryId).toBe(tree[0]?.id);
    const post = await t.app.inject({ method: 'POST', url: '/api/category!tree.action' });
    expect(post.statusCode).toBe(404);
    const hidden = await t.app.inject({ method: 'GET', url: '/api/category!tree.action?showHidden=1' });
    expect(hidden.json().data).toHaveLength(3);
  });

  it('category!list pages the top level', async () => {
    const res = await t.action('/api/category!list.action', { pageNum: 1, pageSize: 1 });
    expect(res.data).toMatchObject({
      pageInfo: { totalElements: 2 },
      pageList: [{ name: 'Electronics', categoryId: topCategory.id }],
    });
  });

  it('seller!list lists open shops and isRec=1 the recommended ones', async () => {
    const all = z
      .object({ pageList: z.array(SellerVo) })
      .parse((await t.action('/api/seller!list.action', {})).data);
    expect(all.pageList.map((s) => s.name).sort()).toEqual(['Alpha Shop', 'Beta Shop']);
    const rec = z
      .object({ pageList: z.array(SellerVo) })
      .parse((await t.action('/api/seller!list.action', { isRec: 1 })).data);
    expect(rec.pageList.map((s) => s.name)).toEqual(['Alpha Shop']);
  });

  it('banner!bannerList returns the banners of a type in the request language', async () => {
    const pc = await t.action('/api/banner!bannerList.action', { lang: 'ar' });
    expect(pc.data).toMatchObject([{ title: 'تخفيضات', type: 'pc' }]);
    const wap = await t.action('/wap/api/banner!list.action', { type: 'wap' });
    expect(wap.data).toMatchObject([{ title: 'Mobile sale', type: 'wap' }]);
  });

  it('banner!bannerList leaves out banners outside their schedule', async () => {
    const now = t.clock.now().getTime();
    const hour = 3_600_000;
    await createBanner(t.db, { type: 'sched', title: { en: 'Running' }, endTime: new Date(now + hour) });
    await createBanner(t.db, { type: 'sched', title: { en: 'Later' }, startTime: new Date(now + hour) });
    await createBanner(t.db, { type: 'sched', title: { en: 'Over' }, endTime: new Date(now - hour) });
    const res = await t.action('/api/banner!bannerList.action', { type: 'sched' });
    expect((res.data as { title: string }[]).map((b) => b.title)).toEqual(['Running']);
  });

  it('index!home gathers banners, categories, goods lists and shops', async () => {
    const home = HomeVo.parse((await t.action('/api/index!home.action', { lang: 'en' })).data);
    expect(home.banners).toHaveLength(1);
    expect(home.categories).toHaveLength(2);
    expect(home.recommendGoods.map((g) => g.name)).toEqual(['Cooking Pot']);
    expect(home.newGoods).toHaveLength(1);
    expect(home.hotGoods[0]?.soldNum).toBe(9);
    expect(home.discountGoods.map((g) => g.discountPrice)).toEqual([22.5]);
    expect(home.recommendSellers.map((s) => s.name)).toEqual(['Alpha Shop']);
  });
});
