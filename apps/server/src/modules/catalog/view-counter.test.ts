import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createCategory, createSeller, createSellerGood, createSystemGood } from '../../../test/factories.js';
import { goodsViews, sellerGoods, sellers, sellerViewsHourly } from '../../db/schema/index.js';
import { startViewCounter, type ViewCounter } from './view-counter.js';

let t: TestApp;
let categoryId: string;

beforeAll(async () => {
  t = await buildTestApp();
  categoryId = (await createCategory(t.db, { name: { en: 'Lamps' } })).id;
});

/** A shop with `n` listings of its own. */
async function shopWithListings(n: number) {
  const shop = await createSeller(t.db, {});
  const listings: string[] = [];
  for (let i = 0; i < n; i++) {
    const goods = await createSystemGood(t.db, { categoryId });
    listings.push((await createSellerGood(t.db, { sellerId: shop.id, goodsId: goods.id })).id);
  }
  return { shopId: shop.id, listings };
}

async function figures(shopId: string, listings: string[]) {
  const rows = await t.db
    .select({ id: sellerGoods.id, views: sellerGoods.viewsNum })
    .from(sellerGoods)
    .where(inArray(sellerGoods.id, listings));
  const [shop] = await t.db.select({ views: sellers.viewsNum }).from(sellers).where(eq(sellers.id, shopId));
  const hours = await t.db
    .select({ hour: sellerViewsHourly.hour, views: sellerViewsHourly.views })
    .from(sellerViewsHourly)
    .where(eq(sellerViewsHourly.sellerId, shopId))
    .orderBy(sellerViewsHourly.hour);
  return {
    listings: listings.map((id) => rows.find((r) => r.id === id)?.views),
    shop: shop?.views,
    hours: hours.map((h) => [h.hour.toISOString(), h.views]),
  };
}

const counters: ViewCounter[] = [];
/** A counter of its own whose timer never fires during a test: the test flushes it. */
function counter(options: { maxPending?: number; flushMs?: number } = {}) {
  const log = vi.fn<(error: unknown, message: string) => void>();
  const views = startViewCounter(t.db, { flushMs: options.flushMs ?? 3_600_000, log, ...options });
  counters.push(views);
  return { views, log };
}

afterAll(async () => {
  for (const views of counters) await views.stop();
});

const at = (iso: string) => new Date(iso);

