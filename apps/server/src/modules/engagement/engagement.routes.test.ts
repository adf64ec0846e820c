import { FocusRecordVo, GoodsVo, KeptGoodsVo } from '@caravan/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  createCategory,
  createLoggedInUser,
  createSeller,
  createSellerGood,
  createSystemGood,
} from '../../../test/factories.js';
import { sellerGoods } from '../../db/schema/index.js';

let t: TestApp;
let shop: { id: string };
let closedShop: { id: string };
let listingA: { id: string };
let listingB: { id: string };
let offShelf: { id: string };
const DAY = 86_400_000;

const KeptPage = z.object({
  pageList: z.array(KeptGoodsVo),
  pageInfo: z.object({ totalElements: z.number() }),
});
const FollowPage = z.object({
  pageList: z.array(FocusRecordVo),
  pageInfo: z.object({ totalElements: z.number() }),
});

beforeAll(async () => {
  t = await buildTestApp();
  const now = t.clock.now().getTime();
  const top = await createCategory(t.db);
  const sub = await createCategory(t.db, { parentId: top.id });
  shop = await createSeller(t.db, { name: 'Followable' });
  closedShop = await createSeller(t.db, { status: 0 });
  const good = await createSystemGood(t.db, { categoryId: sub.id, name: 'Kettle' });
  listingA = await createSellerGood(t.db, {
    sellerId: shop.id,
    goodsId: good.id,
    discountRatio: '0.1000',
    discountStart: new Date(now - DAY),
    discountEnd: new Date(now + DAY),
  });
  listingB = await createSellerGood(t.db, { sellerId: shop.id, goodsId: good.id });
  offShelf = await createSellerGood(t.db, { sellerId: shop.id, goodsId: good.id, isShelf: 0 });
});

describe('refusals', () => {
  it('every favourites and follows route needs a session', async () => {
    for (const name of [
      'keepGoods!list',
      'keepGoods!add',
      'keepGoods!del',
      'keepGoods!count',
      'focusSeller!list',
      'focusSeller!add',
      'focusSeller!del',
      'focusSeller!count',
    ]) {
      expect(
        (await t.action(`/api/${name}.action`, { sellerGoodsId: listingA.id, sellerId: shop.id })).code,
        name,
      ).toBe('403');
    }
  });

  it('refuses unknown, off-sale and malformed goods, and closed or unknown shops', async () => {
    const { token } = await createLoggedInUser(t);
    const keep = (sellerGoodsId: string) => t.action('/api/keepGoods!add.action', { token, sellerGoodsId });
    expect((await keep('00000000-0000-0000-0000-000000000000')).key).toBe('CATALOG_GOODS_NOT_FOUND');
    expect((await keep(offShelf.id)).key).toBe('CATALOG_GOODS_NOT_FOUND');
    expect((await keep('1 or 1=1')).key).toBe('COMMON_PARAM_INVALID');
    expect((await t.action('/api/keepGoods!add.action', { token })).key).toBe('COMMON_PARAM_MISSING');
    expect((await t.action('/api/focusSeller!add.action', { token, sellerId: closedShop.id })).key).toBe(
      'CATALOG_SHOP_NOT_FOUND',
    );
  });

  it('a seller cannot follow its own shop', async () => {
    const owner = await createLoggedInUser(t);
    const own = await createSeller(t.db, { userId: owner.user.id });
    const res = await t.action('/api/focusSeller!add.action', { token: owner.token, sellerId: own.id });
    expect(res).toMatchObject({ code: '1', key: 'CATALOG_CANNOT_FOLLOW_SELF' });
  });

  it('a seller cannot follow another shop either, and nothing is recorded (spec §6)', async () => {
    const owner = await createLoggedInUser(t);
    await createSeller(t.db, { userId: owner.user.id });
    const res = await t.action('/api/focusSeller!add.action', {
      token: owner.token,
      sellerId: shop.id,
      lang: 'ar',
    });
    expect(res).toMatchObject({
      code: '1',
      key: 'CATALOG_SELLER_CANNOT_FOLLOW',
      msg: 'لا يمكن لحساب البائع متابعة متاجر أخرى.',
    });
    const count = await t.action('/api/focusSeller!count.action', { token: owner.token });
    expect(count.data).toBe(0);
  });
});

