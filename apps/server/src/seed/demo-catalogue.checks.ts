import { GoodsVo, LANGUAGES } from '@caravan/contract';
import { count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.js';
import {
  categories,
  goodsSkus,
  orders,
  sellerGoods,
  sellers,
  systemGoods,
  systemGoodsI18n,
} from '../db/schema/index.js';
import { loadCatalogueData, loadPicture } from './catalogue-data.js';
import type { seedDemoMarketplace } from './demo.js';
import { DEMO_SHOPS } from './shops.js';

// demo.test.ts's checks of the demo catalogue: goods, their names, pictures, weights, prices and
// wholesale terms. Registered from demo.test.ts, which seeds the marketplace once for all its checks.

const parent = alias(categories, 'parent');
const CATEGORY_NAMES = loadCatalogueData().categories.map((c) => [c.key, c.name.en] as const);

export type DemoSeeded = { t: TestApp; first: Awaited<ReturnType<typeof seedDemoMarketplace>> };

/** The catalogue's checks, on the marketplace `seeded` returns once demo.test.ts has seeded it. */
export function demoCatalogueChecks(seeded: () => DemoSeeded): void {
  let t: TestApp;
  let first: DemoSeeded['first'];
  beforeAll(() => {
    ({ t, first } = seeded());
  });

  it('seeds at least 300 system goods, each shop listing the goods of its own categories', async () => {
    expect(first).toMatchObject({ seeded: true });
    expect(first.systemGoods).toBeGreaterThanOrEqual(300);
    const [goods] = await t.db.select({ n: count() }).from(systemGoods);
    expect(goods?.n).toBe(first.systemGoods);
    // Issue 15: a shop sells what its description says; no pet toys in the car-parts shop.
    const listed = await t.db
      .select({
        shop: sellers.name,
        top: sql<string>`coalesce(${parent.name}->>'en', ${categories.name}->>'en')`,
      })
      .from(sellerGoods)
      .innerJoin(sellers, eq(sellers.id, sellerGoods.sellerId))
      .innerJoin(systemGoods, eq(systemGoods.id, sellerGoods.goodsId))
      .innerJoin(categories, eq(categories.id, systemGoods.categoryId))
      .leftJoin(parent, eq(parent.id, categories.parentId));
    const topsByShop = new Map<string, Set<string>>();
    for (const row of listed) topsByShop.set(row.shop, (topsByShop.get(row.shop) ?? new Set()).add(row.top));
    expect(topsByShop.size).toBe(DEMO_SHOPS.length);
    const names = new Map(CATEGORY_NAMES);
    for (const shop of DEMO_SHOPS) {
      expect([...(topsByShop.get(shop.name) ?? [])].sort(), shop.name).toEqual(
        shop.categories.map((key) => names.get(key)).sort(),
      );
    }
    const tops = await t.db
      .select()
      .from(categories)
      .where(sql`${categories.parentId} is null`);
    expect(tops.length).toBeGreaterThanOrEqual(10);
    for (const c of tops) expect(Object.keys(c.name).sort()).toEqual([...LANGUAGES].sort());
    expect(tops.every((c) => c.iconImg?.startsWith('/uploads/'))).toBe(true);
  });

  it('weighs every good, and ships free exactly the goods shown without freight', async () => {
    const rows = await t.db
      .select({
        weightKg: systemGoods.weightKg,
        freightType: systemGoods.freightType,
        freightAmount: systemGoods.freightAmount,
      })
      .from(systemGoods);
    // Plausible packed weights: from earrings (20 g) to a pair of 10 kg dumbbells.
    for (const r of rows) {
      expect(Number(r.weightKg)).toBeGreaterThanOrEqual(0.02);
      expect(Number(r.weightKg)).toBeLessThanOrEqual(25);
    }
    expect(rows.every((r) => (r.freightType === 1) === (Number(r.freightAmount) === 0))).toBe(true);
    expect(rows.some((r) => r.freightType === 1)).toBe(true);
    // Some orders of the history paid a freight by weight: fixed fees plus the weight's share.
    const [paid] = await t.db
      .select({ n: count() })
      .from(orders)
      .where(sql`${orders.fees} > 3.50`);
    expect(paid?.n).toBeGreaterThan(0);
  });

  it('names and describes every good, with its unit, in all 21 languages', async () => {
    const rows = await t.db
      .select({
        lang: systemGoodsI18n.lang,
        n: count(),
        units: sql<number>`count(${systemGoodsI18n.unit})::int`,
        described: sql<number>`count(${systemGoodsI18n.des})::int`,
      })
      .from(systemGoodsI18n)
      .groupBy(systemGoodsI18n.lang);
    expect(rows.map((r) => r.lang).sort()).toEqual([...LANGUAGES].sort());
    for (const row of rows) {
      expect(row.n, row.lang).toBe(first.systemGoods);
      expect(row.units, row.lang).toBe(first.systemGoods);
      // Issue 51: descriptions stayed English in 20 languages.
      expect(row.described, row.lang).toBe(first.systemGoods);
    }
    // Translated, not copied: no name or description in another language is the English one.
    const same = await t.db.execute(sql`
      select l.lang, count(*) filter (where l.name = en.name)::int as names,
             count(*) filter (where l.des = en.des)::int as descriptions
      from system_goods_i18n l
      join system_goods_i18n en on en.goods_id = l.goods_id and en.lang = 'en'
      where l.lang <> 'en' group by l.lang`);
    for (const row of same.rows as { lang: string; names: number; descriptions: number }[]) {
      expect(row.descriptions, row.lang).toBe(0);
      if (row.lang === 'ja') expect(row.names).toBe(0);
    }
  });

  it('shows a good’s name, unit and options in the buyer’s language, English where none is given', async () => {
    const [listing] = await t.db
      .select({ id: sellerGoods.id })
      .from(sellerGoods)
      .innerJoin(goodsSkus, eq(goodsSkus.goodsId, sellerGoods.goodsId))
      .where(sql`${goodsSkus.attributes} @> '[{"attrName":"Colour"}]'::jsonb`)
      .limit(1);
    const info = async (lang: string) =>
      GoodsVo.parse(
        (await t.action('/api/sellerGoods!info.action', { sellerGoodsId: listing?.id ?? '', lang })).data,
      );
    const [en, ja, ar] = [await info('en'), await info('ja'), await info('ar')];
    expect(en.canSelectAttributes?.attributes[0]?.attrName).toBe('Colour');
    expect(ja.canSelectAttributes?.attributes[0]?.attrName).toBe('カラー');
    expect(ar.canSelectAttributes?.attributes[0]?.attrName).toBe('اللون');
    expect(ja.unit).not.toBe(en.unit);
    expect(ja.name).not.toBe(en.name);
    // The SKUs are the same ones, whatever the words: buyers order by skuId.
    expect(ja.canSelectAttributes?.skus.map((s) => s.skuId)).toEqual(
      en.canSelectAttributes?.skus.map((s) => s.skuId),
    );
    // The description is in the reader's language, and says so (no "shown in English" mark).
    expect(ja.des).not.toBe(en.des);
    expect([en.desLang, ja.desLang, ar.desLang]).toEqual(['en', 'ja', 'ar']);
  });

  it('draws every product its own picture', () => {
    const data = loadCatalogueData();
    for (const product of data.products) {
      const picture = loadPicture(product.key);
      expect(picture, product.key).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 200 200"/,
      );
      // Pictures are drawings: no text to translate, nothing fetched.
      expect(picture, product.key).not.toMatch(/<text|<image|<script|href="http|<style/i);
    }
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

  it('has discounts, recommended and new listings, and sales only from real orders', async () => {
    const [flags] = await t.db
      .select({
        discounted: sql<number>`count(*) filter (where ${sellerGoods.discountRatio} is not null)::int`,
        recommended: sql<number>`count(*) filter (where ${sellerGoods.recTime} > 0)::int`,
        fresh: sql<number>`count(*) filter (where ${sellerGoods.newTime} > 0)::int`,
      })
      .from(sellerGoods);
    expect(flags?.discounted).toBeGreaterThan(10);
    expect(flags?.recommended).toBeGreaterThan(10);
    expect(flags?.fresh).toBeGreaterThan(10);
    // Every listing's sold count is the units of its paid orders: nothing typed in (issue 15).
    const mismatched = await t.db.execute(sql`
      select sg.id from seller_goods sg
      left join (select oi.seller_goods_id, sum(oi.quantity)::int as units from order_items oi
                 join orders o on o.id = oi.order_id where o.paid_at is not null group by 1) paid
        on paid.seller_goods_id = sg.id
      where sg.sold_num <> coalesce(paid.units, 0)`);
    expect(mismatched.rows).toEqual([]);
    const [sold] = await t.db.select({ n: sql<number>`sum(${sellerGoods.soldNum})::int` }).from(sellerGoods);
    expect(sold?.n).toBeGreaterThan(100);
  });

  it('sells about half the listings without a discount on a ladder, some by the case, and offers some samples (issue 53)', async () => {
    const rows = await t.db.select().from(sellerGoods);
    const undiscounted = rows.filter((r) => r.discountRatio === null);
    const laddered = undiscounted.filter((r) => r.priceTiers !== null);
    expect(laddered.length / undiscounted.length).toBeGreaterThan(0.3);
    expect(laddered.length / undiscounted.length).toBeLessThan(0.6);
    for (const r of laddered) {
      const tiers = r.priceTiers ?? [];
      expect(tiers.length).toBeGreaterThanOrEqual(2);
      expect(tiers.length).toBeLessThanOrEqual(5);
      // The first rung is the selling price old clients read, from the minimum.
      expect(tiers[0]).toEqual({ minQty: r.moq, price: r.sellingPrice });
    }
    expect(rows.filter((r) => r.samplePrice !== null).length).toBeGreaterThan(rows.length / 5);
    // Some sell by the case: the minimum and every rung whole cases; no listing off a ladder does.
    const cased = rows.filter((r) => r.packSize > 1);
    expect(cased.length / laddered.length).toBeGreaterThan(0.15);
    for (const r of cased) {
      expect(r.priceTiers).not.toBeNull();
      expect((r.priceTiers ?? []).every((rung) => rung.minQty % r.packSize === 0)).toBe(true);
    }
  });
}
