import { LANGUAGES, LoginVo } from '@caravan/contract';
import { count, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import {
  categories,
  ledgerTransactions,
  sellerGoods,
  sellers,
  systemGoods,
  systemGoodsI18n,
} from '../db/schema/index.js';
import { LocalFileStorage } from '../lib/storage.js';
import { seedDemoMarketplace } from './demo.js';
import { DEMO_ACCOUNTS } from './shops.js';

let t: TestApp;
let first: Awaited<ReturnType<typeof seedDemoMarketplace>>;

beforeAll(async () => {
  t = await buildTestApp();
  first = await seedDemoMarketplace(t.db, {
    storage: new LocalFileStorage(t.config.dataDir),
    clock: t.clock,
  });
}, 120_000);

describe('demo marketplace seed', () => {
  it('seeds at least 300 system goods, 12 shops with 30–80 listings each, and 10+ top-level categories', async () => {
    expect(first).toMatchObject({ seeded: true });
    expect(first.systemGoods).toBeGreaterThanOrEqual(300);
    const [goods] = await t.db.select({ n: count() }).from(systemGoods);
    expect(goods?.n).toBe(first.systemGoods);
    const perShop = await t.db
      .select({ sellerId: sellerGoods.sellerId, n: count() })
      .from(sellerGoods)
      .groupBy(sellerGoods.sellerId);
    expect(perShop.length).toBeGreaterThanOrEqual(12);
    for (const shop of perShop) {
      expect(shop.n).toBeGreaterThanOrEqual(30);
      expect(shop.n).toBeLessThanOrEqual(80);
    }
    const tops = await t.db
      .select()
      .from(categories)
      .where(sql`${categories.parentId} is null`);
    expect(tops.length).toBeGreaterThanOrEqual(10);
    for (const c of tops) expect(Object.keys(c.name).sort()).toEqual([...LANGUAGES].sort());
    expect(tops.every((c) => c.iconImg?.startsWith('/uploads/'))).toBe(true);
  });

  it('names every good in English, Simplified and Traditional Chinese', async () => {
    const rows = await t.db
      .select({ lang: systemGoodsI18n.lang, n: count() })
      .from(systemGoodsI18n)
      .groupBy(systemGoodsI18n.lang);
    expect(Object.fromEntries(rows.map((r) => [r.lang, r.n]))).toEqual({
      en: first.systemGoods,
      'zh-CN': first.systemGoods,
      'zh-TW': first.systemGoods,
    });
  });

  it('gives every good its own images, none alike, served with long-lived cache headers', async () => {
    const goods = await t.db.select({ images: systemGoods.images }).from(systemGoods);
    const all = goods.flatMap((g) => g.images);
    expect(all.length).toBeGreaterThanOrEqual(first.systemGoods);
    expect(new Set(all).size).toBe(all.length);
    const res = await t.app.inject({ method: 'GET', url: all[0] ?? '' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(String(res.headers['cache-control'])).toMatch(
      /max-age=31536000.*immutable|immutable.*max-age=31536000/,
    );
  });

  it('has discounts, recommended and new listings, and zero fake sales', async () => {
    const [flags] = await t.db
      .select({
        discounted: sql<number>`count(*) filter (where ${sellerGoods.discountRatio} is not null)::int`,
        recommended: sql<number>`count(*) filter (where ${sellerGoods.recTime} > 0)::int`,
        fresh: sql<number>`count(*) filter (where ${sellerGoods.newTime} > 0)::int`,
        sold: sql<number>`coalesce(sum(${sellerGoods.soldNum}), 0)::int`,
      })
      .from(sellerGoods);
    expect(flags?.discounted).toBeGreaterThan(10);
    expect(flags?.recommended).toBeGreaterThan(10);
    expect(flags?.fresh).toBeGreaterThan(10);
    expect(flags?.sold).toBe(0);
  });

  it('creates the demo accounts with their fixed credentials; the seller owns a shop', async () => {
    const buyer = await t.action('/api/user!newlogin.action', {
      username: DEMO_ACCOUNTS.buyer.username,
      password: DEMO_ACCOUNTS.buyer.password,
    });
    const me = await t.action('/api/localuser!get.action', { token: LoginVo.parse(buyer.data).token });
    expect(me.data).toMatchObject({ username: 'demobuyer', safeword: 1, sellerId: null });
    const seller = await t.action('/api/user!newlogin.action', {
      username: DEMO_ACCOUNTS.seller.username,
      password: DEMO_ACCOUNTS.seller.password,
    });
    const sellerMe = await t.action('/api/localuser!get.action', { token: LoginVo.parse(seller.data).token });
    expect((sellerMe.data as { sellerId: string | null }).sellerId).not.toBeNull();
  });

  it('gives the demo buyer 10,000 USDT and the demo seller 5,000 through the ledger', async () => {
    const balance = async (username: string, password: string) => {
      const login = await t.action('/api/user!newlogin.action', { username, password });
      const token = LoginVo.parse(login.data).token;
      const records = await t.action('/api/moneylog!list.action', { token });
      return { usdt: (await t.action('/api/wallet!getUsdt.action', { token })).data, records: records.data };
    };
    const buyer = await balance(DEMO_ACCOUNTS.buyer.username, DEMO_ACCOUNTS.buyer.password);
    expect(buyer.usdt).toEqual({ money: 10000, rebate: 0 });
    expect(buyer.records).toMatchObject({
      pageList: [{ type: 'opening_balance', amount: 10000, balance: 10000 }],
      pageInfo: { totalElements: 1 },
    });
    const seller = await balance(DEMO_ACCOUNTS.seller.username, DEMO_ACCOUNTS.seller.password);
    expect(seller.usdt).toEqual({ money: 5000, rebate: 0 });
  });

  it('opens demo deposit channels (USDT on TRC20 and ERC20, ETH, BTC) with rates for ETH and BTC', async () => {
    const channels = (await t.action('/api/channelBlockchain!list.action')).data as {
      coin: string;
      blockchain_name: string;
    }[];
    expect(channels.map((c) => `${c.coin}_${c.blockchain_name}`)).toEqual([
      'USDT_TRC20',
      'USDT_ERC20',
      'ETH_ERC20',
      'BTC_BTC',
    ]);
    expect((await t.action('/api/rechargeBlockchain!fee.action', { symbol: 'ETH' })).data).toEqual({
      price: 3000,
    });
    expect((await t.action('/api/rechargeBlockchain!fee.action', { symbol: 'BTC' })).data).toEqual({
      price: 60000,
    });
  });

  it('is idempotent: a second run changes nothing', async () => {
    const [before] = await t.db.select({ n: count() }).from(sellers);
    const again = await seedDemoMarketplace(t.db, {
      storage: new LocalFileStorage(t.config.dataDir),
      clock: t.clock,
    });
    expect(again.seeded).toBe(false);
    const [after] = await t.db.select({ n: count() }).from(sellers);
    expect(after?.n).toBe(before?.n);
    const [grants] = await t.db.select({ n: count() }).from(ledgerTransactions);
    expect(grants?.n).toBe(2);
  });
});
