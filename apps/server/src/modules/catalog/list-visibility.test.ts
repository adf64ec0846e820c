import { GoodsVo } from '@caravan/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sellers, systemGoods } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createCategory, createSeller, createSellerGood, createSystemGood } from '../../../test/factories.js';
import { sweepDiscounts } from './discount-sweep.js';

// Every shape of sellerGoods!list (filters by category at either level, by shop, recommended and
// discounted, each sort) shows a listing only while it is on the shelf, its good is on the shelf and
// its shop is open, and counts only those: the pages test the shop and the good by looking them up
// among the shops not open and the goods off the shelf (migration 0029), the totals read kept
// figures or count. Checked before and after a shop closes and a good is taken off the shelf.

const Page = z.object({ pageList: z.array(GoodsVo), pageInfo: z.object({ totalElements: z.number() }) });

interface Listing {
  id: string;
  shop: string;
  good: string;
  categories: string[];
  rec: boolean;
  discounted: boolean;
  onShelf: boolean;
}

let t: TestApp;
const listings: Listing[] = [];
const open = new Set<string>();
const goodsOnShelf = new Set<string>();
const ids: Record<string, string> = {};
const DAY = 86_400_000;

beforeAll(async () => {
  // Replies are not cached: the same request is asked again after the shop closes.
  t = await buildTestApp({ catalogReplyCache: false });
  const now = t.clock.now().getTime();
  const tools = await createCategory(t.db, { name: { en: 'Tools' } });
  const saws = await createCategory(t.db, { parentId: tools.id, name: { en: 'Saws' } });
  const home = await createCategory(t.db, { name: { en: 'Home' } });
  const lamps = await createCategory(t.db, { parentId: home.id, name: { en: 'Lamps' } });
  Object.assign(ids, { tools: tools.id, saws: saws.id, home: home.id, lamps: lamps.id });

  const goods = [
    { key: 'saw', category: saws.id, path: [tools.id, saws.id], isShelf: 1 },
    { key: 'hammer', category: tools.id, path: [tools.id], isShelf: 1 },
    { key: 'lamp', category: lamps.id, path: [home.id, lamps.id], isShelf: 1 },
    { key: 'kettle', category: lamps.id, path: [home.id, lamps.id], isShelf: 0 },
    // Taken off the shelf by the platform halfway through.
    { key: 'drill', category: saws.id, path: [tools.id, saws.id], isShelf: 1 },
  ];
  const shops = [
    { key: 'alpha', status: 1 },
    // Closed halfway through.
    { key: 'beta', status: 1 },
    { key: 'gamma', status: 0 },
  ];
  for (const shop of shops) {
    const row = await createSeller(t.db, { name: `Shop ${shop.key}`, status: shop.status });
    ids[shop.key] = row.id;
    if (shop.status === 1) open.add(row.id);
  }
  let n = 0;
  for (const good of goods) {
    const row = await createSystemGood(t.db, {
      categoryId: good.category,
      name: `Good ${good.key}`,
      isShelf: good.isShelf,
    });
    ids[good.key] = row.id;
    if (good.isShelf === 1) goodsOnShelf.add(row.id);
    for (const shop of shops) {
      // Each shop lists each good three times: recommended and discounted, new, and off its shelf.
      for (const variant of ['rec-discounted', 'new', 'shelved'] as const) {
        n += 1;
        const listing = await createSellerGood(t.db, {
          sellerId: ids[shop.key] ?? '',
          goodsId: row.id,
          sellingPrice: `${10 + ((n * 7) % 50)}.00`,
          soldNum: (n * 13) % 20,
          showWeight1: n % 3,
          isShelf: variant === 'shelved' ? 0 : 1,
          ...(variant === 'rec-discounted'
            ? {
                recTime: now,
                discountRatio: '0.1000',
                discountStart: new Date(now - DAY),
                discountEnd: new Date(now + DAY),
              }
            : { newTime: now }),
        });
        listings.push({
          id: listing.id,
          shop: ids[shop.key] ?? '',
          good: row.id,
          categories: good.path,
          rec: variant === 'rec-discounted',
          discounted: variant === 'rec-discounted',
          onShelf: variant !== 'shelved',
        });
      }
    }
  }
  await sweepDiscounts(t.db, t.clock.now());
});

const SORTS: Record<string, number>[] = [
  {},
  { isPrice: 1 },
  { isPrice: 2 },
  { isHot: 1 },
  { isHot: 2 },
  { isNew: 2 },
];

/** Every filter combination the list takes, with the listings a buyer may see under it. */
function shapes() {
  const out: { params: Record<string, string | number>; expected: string[] }[] = [];
  for (const category of [undefined, 'tools', 'saws', 'home', 'lamps']) {
    for (const shop of [undefined, 'alpha', 'beta']) {
      const flagSets: Record<string, number>[] = [
        {},
        { isRec: 1 },
        { discount: 1 },
        { isRec: 1, discount: 1 },
      ];
      for (const flags of flagSets) {
        const params: Record<string, string | number> = { ...flags };
        if (category) params.categoryId = ids[category] ?? '';
        if (shop) params.sellerId = ids[shop] ?? '';
        const expected = listings
          .filter(
            (l) =>
              l.onShelf &&
              open.has(l.shop) &&
              goodsOnShelf.has(l.good) &&
              (!category || l.categories.includes(ids[category] ?? '')) &&
              (!shop || l.shop === ids[shop]) &&
              (!('isRec' in flags) || l.rec) &&
              (!('discount' in flags) || l.discounted),
          )
          .map((l) => l.id)
          .sort();
        out.push({ params, expected });
      }
    }
  }
  return out;
}

async function checkEveryShape() {
  const problems: string[] = [];
  for (const { params, expected } of shapes()) {
    for (const sort of SORTS) {
      const res = await t.action('/api/sellerGoods!list.action', { ...params, ...sort, pageSize: 100 });
      const page = Page.parse(res.data);
      const shown = page.pageList.map((g) => g.id).sort();
      const label = JSON.stringify({ ...params, ...sort });
      if (JSON.stringify(shown) !== JSON.stringify(expected))
        problems.push(`${label}: shows ${shown.length}, expected ${expected.length}`);
      if (page.pageInfo.totalElements !== expected.length)
        problems.push(`${label}: total ${page.pageInfo.totalElements}, expected ${expected.length}`);
    }
  }
  return problems;
}

describe('sellerGoods!list shows and counts only listings on sale', () => {
  it('in every shape: on the shelf, the good on the shelf, the shop open', async () => {
    // The fixture itself: every shape has something to show or hide.
    expect(shapes().filter((s) => s.expected.length > 0).length).toBeGreaterThan(30);
    expect(await checkEveryShape()).toEqual([]);
  });

  it('in every shape, once a shop closes and a good is taken off the shelf', async () => {
    await t.db
      .update(sellers)
      .set({ status: 0 })
      .where(eq(sellers.id, ids.beta ?? ''));
    open.delete(ids.beta ?? '');
    await t.db
      .update(systemGoods)
      .set({ isShelf: 0 })
      .where(eq(systemGoods.id, ids.drill ?? ''));
    goodsOnShelf.delete(ids.drill ?? '');
    expect(await checkEveryShape()).toEqual([]);
  });
});
