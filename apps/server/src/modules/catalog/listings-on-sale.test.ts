import { eq, sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sellerGoods, sellers, systemGoods } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createCategory, createSeller, createSellerGood, createSystemGood } from '../../../test/factories.js';
import { sweepDiscounts } from './discount-sweep.js';

// system_goods.listings_on_sale is kept by the triggers of migration 0007; list and search totals
// add it up. After every change it must equal a fresh count of visible listings.
describe('listings on sale per system good', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });

  async function kept(goodsId: string): Promise<number> {
    const [row] = await t.db
      .select({ n: systemGoods.listingsOnSale })
      .from(systemGoods)
      .where(eq(systemGoods.id, goodsId));
    return row?.n ?? -1;
  }

  /** How many rows a recount function gives where the kept figure differs from a fresh one. */
  async function differing(recount: SQL): Promise<number> {
    const result = await t.db.execute(sql`select count(*)::int as n from ${recount}`);
    return Number((result.rows[0] as { n: number }).n);
  }

  const mismatches = () => differing(sql`caravan_listings_on_sale_recount() where kept <> actual`);
  /** Shops' figures per category (migration 0030) that differ from a fresh count. */
  const shopMismatches = () => differing(sql`caravan_shop_listings_recount() where kept <> actual`);

  /** A list's total beside the number of listings its page (of up to 50) shows. */
  async function listed(params: Record<string, string | number>): Promise<[number, number]> {
    const res = await t.action('/api/sellerGoods!list.action', { ...params, pageSize: 50 });
    const page = res.data as { pageInfo: { totalElements: number }; pageList: unknown[] } | null;
    if (!page) throw new Error(`${JSON.stringify(params)}: ${res.key ?? ''} ${res.msg}`);
    return [page.pageInfo.totalElements, page.pageList.length];
  }

  it('follows inserts, shelving, moves, shop closing and deletes', async () => {
    const category = await createCategory(t.db);
    const kettle = await createSystemGood(t.db, { categoryId: category.id, name: 'Trigger kettle' });
    const lamp = await createSystemGood(t.db, { categoryId: category.id, name: 'Trigger lamp' });
    const open = await createSeller(t.db);
    const other = await createSeller(t.db);

    const first = await createSellerGood(t.db, { sellerId: open.id, goodsId: kettle.id });
    await createSellerGood(t.db, { sellerId: other.id, goodsId: kettle.id });
    await createSellerGood(t.db, { sellerId: other.id, goodsId: kettle.id, isShelf: 0 });
    expect(await kept(kettle.id)).toBe(2);

    // One statement inserting several rows.
    await t.db.insert(sellerGoods).values([
      { sellerId: open.id, goodsId: lamp.id, sellingPrice: '3.00' },
      { sellerId: other.id, goodsId: lamp.id, sellingPrice: '4.00' },
      { sellerId: other.id, goodsId: kettle.id, sellingPrice: '5.00' },
    ]);
    expect([await kept(kettle.id), await kept(lamp.id)]).toEqual([3, 2]);

    await t.db.update(sellerGoods).set({ isShelf: 0 }).where(eq(sellerGoods.id, first.id));
    expect(await kept(kettle.id)).toBe(2);
    await t.db.update(sellerGoods).set({ isShelf: 1, goodsId: lamp.id }).where(eq(sellerGoods.id, first.id));
    expect([await kept(kettle.id), await kept(lamp.id)]).toEqual([2, 3]);

    // Updates that change nothing counted leave the figures alone.
    await t.db.update(sellerGoods).set({ viewsNum: sql`${sellerGoods.viewsNum} + 1` });
    expect([await kept(kettle.id), await kept(lamp.id)]).toEqual([2, 3]);

    await t.db.update(sellers).set({ status: 0 }).where(eq(sellers.id, other.id));
    expect([await kept(kettle.id), await kept(lamp.id)]).toEqual([0, 2]);
    // A listing added to a closed shop does not count until the shop opens again.
    await createSellerGood(t.db, { sellerId: other.id, goodsId: kettle.id });
    expect(await kept(kettle.id)).toBe(0);
    await t.db.update(sellers).set({ status: 1 }).where(eq(sellers.id, other.id));
    expect([await kept(kettle.id), await kept(lamp.id)]).toEqual([3, 3]);

    await t.db.delete(sellerGoods).where(eq(sellerGoods.id, first.id));
    expect(await kept(lamp.id)).toBe(2);
    expect(await mismatches()).toBe(0);
    expect(await shopMismatches()).toBe(0);
  });

  it('gives list and search totals equal to a count of the visible listings', async () => {
    const category = await createCategory(t.db);
    const good = await createSystemGood(t.db, { categoryId: category.id, name: 'Totalling teapot' });
    const shelvedOff = await createSystemGood(t.db, {
      categoryId: category.id,
      name: 'Totalling teapot stand',
      isShelf: 0,
    });
    const shop = await createSeller(t.db);
    const closed = await createSeller(t.db, { status: 0 });
    for (let i = 0; i < 3; i += 1) await createSellerGood(t.db, { sellerId: shop.id, goodsId: good.id });
    await createSellerGood(t.db, { sellerId: closed.id, goodsId: good.id });
    await createSellerGood(t.db, { sellerId: shop.id, goodsId: shelvedOff.id });

    const list = await t.action('/api/sellerGoods!list.action', { categoryId: category.id, pageSize: 2 });
    const search = await t.action('/api/sellerGoods!search.action', { keyword: 'totalling', pageSize: 2 });
    for (const res of [list, search]) {
      const page = res.data as { pageInfo: { totalElements: number }; pageList: unknown[] };
      expect(page.pageInfo.totalElements).toBe(3);
      expect(page.pageList).toHaveLength(2);
    }
    const none = await t.action('/api/sellerGoods!search.action', { keyword: 'no such teapot' });
    expect((none.data as { pageInfo: { totalElements: number } }).pageInfo.totalElements).toBe(0);
  });

  it('keeps the recommended and new counts, and gives the totals a fresh count would', async () => {
    const category = await createCategory(t.db);
    const goods = await Promise.all(
      ['Flagged mug', 'Flagged jug', 'Flagged bowl'].map((name, i) =>
        createSystemGood(t.db, { categoryId: category.id, name, isShelf: i === 2 ? 0 : 1 }),
      ),
    );
    const [mug, jug, bowl] = goods as [
      (typeof goods)[number],
      (typeof goods)[number],
      (typeof goods)[number],
    ];
    const shop = await createSeller(t.db);
    const closed = await createSeller(t.db, { status: 0 });
    const rec = { recTime: 1_700_000_000_000 };
    const fresh = { newTime: 1_700_000_000_000 };
    const a = await createSellerGood(t.db, { sellerId: shop.id, goodsId: mug.id, ...rec });
    const b = await createSellerGood(t.db, { sellerId: shop.id, goodsId: jug.id, ...rec, ...fresh });
    await createSellerGood(t.db, { sellerId: shop.id, goodsId: bowl.id, ...rec });
    await createSellerGood(t.db, { sellerId: shop.id, goodsId: mug.id, isShelf: 0, ...rec });
    await createSellerGood(t.db, { sellerId: closed.id, goodsId: mug.id, ...rec, ...fresh });
    await t.db.insert(sellerGoods).values([
      { sellerId: shop.id, goodsId: jug.id, sellingPrice: '2.00', ...fresh },
      { sellerId: shop.id, goodsId: jug.id, sellingPrice: '3.00' },
    ]);

    /** Each total the list gives, beside a count of the listings it shows. */
    async function totals(): Promise<Record<string, [number, number]>> {
      const shapes: Record<string, Record<string, string | number>> = {
        category: { categoryId: category.id },
        'category, recommended': { categoryId: category.id, isRec: 1 },
        shop: { sellerId: shop.id },
        'closed shop': { sellerId: closed.id },
        'shop, recommended': { sellerId: shop.id, isRec: 1 },
      };
      const out: Record<string, [number, number]> = {};
      for (const [name, params] of Object.entries(shapes)) out[name] = await listed(params);
      return out;
    }
    const flagMismatches = () =>
      differing(sql`caravan_listing_flags_recount() where kept_rec <> actual_rec or kept_new <> actual_new`);
    const flags = async (goodsId: string) => {
      const [row] = await t.db
        .select({ rec: systemGoods.listingsRec, new: systemGoods.listingsNew })
        .from(systemGoods)
        .where(eq(systemGoods.id, goodsId));
      return row;
    };

    expect(await flags(mug.id)).toEqual({ rec: 1, new: 0 });
    expect(await flags(jug.id)).toEqual({ rec: 1, new: 2 });
    expect(await totals()).toEqual({
      category: [4, 4],
      'category, recommended': [2, 2],
      shop: [4, 4],
      'closed shop': [0, 0],
      'shop, recommended': [2, 2],
    });

    // Flags on and off, a listing moved to another good, a shop closed and opened, a good back on
    // the shelf, a delete: the counts follow, and every total still equals the listings shown.
    await t.db.update(sellerGoods).set({ recTime: 0 }).where(eq(sellerGoods.id, a.id));
    await t.db.update(sellerGoods).set({ newTime: 0, goodsId: mug.id }).where(eq(sellerGoods.id, b.id));
    expect(await flags(mug.id)).toEqual({ rec: 1, new: 0 });
    expect(await flags(jug.id)).toEqual({ rec: 0, new: 1 });
    await t.db.update(sellers).set({ status: 1 }).where(eq(sellers.id, closed.id));
    expect(await flags(mug.id)).toEqual({ rec: 2, new: 1 });
    await t.db.update(systemGoods).set({ isShelf: 1 }).where(eq(systemGoods.id, bowl.id));
    await t.db.delete(sellerGoods).where(eq(sellerGoods.id, a.id));
    expect(await flagMismatches()).toBe(0);
    expect(await shopMismatches()).toBe(0);
    expect(await totals()).toEqual({
      category: [5, 5],
      'category, recommended': [3, 3],
      shop: [4, 4],
      'closed shop': [1, 1],
      'shop, recommended': [2, 2],
    });
  });

  it('keeps the discounted counts as windows open and close, and files listings under the category of their good', async () => {
    // The write trigger reads the database's clock; the sweep and the pages read the app's.
    t.clock.set(new Date());
    const HOUR = 3_600_000;
    const at = (ms: number) => new Date(t.clock.now().getTime() + ms);
    const top = await createCategory(t.db);
    const left = await createCategory(t.db, { parentId: top.id });
    const right = await createCategory(t.db, { parentId: top.id });
    const kettle = await createSystemGood(t.db, { categoryId: left.id, name: 'Window kettle' });
    const lamp = await createSystemGood(t.db, { categoryId: right.id, name: 'Window lamp' });
    const rug = await createSystemGood(t.db, { categoryId: top.id, name: 'Window rug' });
    const shop = await createSeller(t.db);
    const window = (from: number, to: number) => ({
      discountRatio: '0.1000',
      discountStart: at(from),
      discountEnd: at(to),
    });
    const live = await createSellerGood(t.db, {
      sellerId: shop.id,
      goodsId: kettle.id,
      ...window(-HOUR, 2 * HOUR),
    });
    const later = await createSellerGood(t.db, {
      sellerId: shop.id,
      goodsId: lamp.id,
      ...window(HOUR, 3 * HOUR),
    });
    await createSellerGood(t.db, {
      sellerId: shop.id,
      goodsId: rug.id,
      recTime: 1_700_000_000_000,
      ...window(-HOUR, 4 * HOUR),
    });
    await createSellerGood(t.db, { sellerId: shop.id, goodsId: kettle.id, ...window(-3 * HOUR, -HOUR) });

    const discounted = async () => ({
      // Every discounted listing in the store: these tests' and the earlier ones'.
      all: await listed({ discount: 1 }),
      rec: await listed({ discount: 1, isRec: 1 }),
      top: await listed({ categoryId: top.id, discount: 1 }),
    });
    const flagMismatches = () =>
      differing(
        sql`caravan_listing_flags_recount() where kept_disc <> actual_disc or kept_rec_disc <> actual_rec_disc`,
      );

    expect(await discounted()).toEqual({ all: [2, 2], rec: [1, 1], top: [2, 2] });
    expect(await flagMismatches()).toBe(0);

    // An hour and a half later the lamp's window has opened: the sweep moves it, once.
    t.clock.advance(90 * 60_000);
    expect(await sweepDiscounts(t.db, t.clock.now())).toEqual([later.id]);
    expect(await sweepDiscounts(t.db, t.clock.now())).toEqual([]);
    expect(await discounted()).toEqual({ all: [3, 3], rec: [1, 1], top: [3, 3] });
    // Two and a half hours in, the kettle's has closed.
    t.clock.advance(HOUR);
    expect(await sweepDiscounts(t.db, t.clock.now())).toEqual([live.id]);
    expect(await discounted()).toEqual({ all: [2, 2], rec: [1, 1], top: [2, 2] });
    expect(await flagMismatches()).toBe(0);
    expect(await shopMismatches()).toBe(0);

    // A top-level category lists its own goods and its children's; a second-level one its own.
    expect(await listed({ categoryId: top.id })).toEqual([4, 4]);
    expect(await listed({ categoryId: left.id })).toEqual([2, 2]);
    expect(await listed({ categoryId: right.id, isPrice: 2 })).toEqual([1, 1]);
    // The kettle moved to the other child: its listings follow it.
    await t.db.update(systemGoods).set({ categoryId: right.id }).where(eq(systemGoods.id, kettle.id));
    expect(await listed({ categoryId: left.id })).toEqual([0, 0]);
    expect(await listed({ categoryId: right.id, isHot: 2 })).toEqual([3, 3]);
    const copies = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sellerGoods)
      .innerJoin(systemGoods, eq(systemGoods.id, sellerGoods.goodsId))
      .where(sql`${sellerGoods.categoryId} is distinct from ${systemGoods.categoryId}`);
    expect(copies[0]?.n).toBe(0);
    // Every category's sums, kept through all of the above, equal a fresh sum of its goods'.
    expect(await differing(sql`caravan_category_listings_recount() where kept <> actual`)).toBe(0);
    // And every shop's per category, whose listings moved with the kettle.
    expect(await shopMismatches()).toBe(0);
  });
});
