import { GoodsVo, SearchSuggestionsVo } from '@caravan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createCategory, createSeller, createSellerGood, createSystemGood } from '../../../test/factories.js';

let t: TestApp;
let audioShop: { id: string };
let homeShop: { id: string };
let audio: { id: string };
let kitchen: { id: string };
let earbuds: { id: string };

const Page = z.object({ pageList: z.array(GoodsVo), pageInfo: z.object({ totalElements: z.number() }) });
const names = (data: unknown) =>
  Page.parse(data)
    .pageList.map((g) => `${g.seller?.name}:${g.name}`)
    .sort();

beforeAll(async () => {
  t = await buildTestApp();
  const top = await createCategory(t.db, { name: { en: 'Electronics' } });
  audio = await createCategory(t.db, { parentId: top.id, name: { en: 'Audio' } });
  const homeTop = await createCategory(t.db, { name: { en: 'Home' } });
  kitchen = await createCategory(t.db, { parentId: homeTop.id, name: { en: 'Kitchen' } });
  audioShop = await createSeller(t.db, { name: 'Sonic Audio Supply' });
  homeShop = await createSeller(t.db, { name: 'Kitchen Pro' });
  earbuds = await createSystemGood(t.db, {
    categoryId: audio.id,
    name: 'Wireless Bluetooth Earbuds',
    names: { 'zh-CN': '无线蓝牙耳机', 'zh-TW': '無線藍牙耳機' },
  });
  const speaker = await createSystemGood(t.db, {
    categoryId: audio.id,
    name: 'Bluetooth Speaker',
    names: { 'zh-CN': '蓝牙音箱' },
  });
  const kettle = await createSystemGood(t.db, { categoryId: kitchen.id, name: 'Steel Kettle' });
  const hidden = await createSystemGood(t.db, { categoryId: audio.id, name: 'Bluetooth Relic', isShelf: 0 });
  await createSellerGood(t.db, {
    sellerId: audioShop.id,
    goodsId: earbuds.id,
    sellingPrice: '20.00',
    soldNum: 4,
  });
  await createSellerGood(t.db, { sellerId: homeShop.id, goodsId: earbuds.id, sellingPrice: '18.00' });
  await createSellerGood(t.db, {
    sellerId: audioShop.id,
    goodsId: speaker.id,
    sellingPrice: '30.00',
    soldNum: 9,
  });
  await createSellerGood(t.db, { sellerId: homeShop.id, goodsId: kettle.id, sellingPrice: '12.00' });
  await createSellerGood(t.db, { sellerId: audioShop.id, goodsId: hidden.id });
});

describe('sellerGoods!search', () => {
  it('finds goods by part of the name, in any letter case, only on sale, with totals', async () => {
    const res = await t.action('/api/sellerGoods!search.action', { keyword: 'bluetooth' });
    expect(names(res.data)).toEqual([
      'Kitchen Pro:Wireless Bluetooth Earbuds',
      'Sonic Audio Supply:Bluetooth Speaker',
      'Sonic Audio Supply:Wireless Bluetooth Earbuds',
    ]);
    expect(Page.parse(res.data).pageInfo.totalElements).toBe(3);
  });

  it('matches several words in any order, and short keywords such as two Chinese characters', async () => {
    expect(
      names((await t.action('/api/sellerGoods!search.action', { keyword: 'earbuds wireless' })).data),
    ).toHaveLength(2);
    const zh = await t.action('/api/sellerGoods!search.action', { keyword: '蓝牙', lang: 'cn' });
    expect(
      Page.parse(zh.data)
        .pageList.map((g) => g.name)
        .sort(),
    ).toEqual(['无线蓝牙耳机', '无线蓝牙耳机', '蓝牙音箱']);
    const tw = await t.action('/api/sellerGoods!search.action', { keyword: '藍牙', lang: 'tw' });
    expect(Page.parse(tw.data).pageInfo.totalElements).toBe(2);
  });

  it('searches English names in every language, and takes a URL-encoded keyword', async () => {
    expect(
      Page.parse((await t.action('/api/sellerGoods!search.action', { keyword: 'kettle', lang: 'ar' })).data)
        .pageInfo.totalElements,
    ).toBe(1);
    const encoded = await t.action('/api/sellerGoods!search.action', {
      keyword: encodeURIComponent('蓝牙'),
      lang: 'cn',
    });
    expect(Page.parse(encoded.data).pageInfo.totalElements).toBe(3);
  });

  it('filters by category and sorts by price both ways and by sales', async () => {
    const inKitchen = await t.action('/api/sellerGoods!search.action', {
      keyword: 'e',
      categoryId: kitchen.id,
    });
    expect(names(inKitchen.data)).toEqual(['Kitchen Pro:Steel Kettle']);
    const asc = Page.parse(
      (await t.action('/api/sellerGoods!search.action', { keyword: 'bluetooth', isPrice: 1 })).data,
    );
    expect(asc.pageList.map((g) => g.sellingPrice)).toEqual([18, 20, 30]);
    const desc = Page.parse(
      (await t.action('/api/sellerGoods!search.action', { keyword: 'bluetooth', isPrice: 2 })).data,
    );
    expect(desc.pageList.map((g) => g.sellingPrice)).toEqual([30, 20, 18]);
    const hot = Page.parse(
      (await t.action('/api/sellerGoods!search.action', { keyword: 'bluetooth', isHot: 2 })).data,
    );
    expect(hot.pageList.map((g) => g.soldNum)).toEqual([9, 4, 0]);
  });

  it('gives the same answers when every keyword shape runs again on the same connections', async () => {
    // Each shape's match statement is prepared under its own name (matchKeyword): shapes mixed
    // on one connection must never meet a statement of another shape under their name.
    const shapes: Record<string, string>[] = [
      { keyword: 'bluetooth' },
      { keyword: 'earbuds wireless' },
      { keyword: '蓝牙', lang: 'cn' },
      { keyword: 'e', categoryId: kitchen.id },
      { keyword: 'kettle', categoryId: kitchen.id },
      { keyword: 'steel kettle', categoryId: kitchen.id },
    ];
    const run = () =>
      Promise.all(
        shapes.map(async (params) => (await t.action('/api/sellerGoods!search.action', params)).data),
      );
    const first = await run();
    for (const page of first) expect(Page.parse(page).pageInfo.totalElements).toBeGreaterThan(0);
    for (let round = 0; round < 3; round++) expect(await run()).toEqual(first);
  });

  it('treats LIKE wildcards as text and refuses an empty or over-long keyword', async () => {
    expect(
      Page.parse((await t.action('/api/sellerGoods!search.action', { keyword: '%' })).data).pageInfo
        .totalElements,
    ).toBe(0);
    expect(
      Page.parse((await t.action('/api/sellerGoods!search.action', { keyword: '_e_' })).data).pageInfo
        .totalElements,
    ).toBe(0);
    expect((await t.action('/api/sellerGoods!search.action', { keyword: '  ' })).key).toBe(
      'COMMON_PARAM_MISSING',
    );
    expect((await t.action('/api/sellerGoods!search.action', { keyword: 'x'.repeat(101) })).key).toBe(
      'COMMON_PARAM_TOO_LONG',
    );
  });
});

