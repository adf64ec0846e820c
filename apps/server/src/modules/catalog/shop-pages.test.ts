import { GoodsVo } from '@caravan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createCategory, createSeller, createSellerGood, createSystemGood } from '../../../test/factories.js';

// A shop's pages (the store page and a search in one shop) walk the shop's own index in the default
// order and sort the shop's entries for the other orders (goods.repository pageQuery). Every order,
// paged, must give each visible listing once, in the order the storefront promises.

let t: TestApp;
let shop: { id: string };
let other: { id: string };
const otherListings: string[] = [];

interface Listing {
  id: string;
  name: string;
  price: number;
  sold: number;
  weight: number;
  created: number;
}
const visible: Listing[] = [];

const Page = z.object({ pageList: z.array(GoodsVo), pageInfo: z.object({ totalElements: z.number() }) });

/** Every page of a shop's listing, in order, three at a time. */
async function allPages(path: string, params: Record<string, string | number>) {
  const ids: string[] = [];
  let total = -1;
  for (let pageNum = 1; pageNum <= 10; pageNum++) {
    const page = Page.parse((await t.action(path, { ...params, pageNum, pageSize: 3 })).data);
    total = page.pageInfo.totalElements;
    ids.push(...page.pageList.map((g) => g.id));
    if (page.pageList.length < 3) break;
  }
  return { ids, total };
}

const byId = (a: Listing, b: Listing) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const defaultOrder = (a: Listing, b: Listing) => b.weight - a.weight || b.created - a.created || byId(a, b);

beforeAll(async () => {
  t = await buildTestApp();
  const category = await createCategory(t.db, { name: { en: 'Tools' } });
  shop = await createSeller(t.db, { name: 'Order Test Shop' });
  other = await createSeller(t.db, { name: 'Next Door Shop' });
  // Weights tie in pairs so that the creation time (and for equal times the id) decides.
  const specs = [
    { name: 'Drill Compact', price: '40.00', sold: 3, weight: 5 },
    { name: 'Drill Heavy', price: '95.50', sold: 12, weight: 5 },
    { name: 'Saw Hand', price: '12.00', sold: 12, weight: 9 },
    { name: 'Saw Circular', price: '70.25', sold: 0, weight: 0 },
    { name: 'Drill Bits', price: '8.75', sold: 40, weight: 0 },
    { name: 'Tape Measure', price: '3.10', sold: 7, weight: 9 },
    { name: 'Drill Cordless', price: '120.00', sold: 1, weight: 2 },
  ];
  const base = Date.parse('2026-10-01T00:00:00Z');
  for (const [i, spec] of specs.entries()) {
    const good = await createSystemGood(t.db, { categoryId: category.id, name: spec.name });
    const created = new Date(base + (i % 3) * 60_000);
    const row = await createSellerGood(t.db, {
      sellerId: shop.id,
      goodsId: good.id,
      sellingPrice: spec.price,
      soldNum: spec.sold,
      showWeight1: spec.weight,
      createdAt: created,
    });
    visible.push({
      id: row.id,
      name: spec.name,
      price: Number(spec.price),
      sold: spec.sold,
      weight: spec.weight,
      created: created.getTime(),
    });
    // The same good in another shop, ranked above everything: never on this shop's pages.
    const next = await createSellerGood(t.db, { sellerId: other.id, goodsId: good.id, showWeight1: 99 });
    otherListings.push(next.id);
  }
  // Not shown: a listing off the shelf and a listing of a good taken off the shelf.
  const pulled = await createSystemGood(t.db, { categoryId: category.id, name: 'Drill Pulled' });
  await createSellerGood(t.db, { sellerId: shop.id, goodsId: pulled.id, isShelf: 0, showWeight1: 50 });
  const retired = await createSystemGood(t.db, {
    categoryId: category.id,
    name: 'Drill Retired',
    isShelf: 0,
  });
  await createSellerGood(t.db, { sellerId: shop.id, goodsId: retired.id, showWeight1: 50 });
});

describe("a shop's pages", () => {
  it('list every visible listing once in the default order (weight, newest, id)', async () => {
    const { ids, total } = await allPages('/api/sellerGoods!list.action', { sellerId: shop.id });
    expect(ids).toEqual([...visible].sort(defaultOrder).map((l) => l.id));
    expect(total).toBe(visible.length);
  });

  it.each([
    ['price, low first', { isPrice: 1 }, (a: Listing, b: Listing) => a.price - b.price || byId(a, b)],
    ['price, high first', { isPrice: 2 }, (a: Listing, b: Listing) => b.price - a.price || byId(a, b)],
    ['sales, most first', { isHot: 2 }, (a: Listing, b: Listing) => b.sold - a.sold || byId(a, b)],
    ['newest first', { isNew: 2 }, (a: Listing, b: Listing) => b.created - a.created || byId(a, b)],
  ])('list every visible listing once by %s', async (_, sort, compare) => {
    const { ids, total } = await allPages('/api/sellerGoods!list.action', { sellerId: shop.id, ...sort });
    expect(ids).toEqual([...visible].sort(compare).map((l) => l.id));
    expect(total).toBe(visible.length);
  });

  it("the next shop's pages, read by the same statement with other values, hold that shop's listings", async () => {
    // A shape's statement is built once and kept (goods.repository `shaped`): the values must not be.
    for (const [seller, expected] of [
      [shop.id, visible.map((l) => l.id)],
      [other.id, otherListings],
      [shop.id, visible.map((l) => l.id)],
    ] as const) {
      const { ids, total } = await allPages('/api/sellerGoods!list.action', { sellerId: seller, isPrice: 1 });
      expect([...ids].sort()).toEqual([...expected].sort());
      expect(total).toBe(expected.length);
    }
  });

  it('a search in the shop pages its matches in the default order', async () => {
    const { ids, total } = await allPages('/api/sellerGoods!searchSellerGoods.action', {
      sellerId: shop.id,
      keyword: 'drill',
    });
    const drills = visible.filter((l) => l.name.startsWith('Drill')).sort(defaultOrder);
    expect(drills).toHaveLength(4);
    expect(ids).toEqual(drills.map((l) => l.id));
    expect(total).toBe(4);
  });
});
