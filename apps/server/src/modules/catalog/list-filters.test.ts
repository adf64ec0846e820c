import { GoodsVo } from '@caravan/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orders, sellerApplications, sellers } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  createCategory,
  createSeller,
  createSellerGood,
  createSystemGood,
  createUser,
  verifiedIdentity,
} from '../../../test/factories.js';

// Issue 51: the buyer's filters of sellerGoods!list and sellerGoods!search (price range, minimum
// order, verified shops, rating, shipping within 24 hours, discounted) on the whole catalogue, a
// category page and a search, with every sort; their totals; and bad values refused clearly.

const Page = z.object({ pageList: z.array(GoodsVo), pageInfo: z.object({ totalElements: z.number() }) });
const HOUR = 3_600_000;

let t: TestApp;
const ids: Record<string, string> = {};
/** Each listing: its shop, good and price, for the expected answers. */
const listings: { id: string; shop: string; good: string; price: number; discounted: boolean }[] = [];

async function shipOrders(sellerId: string, hoursToShip: number[]): Promise<void> {
  const buyer = await createUser(t.db);
  const paidAt = new Date(t.clock.now().getTime() - 100 * HOUR);
  for (const [n, hours] of hoursToShip.entries()) {
    const [order] = await t.db
      .insert(orders)
      .values({
        orderNo: `F${Date.now()}${n}${sellerId.slice(0, 4)}`,
        userId: buyer.id,
        sellerId,
        status: 2,
        goodsCount: 1,
        prizeOriginal: '10',
        prizeReal: '10',
        fees: '0',
        tax: '0',
        totalAmount: '10',
        systemPrice: '5',
        profit: '5',
        contacts: 'Amina',
        phone: '+971501234567',
        country: 'AE',
        province: 'Dubai',
        city: 'Dubai',
        address: '12 Harbour Road',
        paidAt,
        createdAt: paidAt,
      })
      .returning();
    // Shipped afterwards, as the seller centre and the logistics sweep do: the trigger counts it.
    await t.db
      .update(orders)
      .set({ status: 3, shippedAt: new Date(paidAt.getTime() + hours * HOUR) })
      .where(eq(orders.id, order?.id ?? ''));
  }
}

beforeAll(async () => {
  t = await buildTestApp({ catalogReplyCache: false });
  const tools = await createCategory(t.db, { name: { en: 'Tools' } });
  const saws = await createCategory(t.db, { parentId: tools.id, name: { en: 'Saws' } });
  const home = await createCategory(t.db, { name: { en: 'Home' } });
  Object.assign(ids, { tools: tools.id, saws: saws.id, home: home.id });

  // alpha: verified, 19 of 20 reviews positive, ships in hours; beta: not verified, half its
  // reviews positive, ships in days; gamma: verified, no reviews, nothing shipped yet.
  const shops = {
    alpha: { reviewNum: 20, goodReviewNum: 19, verified: true },
    beta: { reviewNum: 2, goodReviewNum: 1, verified: false },
    gamma: { reviewNum: 0, goodReviewNum: 0, verified: true },
  };
  for (const [key, shop] of Object.entries(shops)) {
    const owner = await createUser(t.db);
    const row = await createSeller(t.db, {
      userId: owner.id,
      name: `Shop ${key}`,
      reviewNum: shop.reviewNum,
      goodReviewNum: shop.goodReviewNum,
    });
    ids[key] = row.id;
    if (shop.verified)
      await t.db.insert(sellerApplications).values(verifiedIdentity(owner.id, t.clock.now()));
  }
  await shipOrders(ids.alpha ?? '', [3, 10, 23]);
  await shipOrders(ids.beta ?? '', [30, 50]);

  const goods = [
    { key: 'handsaw', category: saws.id, buyMin: 1 },
    { key: 'bandsaw', category: saws.id, buyMin: 50 },
    { key: 'hammer', category: tools.id, buyMin: 2 },
    { key: 'lamp', category: home.id, buyMin: 1 },
  ];
  const now = t.clock.now().getTime();
  let n = 0;
  for (const good of goods) {
    const row = await createSystemGood(t.db, {
      categoryId: good.category,
      name: `Steel ${good.key}`,
      buyMin: good.buyMin,
    });
    ids[good.key] = row.id;
    for (const shop of Object.keys(shops)) {
      n += 1;
      const price = 10 * n;
      const discounted = n % 3 === 0;
      const listing = await createSellerGood(t.db, {
        sellerId: ids[shop] ?? '',
        goodsId: row.id,
        sellingPrice: `${price}.00`,
        soldNum: (n * 7) % 11,
        ...(discounted
          ? {
              discountRatio: '0.1000',
              discountStart: new Date(now - 86_400_000),
              discountEnd: new Date(now + 86_400_000),
            }
          : {}),
      });
      listings.push({ id: listing.id, shop, good: good.key, price, discounted });
    }
  }
}, 300_000);