describe('other search shapes', () => {
  it('searchSellerGoods stays inside one shop', async () => {
    const res = await t.action('/api/sellerGoods!searchSellerGoods.action', {
      keyword: 'earbuds',
      sellerId: homeShop.id,
    });
    expect(names(res.data)).toEqual(['Kitchen Pro:Wireless Bluetooth Earbuds']);
    expect((await t.action('/api/sellerGoods!searchSellerGoods.action', { keyword: 'earbuds' })).key).toBe(
      'COMMON_PARAM_MISSING',
    );
  });

  it('search-goods lists every shop selling one system good, cheapest first on request', async () => {
    const res = await t.action('/api/sellerGoods!search-goods.action', { goodsId: earbuds.id, isPrice: 1 });
    expect(Page.parse(res.data).pageList.map((g) => g.seller?.name)).toEqual([
      'Kitchen Pro',
      'Sonic Audio Supply',
    ]);
  });

  it('search-keyword suggests shops and goods, falling back to English names', async () => {
    const res = SearchSuggestionsVo.parse(
      (await t.action('/api/sellerGoods!search-keyword.action', { keyword: 'audio' })).data,
    );
    expect(res.sellerList.map((s) => s.name)).toEqual(['Sonic Audio Supply']);
    const goods = SearchSuggestionsVo.parse(
      (await t.action('/api/sellerGoods!search-keyword.action', { keyword: 'blue', lang: 'ja' })).data,
    );
    expect(goods.goodsList.map((g) => [g.name, g.lang])).toEqual([
      ['Bluetooth Speaker', 'en'],
      ['Wireless Bluetooth Earbuds', 'en'],
    ]);
    const zh = SearchSuggestionsVo.parse(
      (await t.action('/api/sellerGoods!search-keyword.action', { keyword: '耳机', lang: 'cn' })).data,
    );
    expect(zh.goodsList.map((g) => g.name)).toEqual(['无线蓝牙耳机']);
    expect(zh.goodsList.some((g) => g.name.includes('Relic'))).toBe(false);
  });

  it('categoryGoodCount and categoryGoodList cover a shop’s categories', async () => {
    const counts = await t.action('/api/sellerGoods!categoryGoodCount.action', { sellerId: audioShop.id });
    expect(counts.data).toEqual([
      { categoryId: expect.any(String), categoryName: 'Electronics', goodsCount: 2 },
    ]);
    const list = await t.action('/api/sellerGoods!categoryGoodList.action', {
      sellerId: audioShop.id,
      categoryId: audio.id,
    });
    expect(Page.parse(list.data).pageInfo.totalElements).toBe(2);
  });
});
