import pg from 'pg';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { orderBuyer, orderCalls, orderInfo, orderShop, walletOf } from '../../test/order-fixtures.js';

// Issue 14: one bad request must never break the marketplace. Each kind of failure is injected into
// the database connection the app uses, and then the buyer's core journey must still work.

let t: TestApp;
const calls = orderCalls(() => t);
let shop: Awaited<ReturnType<typeof orderShop>>;
let buyer: Awaited<ReturnType<typeof orderBuyer>>;

beforeAll(async () => {
  t = await buildTestApp();
  shop = await orderShop(t, { sellingPrice: '12.00', stock: 1000 });
  await t.db.execute(
    sql`update system_goods_i18n set name = 'Recovery teapot' where goods_id = ${shop.good.id} and lang = 'en'`,
  );
  buyer = await orderBuyer(t, '5000.00');
});

/** List, search, detail, a login and a payment: each answers code "0" with the right data. */
async function journeyWorks(round: number) {
  const list = await t.action('/api/sellerGoods!list.action', { sellerId: shop.shop.id });
  expect(list.code, list.msg).toBe('0');
  expect((list.data as { pageList: { id: string }[] }).pageList.map((g) => g.id)).toEqual([shop.listing.id]);

  // A different keyword each round, so no cached reply can hide a broken statement.
  const search = await t.action('/api/sellerGoods!search.action', { keyword: `teapot`, pageNum: round });
  expect(search.code, search.msg).toBe('0');
  const searchFirst = await t.action('/api/sellerGoods!search.action', { keyword: 'recovery' });
  expect((searchFirst.data as { pageList: { id: string }[] }).pageList.map((g) => g.id)).toContain(
    shop.listing.id,
  );

  const detail = await t.action('/api/sellerGoods!info.action', { sellerGoodsId: shop.listing.id });
  expect(detail.code, detail.msg).toBe('0');
  expect((detail.data as { name: string }).name).toBe('Recovery teapot');

  const login = await t.action('/api/user!newlogin.action', {
    username: buyer.user.username,
    password: buyer.user.password,
  });
  expect(login.code, login.msg).toBe('0');
  const token = (login.data as { token: string }).token;

  const before = await walletOf(t, buyer.user.id);
  const [orderId] = await calls.placed(token, orderInfo([shop.listing.id, null, 1]));
  const paid = await calls.pay(token, [orderId ?? '']);
  expect(paid.code, paid.msg).toBe('0');
  expect(Number(before) - Number(await walletOf(t, buyer.user.id))).toBeCloseTo(12, 2);
}

/** Takes the app's own pool connection, does `work` on it, and drops it as a broken client would. */
async function dropAfter(work: (client: pg.PoolClient) => Promise<unknown>) {
  const client = await t.database.pool.connect();
  try {
    await work(client);
  } finally {
    client.release(new Error('injected failure'));
  }
}

const failures: [string, () => Promise<unknown>][] = [
  [
    'a failed query outside a transaction (node-postgres replaces the connection)',
    () =>
      t.database.pool.query({ name: 'injected', text: 'select $1::text', values: ['\u0000'] }).catch(() => 0),
  ],
  [
    'a failed query inside a transaction (rolled back)',
    () =>
      t.db
        .transaction(async (tx) => {
          await tx.execute(sql`update users set avatar = 7`);
          await tx.execute(sql`select 1/0`);
        })
        .catch(() => 0),
  ],
  [
    'a query that times out',
    () =>
      t.database.pool
        .query({ text: 'select pg_sleep(0.2)', query_timeout: 20 } as pg.QueryConfig)
        .catch(() => 0),
  ],
  [
    'a cancelled query',
    async () => {
      const client = await t.database.pool.connect();
      const running = client.query('select pg_sleep(0.1)');
      const canceller = new pg.Client(t.database.pool.options.connectionString) as pg.Client & {
        cancel(client: pg.PoolClient, query: unknown): void;
      };
      canceller.on('error', () => undefined);
      canceller.cancel(client, running);
      await running.catch(() => 0);
      client.release();
    },
  ],
  [
    'a client that disconnects in the middle of a transaction holding row locks',
    () =>
      dropAfter(async (client) => {
        await client.query('begin');
        await client.query('select * from users for update');
        await client.query('update system_goods set stock = 0');
      }),
  ],
  [
    'changed session settings and a leftover prepared statement',
    () =>
      dropAfter(async (client) => {
        await client.query('set search_path = nowhere');
        await client.query("set statement_timeout = '1ms'");
        await client.query('prepare leftover as select 1');
      }),
  ],
];

describe('the database heals itself after any failure', () => {
  it('serves the journey before any failure', async () => {
    await journeyWorks(1);
  });

  failures.forEach(([name, inject], i) => {
    it(`after ${name}`, async () => {
      // Twice: the second failure lands on the connection the first one's recovery opened.
      await inject();
      await inject();
      await journeyWorks(i + 2);
    });
  });

  it('the reproduction: a NUL in a login is refused, and every catalogue route still answers', async () => {
    const routes: [string, Record<string, string>][] = [
      ['/api/sellerGoods!search.action', { keyword: 'pen' }],
      ['/api/index!home.action', {}],
      ['/api/sellerGoods!list.action', {}],
      ['/api/sellerGoods!recommend_new.action', { type: '1' }],
      ['/api/sellerGoods!info.action', { sellerGoodsId: shop.listing.id }],
      ['/api/sellerGoods!search-keyword.action', { keyword: 'tea' }],
      ['/api/seller!list.action', {}],
      ['/api/seller!info.action', { sellerId: shop.shop.id }],
      ['/api/category!listTop.action', {}],
      ['/api/sellerGoods!searchSellerGoods.action', { keyword: 'tea', sellerId: shop.shop.id }],
    ];
    for (const [path, params] of routes) expect((await t.action(path, params)).code, path).toBe('0');
    const bad = await t.action('/api/user!newlogin.action', { username: '\u0000', password: 'x' });
    expect(bad).toMatchObject({
      status: 200,
      code: '1',
      key: 'COMMON_PARAM_INVALID',
      params: { field: 'username' },
    });
    for (const [path, params] of routes) expect((await t.action(path, params)).code, path).toBe('0');
    const tree = await t.app.inject({ method: 'GET', url: '/api/category!tree.action' });
    expect(tree.json()).toMatchObject({ code: '0' });
  });
});