async function list(action: string, params: Record<string, string | number>) {
  const res = await t.action(`/api/sellerGoods!${action}.action`, { pageSize: 50, ...params });
  expect(res.code, JSON.stringify(res)).toBe('0');
  const page = Page.parse(res.data);
  return { ids: page.pageList.map((g) => g.id), total: page.pageInfo.totalElements, goods: page.pageList };
}

type Expected = (l: (typeof listings)[number]) => boolean;
const inTools = (l: (typeof listings)[number]) => l.good !== 'lamp';

/** The listings `keep` picks, in the order of price ascending. */
function expected(keep: Expected): string[] {
  return listings
    .filter(keep)
    .sort((a, b) => a.price - b.price)
    .map((l) => l.id);
}

describe('the buyer’s filters (issue 51)', () => {
  it('bounds the selling price, inclusive, on the catalogue, a category page and a search', async () => {
    const inRange: Expected = (l) => l.price >= 40 && l.price <= 90;
    for (const [action, extra, scope] of [
      ['list', {}, () => true],
      ['list', { categoryId: ids.tools ?? '' }, inTools],
      ['list', { categoryId: ids.saws ?? '' }, (l: (typeof listings)[number]) => l.good.endsWith('saw')],
      ['search', { keyword: 'steel' }, () => true],
    ] as const) {
      const want = expected((l) => inRange(l) && scope(l));
      for (const isPrice of [1, 2]) {
        const page = await list(action, { ...extra, minPrice: '40', maxPrice: '90.00', isPrice });
        expect(page.ids).toEqual(isPrice === 1 ? want : [...want].reverse());
        expect(page.total).toBe(want.length);
      }
      // Every other sort keeps the same listings.
      for (const sort of [{}, { isHot: 2 }, { isNew: 1 }] as Record<string, number>[]) {
        const page = await list(action, { ...extra, minPrice: '40', maxPrice: '90', ...sort });
        expect([...page.ids].sort()).toEqual([...want].sort());
      }
    }
    const atLeast = await list('list', { minPrice: '100.5' });
    expect(atLeast.ids.sort()).toEqual(expected((l) => l.price >= 110).sort());
    const atMost = await list('list', { maxPrice: '20' });
    expect(atMost.ids.sort()).toEqual(expected((l) => l.price <= 20).sort());
  });

  it('keeps goods whose minimum order is at most maxBuyMin', async () => {
    const want = expected((l) => l.good !== 'bandsaw' && l.good !== 'hammer');
    expect((await list('list', { maxBuyMin: 1, isPrice: 1 })).ids).toEqual(want);
    const tools = await list('list', { maxBuyMin: 2, categoryId: ids.tools ?? '', isPrice: 1 });
    expect(tools.ids).toEqual(expected((l) => inTools(l) && l.good !== 'bandsaw'));
    expect(tools.total).toBe(tools.ids.length);
    const search = await list('search', { keyword: 'steel', maxBuyMin: 1, isPrice: 1 });
    expect(search.ids).toEqual(want);
    expect(search.total).toBe(want.length);
  });

  it('keeps shops whose owner’s identity is verified', async () => {
    const want = expected((l) => l.shop !== 'beta');
    const page = await list('list', { verified: 1, isPrice: 1 });
    expect(page.ids).toEqual(want);
    expect(page.total).toBe(want.length);
    const category = await list('list', { verified: 1, categoryId: ids.tools ?? '', isPrice: 1 });
    expect(category.ids).toEqual(expected((l) => l.shop !== 'beta' && inTools(l)));
    expect((await list('search', { keyword: 'steel', verified: 1, isPrice: 1 })).ids).toEqual(want);
  });

  it('keeps shops rated at least minRating per cent positive, with reviews', async () => {
    expect((await list('list', { minRating: 90, isPrice: 1 })).ids).toEqual(
      expected((l) => l.shop === 'alpha'),
    );
    const half = await list('list', { minRating: 50, isPrice: 1 });
    expect(half.ids).toEqual(expected((l) => l.shop !== 'gamma'));
    expect(half.total).toBe(half.ids.length);
  });

  it('keeps shops that shipped their orders within 24 hours of payment, counted as they ship', async () => {
    const [alpha] = await t.db
      .select({ shipped: sellers.ordersShipped, inDay: sellers.ordersShippedInDay })
      .from(sellers)
      .where(eq(sellers.id, ids.alpha ?? ''));
    expect(alpha).toEqual({ shipped: 3, inDay: 3 });
    const page = await list('list', { ships24h: 1, isPrice: 1 });
    expect(page.ids).toEqual(expected((l) => l.shop === 'alpha'));
    expect(page.total).toBe(page.ids.length);
    const search = await list('search', { keyword: 'steel', ships24h: 1, categoryId: ids.saws ?? '' });
    expect(search.ids.sort()).toEqual(expected((l) => l.shop === 'alpha' && l.good.endsWith('saw')).sort());
  });

  it('combines every filter with the discount and a category, and finds nothing when no shop qualifies', async () => {
    const want = expected(
      (l) => inTools(l) && l.shop === 'alpha' && l.discounted && l.price >= 10 && l.good !== 'bandsaw',
    );
    const page = await list('list', {
      categoryId: ids.tools ?? '',
      minPrice: '10',
      maxPrice: '1000',
      maxBuyMin: 5,
      verified: 1,
      minRating: 80,
      ships24h: 1,
      discount: 1,
      isPrice: 2,
    });
    expect(page.ids).toEqual([...want].reverse());
    expect(page.total).toBe(want.length);
    expect(page.goods.every((g) => g.discountPrice !== null)).toBe(true);

    const none = await list('list', { verified: 1, minRating: 99 });
    expect(none).toMatchObject({ ids: [], total: 0 });
  });

  it('refuses bad values with the parameter named, never a 500', async () => {
    const cases: [Record<string, string | number>, string, string][] = [
      [{ minPrice: '-1' }, 'COMMON_PARAM_INVALID', 'minPrice'],
      [{ maxPrice: 'NaN' }, 'COMMON_PARAM_INVALID', 'maxPrice'],
      [{ minPrice: '1e3' }, 'COMMON_PARAM_INVALID', 'minPrice'],
      [{ minPrice: '10.123' }, 'COMMON_PARAM_INVALID', 'minPrice'],
      [{ maxPrice: '1'.repeat(40) }, 'COMMON_PARAM_TOO_LONG', 'maxPrice'],
      [{ minPrice: '50', maxPrice: '20' }, 'COMMON_PARAM_INVALID', 'maxPrice'],
      [{ maxBuyMin: 0 }, 'COMMON_PARAM_INVALID', 'maxBuyMin'],
      [{ maxBuyMin: 'NaN' }, 'COMMON_PARAM_INVALID', 'maxBuyMin'],
      [{ minRating: 101 }, 'COMMON_PARAM_INVALID', 'minRating'],
      [{ minRating: -5 }, 'COMMON_PARAM_INVALID', 'minRating'],
      [{ verified: 2 }, 'COMMON_PARAM_INVALID', 'verified'],
      [{ ships24h: 'yes' }, 'COMMON_PARAM_INVALID', 'ships24h'],
    ];
    for (const action of ['list', 'search']) {
      for (const [params, key, field] of cases) {
        const res = await t.action(`/api/sellerGoods!${action}.action`, { keyword: 'steel', ...params });
        expect({ action, params, status: res.status, code: res.code, key: res.key }).toEqual({
          action,
          params,
          status: 200,
          code: '1',
          key,
        });
        expect(res.params).toMatchObject({ field });
        expect(res.msg).toContain(field);
      }
    }
  });

  it('counts a shop’s shipping as its orders ship, from the migration’s figures onwards', async () => {
    const [before] = await t.db
      .execute<{ shipped: number }>(
        sql`select orders_shipped as shipped from sellers where id = ${ids.gamma ?? ''}`,
      )
      .then((r) => r.rows);
    expect(before?.shipped).toBe(0);
    await shipOrders(ids.gamma ?? '', [5]);
    expect((await list('list', { ships24h: 1 })).ids.sort()).toEqual(
      expected((l) => l.shop === 'alpha' || l.shop === 'gamma').sort(),
    );
  });
});