describe('favourite goods', () => {
  it('adds once, counts, lists newest first with date-string discount times, and removes', async () => {
    const { token } = await createLoggedInUser(t);
    expect((await t.action('/api/keepGoods!add.action', { token, sellerGoodsId: listingA.id })).code).toBe(
      '0',
    );
    t.clock.advance(1000);
    expect((await t.action('/api/keepGoods!add.action', { token, sellerGoodsId: listingB.id })).code).toBe(
      '0',
    );
    expect((await t.action('/api/keepGoods!add.action', { token, sellerGoodsId: listingA.id })).key).toBe(
      'CATALOG_ALREADY_KEPT',
    );
    expect((await t.action('/api/keepGoods!count.action', { token })).data).toBe(2);
    const page = KeptPage.parse((await t.action('/api/keepGoods!list.action', { token })).data);
    expect(page.pageList.map((g) => g.id)).toEqual([listingB.id, listingA.id]);
    expect(page.pageList[1]).toMatchObject({
      isKeep: 1,
      discountStartTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    expect(page.pageInfo.totalElements).toBe(2);

    // Goods taken off sale stay in favourites, marked off the shelf.
    await t.db.update(sellerGoods).set({ isShelf: 0 }).where(eq(sellerGoods.id, listingB.id));
    const after = KeptPage.parse((await t.action('/api/keepGoods!list.action', { token })).data);
    expect(after.pageList.find((g) => g.id === listingB.id)?.isShelf).toBe(0);
    await t.db.update(sellerGoods).set({ isShelf: 1 }).where(eq(sellerGoods.id, listingB.id));

    expect((await t.action('/api/keepGoods!del.action', { token, sellerGoodsId: listingA.id })).code).toBe(
      '0',
    );
    expect((await t.action('/api/keepGoods!count.action', { token })).data).toBe(1);
  });

  it('marks favourites in product lists for their owner only', async () => {
    const owner = await createLoggedInUser(t);
    const other = await createLoggedInUser(t);
    await t.action('/api/keepGoods!add.action', { token: owner.token, sellerGoodsId: listingA.id });
    const list = (token?: string) =>
      t
        .action('/api/sellerGoods!list.action', token ? { token, sellerId: shop.id } : { sellerId: shop.id })
        .then((r) => z.object({ pageList: z.array(GoodsVo) }).parse(r.data).pageList);
    expect((await list(owner.token)).find((g) => g.id === listingA.id)?.isKeep).toBe(1);
    expect((await list(other.token)).find((g) => g.id === listingA.id)?.isKeep).toBe(0);
    expect((await list()).find((g) => g.id === listingA.id)?.isKeep).toBe(0);
    expect(
      KeptPage.parse((await t.action('/api/keepGoods!list.action', { token: other.token })).data).pageList,
    ).toHaveLength(0);
  });
});

describe('followed shops', () => {
  it('follows once, counts, lists with the shop’s real figures, and unfollows', async () => {
    const { token } = await createLoggedInUser(t);
    const fan = await createLoggedInUser(t);
    expect((await t.action('/api/focusSeller!add.action', { token, sellerId: shop.id })).code).toBe('0');
    expect((await t.action('/api/focusSeller!add.action', { token, sellerId: shop.id })).key).toBe(
      'CATALOG_ALREADY_FOLLOWED',
    );
    await t.action('/api/focusSeller!add.action', { token: fan.token, sellerId: shop.id });
    expect((await t.action('/api/focusSeller!count.action', { token })).data).toBe(1);
    const page = FollowPage.parse((await t.action('/api/focusSeller!list.action', { token })).data);
    expect(page.pageList[0]).toMatchObject({
      sellerId: shop.id,
      sellerVo: { name: 'Followable', isFocus: 1, focusNum: 2 },
    });

    const goods = z
      .object({ pageList: z.array(GoodsVo) })
      .parse((await t.action('/api/sellerGoods!list.action', { token, sellerId: shop.id })).data).pageList;
    expect(goods[0]?.seller).toMatchObject({ isFocus: 1, focusNum: 2 });

    expect(
      (await t.action('/api/focusSeller!del.action', { token, sellerId: shop.id, focusSellerId: 'ignored' }))
        .code,
    ).toBe('0');
    expect((await t.action('/api/focusSeller!count.action', { token })).data).toBe(0);
    const shops = await t.action('/api/seller!list.action', {});
    expect(
      (shops.data as { pageList: { id: string; focusNum: number }[] }).pageList.find((s) => s.id === shop.id)
        ?.focusNum,
    ).toBe(1);
  });
});
