import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { focusSellers, sellerGoods, sellers } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  createCategory,
  createLoggedInUser,
  createSeller,
  createSellerGood,
  createSystemGood,
  createUser,
} from '../../../test/factories.js';

// sellers.goods_on_shelf, sold_num and focus_num are kept by the triggers of migration 0009 and
// shown as the shop's figures. After every change they must equal a fresh count.
describe('shop figures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });

  async function figures(sellerId: string) {
    const [row] = await t.db
      .select({ shelf: sellers.goodsOnShelf, sold: sellers.soldNum, focus: sellers.focusNum })
      .from(sellers)
      .where(eq(sellers.id, sellerId));
    return row;
  }

  async function mismatches(): Promise<number> {
    const result = await t.db.execute(
      sql`select count(*)::int as n from caravan_seller_figures_recount()
          where kept_shelf <> actual_shelf or kept_sold <> actual_sold or kept_focus <> actual_focus`,
    );
    return Number((result.rows[0] as { n: number }).n);
  }

  it('follow listings added, sold, shelved, moved and deleted, and followers', async () => {
    const category = await createCategory(t.db);
    const good = await createSystemGood(t.db, { categoryId: category.id, name: 'Figures kettle' });
    const shop = await createSeller(t.db);
    const other = await createSeller(t.db);

    const first = await createSellerGood(t.db, { sellerId: shop.id, goodsId: good.id, soldNum: 4 });
    await t.db.insert(sellerGoods).values([
      { sellerId: shop.id, goodsId: good.id, sellingPrice: '3.00', soldNum: 2 },
      { sellerId: shop.id, goodsId: good.id, sellingPrice: '4.00', isShelf: 0, soldNum: 1 },
      { sellerId: other.id, goodsId: good.id, sellingPrice: '5.00', soldNum: 9 },
    ]);
    expect(await figures(shop.id)).toEqual({ shelf: 2, sold: 7, focus: 0 });
    expect(await figures(other.id)).toEqual({ shelf: 1, sold: 9, focus: 0 });

    // A sale, then the listing taken off the shelf, then moved to the other shop.
    await t.db
      .update(sellerGoods)
      .set({ soldNum: sql`${sellerGoods.soldNum} + 3` })
      .where(eq(sellerGoods.id, first.id));
    expect(await figures(shop.id)).toEqual({ shelf: 2, sold: 10, focus: 0 });
    await t.db.update(sellerGoods).set({ isShelf: 0 }).where(eq(sellerGoods.id, first.id));
    expect(await figures(shop.id)).toEqual({ shelf: 1, sold: 10, focus: 0 });
    await t.db
      .update(sellerGoods)
      .set({ isShelf: 1, sellerId: other.id })
      .where(eq(sellerGoods.id, first.id));
    expect(await figures(shop.id)).toEqual({ shelf: 1, sold: 3, focus: 0 });
    expect(await figures(other.id)).toEqual({ shelf: 2, sold: 16, focus: 0 });

    // Views and prices change no figure.
    await t.db.update(sellerGoods).set({ viewsNum: sql`${sellerGoods.viewsNum} + 1`, sellingPrice: '6.00' });
    expect(await figures(other.id)).toEqual({ shelf: 2, sold: 16, focus: 0 });

    const buyers = [await createUser(t.db), await createUser(t.db)];
    const now = new Date();
    await t.db
      .insert(focusSellers)
      .values(buyers.map((b) => ({ userId: b.id, sellerId: shop.id, createdAt: now })));
    expect((await figures(shop.id))?.focus).toBe(2);
    await t.db.delete(focusSellers).where(eq(focusSellers.userId, buyers[0]?.id ?? ''));
    expect((await figures(shop.id))?.focus).toBe(1);

    await t.db.delete(sellerGoods).where(eq(sellerGoods.sellerId, other.id));
    expect(await figures(other.id)).toEqual({ shelf: 0, sold: 0, focus: 0 });
    expect(await mismatches()).toBe(0);
  });

  it('reach seller!info and the follow actions', async () => {
    const category = await createCategory(t.db);
    const good = await createSystemGood(t.db, { categoryId: category.id, name: 'Figures lamp' });
    const shop = await createSeller(t.db);
    await createSellerGood(t.db, { sellerId: shop.id, goodsId: good.id, soldNum: 5 });
    const { token } = await createLoggedInUser(t);
    await t.action('/api/focusSeller!add.action', { token, sellerId: shop.id });
    const info = await t.action('/api/seller!info.action', { token, sellerId: shop.id });
    expect(info.data).toMatchObject({ sellerGoodsNum: 1, soldNum: 5, focusNum: 1, isFocus: 1 });
    await t.action('/api/focusSeller!del.action', { token, sellerId: shop.id });
    const after = await t.action('/api/seller!info.action', { token, sellerId: shop.id });
    expect(after.data).toMatchObject({ focusNum: 0, isFocus: 0 });
  });
});
