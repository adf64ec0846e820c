import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { sellerGoods } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  createCategory,
  createLoggedInUser,
  createSeller,
  createSellerGood,
  createSystemGood,
} from '../../../test/factories.js';

const LIST = '/api/sellerGoods!list.action?pageNum=1&pageSize=10';

async function seedOneGood(t: Pick<TestApp, 'db'>) {
  const category = await createCategory(t.db);
  const good = await createSystemGood(t.db, { categoryId: category.id, name: 'Cached kettle' });
  const seller = await createSeller(t.db);
  return createSellerGood(t.db, { sellerId: seller.id, goodsId: good.id, sellingPrice: '15.00' });
}

function firstPrice(body: string): unknown {
  const envelope = JSON.parse(body) as { data: { pageList: { sellingPrice: unknown }[] } };
  return envelope.data.pageList[0]?.sellingPrice;
}

describe('anonymous catalogue reads', () => {
  let t: TestApp;
  let listing: Awaited<ReturnType<typeof seedOneGood>>;
  beforeAll(async () => {
    t = await buildTestApp({ catalogCacheSeconds: 60 });
    listing = await seedOneGood(t);
  });

  it('carry an ETag and Cache-Control, and a matching If-None-Match gets 304 with no body', async () => {
    const first = await t.app.inject({ method: 'GET', url: LIST });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.vary).toContain('Accept-Language');

    const again = await t.app.inject({ method: 'GET', url: LIST, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const other = await t.app.inject({ method: 'GET', url: LIST, headers: { 'if-none-match': '"x"' } });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it('are served from the cache until a catalogue change, then afresh with a new ETag', async () => {
    const before = await t.app.inject({ method: 'POST', url: LIST });
    expect(firstPrice(before.body)).toBe(15);
    await t.db.update(sellerGoods).set({ sellingPrice: '17.00' }).where(eq(sellerGoods.id, listing.id));

    const cached = await t.app.inject({ method: 'POST', url: LIST });
    expect(firstPrice(cached.body)).toBe(15);

    await t.app.deps.catalogChanged();
    const fresh = await t.app.inject({ method: 'GET', url: LIST });
    expect(firstPrice(fresh.body)).toBe(17);
    expect(fresh.headers.etag).not.toBe(before.headers.etag);
    const stale = await t.app.inject({
      method: 'GET',
      url: LIST,
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('keep one entry per language and per parameters', async () => {
    const en = await t.app.inject({ method: 'GET', url: `${LIST}&lang=en` });
    const ar = await t.app.inject({ method: 'GET', url: `${LIST}&lang=ar` });
    expect(en.headers.etag).toBeDefined();
    const page2 = await t.app.inject({ method: 'GET', url: LIST.replace('pageNum=1', 'pageNum=2') });
    expect(page2.headers.etag).not.toBe(en.headers.etag);
    expect(JSON.parse(ar.body)).toMatchObject({ code: '0' });
  });

  it('are neither cached nor given an ETag when the request carries a token', async () => {
    const { token } = await createLoggedInUser(t);
    const res = await t.app.inject({
      method: 'GET',
      url: LIST,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('do not cache errors: a bad parameter answers the envelope error every time', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await t.action('/api/sellerGoods!list.action', { pageNum: -1 });
      expect(res.code).toBe('1');
      expect(res.headers.etag).toBeUndefined();
    }
  });
});

// The scaled mode: the version and the entries live in Redis, so a change made through one
// instance reaches every other at once.
const redisUrl = process.env.REDIS_URL;

describe.runIf(redisUrl)('the catalogue cache shared through Redis', () => {
  const prefix = `caravan-test-${randomUUID().slice(0, 8)}`;
  const redis = new Redis(redisUrl ?? '');
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('a change through one instance invalidates what another cached', async () => {
    const a = await buildTestApp({ catalogCacheSeconds: 60, redisUrl, redisPrefix: prefix });
    const listing = await seedOneGood(a);
    const b = await buildApp({ db: a.db, clock: a.clock, config: a.config });
    try {
      await b.ready();
      const fromB = await b.inject({ method: 'GET', url: LIST });
      expect(firstPrice(fromB.body)).toBe(15);
      expect(await redis.keys(`${prefix}:catalog:*`)).not.toHaveLength(0);

      await a.db.update(sellerGoods).set({ sellingPrice: '19.00' }).where(eq(sellerGoods.id, listing.id));
      // A serves B's entry: the cache is shared.
      const fromA = await a.app.inject({ method: 'GET', url: LIST });
      expect(firstPrice(fromA.body)).toBe(15);
      expect(fromA.headers.etag).toBe(fromB.headers.etag);

      await a.app.deps.catalogChanged();
      expect(firstPrice((await b.inject({ method: 'GET', url: LIST })).body)).toBe(19);
    } finally {
      await b.close();
    }
  });
});