describe('the view counter', () => {
  it('writes nothing until it flushes, then counts each viewer once per listing and day, into the listing, the shop and the shop’s hour', async () => {
    const { shopId, listings } = await shopWithListings(2);
    const [a = '', b = ''] = listings;
    const { views, log } = counter();
    views.record(a, 'ip:10.0.0.1', at('2026-05-01T08:10:00Z'));
    views.record(a, 'ip:10.0.0.1', at('2026-05-01T08:50:00Z')); // the same viewer again: once
    views.record(a, 'u:buyer', at('2026-05-01T09:05:00Z'));
    views.record(b, 'ip:10.0.0.1', at('2026-05-01T09:20:00Z'));
    expect(await figures(shopId, listings)).toEqual({ listings: [0, 0], shop: 0, hours: [] });

    await views.flush();
    expect(await figures(shopId, listings)).toEqual({
      listings: [2, 1],
      shop: 3,
      hours: [
        ['2026-05-01T08:00:00.000Z', 1],
        ['2026-05-01T09:00:00.000Z', 2],
      ],
    });
    expect(log).not.toHaveBeenCalled();
  });

  it('does not count again a view written by an earlier flush (or another instance) that day; the next day counts', async () => {
    const { shopId, listings } = await shopWithListings(1);
    const [a = ''] = listings;
    const first = counter().views;
    const other = counter().views;
    first.record(a, 'ip:10.0.0.2', at('2026-05-02T10:00:00Z'));
    await first.flush();
    other.record(a, 'ip:10.0.0.2', at('2026-05-02T11:00:00Z'));
    first.record(a, 'ip:10.0.0.2', at('2026-05-02T23:59:00Z'));
    await Promise.all([first.flush(), other.flush()]);
    expect((await figures(shopId, listings)).listings).toEqual([1]);

    first.record(a, 'ip:10.0.0.2', at('2026-05-03T00:01:00Z'));
    await first.flush();
    expect(await figures(shopId, listings)).toMatchObject({ listings: [2], shop: 2 });
  });

  it('writes one flush after another: views noted while a write is under way are counted by the next', async () => {
    const { shopId, listings } = await shopWithListings(3);
    const { views } = counter();
    const day = at('2026-05-04T12:00:00Z');
    views.record(listings[0] ?? '', 'ip:10.0.0.3', day);
    const one = views.flush();
    views.record(listings[1] ?? '', 'ip:10.0.0.3', day);
    views.record(listings[2] ?? '', 'ip:10.0.0.3', day);
    const two = views.flush();
    await Promise.all([one, two]);
    expect(await figures(shopId, listings)).toMatchObject({ listings: [1, 1, 1], shop: 3 });
  });

  it('holds at most maxPending views: the rest are dropped until the next write, and said so in the log', async () => {
    const { shopId, listings } = await shopWithListings(1);
    const { views, log } = counter({ maxPending: 3 });
    for (let i = 0; i < 5; i++) views.record(listings[0] ?? '', `ip:10.0.1.${i}`, at('2026-05-05T12:00:00Z'));
    await views.flush();
    expect((await figures(shopId, listings)).listings).toEqual([3]);
    expect(log).toHaveBeenCalledWith(expect.any(Error), '2 product views were dropped');
    views.record(listings[0] ?? '', 'ip:10.0.1.9', at('2026-05-05T12:00:00Z'));
    await views.flush();
    expect((await figures(shopId, listings)).listings).toEqual([4]);
  });

  it('logs a write that fails, changes nothing, and writes the next flush', async () => {
    const { shopId, listings } = await shopWithListings(1);
    const { views, log } = counter();
    const day = at('2026-05-06T12:00:00Z');
    views.record(listings[0] ?? '', 'ip:10.0.2.1', day);
    views.record('not-a-listing-id', 'ip:10.0.2.1', day);
    await expect(views.flush()).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith(expect.anything(), '2 product views were not counted');
    expect(await figures(shopId, listings)).toMatchObject({ listings: [0], shop: 0 });
    expect(await t.db.select().from(goodsViews).where(eq(goodsViews.viewer, 'ip:10.0.2.1'))).toEqual([]);

    views.record(listings[0] ?? '', 'ip:10.0.2.1', day);
    await views.flush();
    expect(await figures(shopId, listings)).toMatchObject({ listings: [1], shop: 1 });
  });

  it('writes on its own every flushMs, and stop() writes what is left', async () => {
    const { shopId, listings } = await shopWithListings(2);
    const { views } = counter({ flushMs: 50 });
    views.record(listings[0] ?? '', 'ip:10.0.3.1', at('2026-05-07T12:00:00Z'));
    await vi.waitFor(async () => expect((await figures(shopId, listings)).listings).toEqual([1, 0]), {
      timeout: 5_000,
    });
    const { views: closing } = counter();
    closing.record(listings[1] ?? '', 'ip:10.0.3.1', at('2026-05-07T12:00:00Z'));
    await closing.stop();
    expect(await figures(shopId, listings)).toMatchObject({ listings: [1, 1], shop: 2 });
  });

  it('counts the product page’s views through the app: one a viewer, written within a second', async () => {
    const { shopId, listings } = await shopWithListings(1);
    const id = listings[0] ?? '';
    for (let i = 0; i < 3; i++) {
      const res = await t.action(
        '/api/sellerGoods!info.action',
        { sellerGoodsId: id },
        { remoteAddress: '10.0.4.1' },
      );
      expect(res.code).toBe('0');
    }
    await t.action('/api/sellerGoods!info.action', { sellerGoodsId: id }, { remoteAddress: '10.0.4.2' });
    await vi.waitFor(async () => expect((await figures(shopId, listings)).listings).toEqual([2]), {
      timeout: 5_000,
    });
  });
});
