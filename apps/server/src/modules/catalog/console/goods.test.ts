import { AdminGoodsRowVo, AdminGoodsVo, AuditEntryVo, paged } from '@caravan/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.js';
import {
  createCategory,
  createLoggedInOperator,
  createSeller,
  createSellerGood,
  createSystemGood,
} from '../../../../test/factories.js';
import { auditLog, goodsSkus, systemGoods, systemGoodsI18n } from '../../../db/schema/index.js';

let t: TestApp;
let token: string;
let top: { id: string };
let sub: { id: string };
let otherTop: { id: string };

async function login(role: 'super_admin' | 'finance' | 'operations' | 'customer_service'): Promise<string> {
  return (await createLoggedInOperator(t, role)).token;
}

/**
 * Sends a JSON body, as the console does for goods with translations and SKUs. Lists travel as JSON
 * strings: the params plugin reads a list parameter as its first value (contract §2.2 clients).
 */
function send(action: string, body: Record<string, unknown>, as = token) {
  const payload = Object.fromEntries(
    Object.entries(body).map(([k, v]) => [k, Array.isArray(v) ? JSON.stringify(v) : v]),
  );
  return t.action(
    `/admin/${action}.action`,
    { token: as },
    {
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json' },
    },
  );
}

function validGood(overrides: Record<string, unknown> = {}) {
  return {
    translations: {
      en: { name: 'Bamboo Cutting Board', des: 'Solid bamboo, 40 × 30 cm.' },
      ar: { name: 'لوح تقطيع من الخيزران', des: 'خيزران صلب، 40 × 30 سم.' },
      fr: { name: 'Planche à découper en bambou', des: '' },
    },
    unit: 'piece',
    systemPrice: '12.50',
    categoryId: top.id,
    secondaryCategoryId: sub.id,
    goodsSort: 3,
    buyMin: 2,
    images: ['/uploads/goods/a.webp', '/uploads/goods/b.webp'],
    freightType: 0,
    freightAmount: '3.20',
    weightKg: '1.25',
    isShelf: 1,
    goodsTax: '0.50',
    isRefund: 1,
    lastAmount: 400,
    skus: [
      { attributes: [{ attrName: 'Size', attrValue: 'Large' }], price: '14.00', stock: 100 },
      { attributes: [{ attrName: 'Size', attrValue: 'Small' }], stock: 300 },
    ],
    ...overrides,
  };
}

async function counts() {
  const [goods] = await t.db.select({ n: sql<number>`count(*)::int` }).from(systemGoods);
  const [audits] = await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
  return { goods: goods?.n, audits: audits?.n };
}

beforeAll(async () => {
  t = await buildTestApp();
  token = await login('operations');
  top = await createCategory(t.db, { name: { en: 'Kitchen' } });
  sub = await createCategory(t.db, { name: { en: 'Boards' }, parentId: top.id });
  otherTop = await createCategory(t.db, { name: { en: 'Garden' } });
});

describe('access', () => {
  it('refuses buyers, visitors and roles without the catalogue area', async () => {
    expect((await t.action('/admin/systemGoods!list.action')).key).toBe('AUTH_NOT_LOGGED_IN');
    for (const role of ['finance', 'customer_service'] as const) {
      const other = await login(role);
      expect((await t.action('/admin/systemGoods!list.action', { token: other })).key).toBe(
        'COMMON_NO_PERMISSION',
      );
      const before = await counts();
      expect((await send('systemGoods!create', validGood(), other)).key).toBe('COMMON_NO_PERMISSION');
      expect(await counts()).toEqual(before);
    }
  });

  it('lets operations and super admins in', async () => {
    expect((await t.action('/admin/systemGoods!list.action', { token })).code).toBe('0');
    const admin = await login('super_admin');
    expect((await t.action('/admin/category!tree.action', { token: admin })).code).toBe('0');
  });
});

describe('creating and editing a system good', () => {
  let created: AdminGoodsVo;

  it('creates a good with translations, SKUs and images, and audits it', async () => {
    const res = await send('systemGoods!create', validGood());
    expect(res.code).toBe('0');
    created = AdminGoodsVo.parse(res.data);
    expect(created).toMatchObject({
      name: 'Bamboo Cutting Board',
      categoryId: top.id,
      secondaryCategoryId: sub.id,
      systemPrice: '12.50',
      freightAmount: '3.20',
      weightKg: '1.250',
      goodsTax: '0.50',
      lastAmount: 400,
      buyMin: 2,
      goodsSort: 3,
      unit: 'piece',
      imgUrl: '/uploads/goods/a.webp',
      skuCount: 2,
    });
    // English and Arabic have name and description; French has only the name.
    expect(created.translations).toMatchObject({
      filled: 2,
      total: 21,
      complete: ['en', 'ar'],
      partial: ['fr'],
    });
    expect(created.skus.map((s) => [s.attributes[0]?.attrValue, s.price, s.stock])).toEqual([
      ['Large', '14.00', 100],
      ['Small', null, 300],
    ]);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, created.id));
    expect(entry).toMatchObject({ action: 'catalog.goods.create', targetType: 'system_goods' });
  });

  it('accepts query-string parameters with lists as JSON strings (existing clients)', async () => {
    const good = validGood();
    const res = await t.action('/admin/systemGoods!create.action', {
      token,
      translations: JSON.stringify({ en: { name: 'Query Tray' } }),
      systemPrice: '1',
      categoryId: otherTop.id,
      images: JSON.stringify(good.images),
      lastAmount: '0',
    });
    expect(AdminGoodsVo.parse(res.data)).toMatchObject({
      name: 'Query Tray',
      secondaryCategoryId: null,
      skus: [],
      // Without a weight (a client older than ADR 034's weights), the good weighs 0.
      weightKg: '0.000',
    });
  });

  it.each([
    [{ systemPrice: undefined }, 'COMMON_PARAM_MISSING', 'systemPrice'],
    [{ systemPrice: 'ten' }, 'COMMON_PARAM_INVALID', 'systemPrice'],
    [{ systemPrice: '-1.00' }, 'COMMON_PARAM_INVALID', 'systemPrice'],
    [{ systemPrice: '0' }, 'COMMON_PARAM_INVALID', 'systemPrice'],
    [{ systemPrice: '1.234' }, 'COMMON_PARAM_INVALID', 'systemPrice'],
    [{ lastAmount: -5 }, 'COMMON_PARAM_INVALID', 'lastAmount'],
    [{ lastAmount: 'many' }, 'COMMON_PARAM_INVALID', 'lastAmount'],
    [{ buyMin: 0 }, 'COMMON_PARAM_INVALID', 'buyMin'],
    [{ freightAmount: '-3' }, 'COMMON_PARAM_INVALID', 'freightAmount'],
    [{ weightKg: '-1' }, 'COMMON_PARAM_INVALID', 'weightKg'],
    [{ weightKg: '0.0005' }, 'COMMON_PARAM_INVALID', 'weightKg'],
    [{ weightKg: '10000.001' }, 'COMMON_PARAM_INVALID', 'weightKg'],
    [{ weightKg: 'heavy' }, 'COMMON_PARAM_INVALID', 'weightKg'],
    [
      { translations: { ar: { name: 'بلا إنجليزية', des: '' } } },
      'COMMON_PARAM_INVALID',
      'translations.en.name',
    ],
    [
      { translations: { en: { name: 'x'.repeat(201), des: '' } } },
      'COMMON_PARAM_TOO_LONG',
      'translations.en.name',
    ],
    [
      { translations: { en: { name: 'Fine', des: '' }, xx: { name: 'Bad', des: '' } } },
      'COMMON_PARAM_INVALID',
      'translations',
    ],
    [{ images: [] }, 'COMMON_PARAM_INVALID', 'images'],
    [
      { images: Array.from({ length: 11 }, (_, i) => `/uploads/goods/${i}.webp`) },
      'COMMON_PARAM_INVALID',
      'images',
    ],
    [{ images: ['https://evil.example/x.png'] }, 'COMMON_PARAM_INVALID', 'images.0'],
    [{ categoryId: 'not-an-id' }, 'COMMON_PARAM_INVALID', 'categoryId'],
    [{ skus: [{ attributes: [], stock: 1 }] }, 'COMMON_PARAM_INVALID', 'skus.0.attributes'],
    [
      { skus: [{ attributes: [{ attrName: 'Size', attrValue: 'L' }], stock: -1 }] },
      'COMMON_PARAM_INVALID',
      'skus.0.stock',
    ],
  ])('refuses %j with %s and changes nothing', async (change, key, field) => {
    const before = await counts();
    const res = await send('systemGoods!create', validGood(change));
    expect(res).toMatchObject({ code: '1', key, params: { field } });
    expect(res.msg.length).toBeGreaterThan(0);
    expect(await counts()).toEqual(before);
  });

  it('refuses an unknown category, a subcategory of another category and an unknown good', async () => {
    const before = await counts();
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await send('systemGoods!create', validGood({ categoryId: unknown }))).key).toBe(
      'CATALOG_CATEGORY_NOT_FOUND',
    );
    expect((await send('systemGoods!create', validGood({ categoryId: otherTop.id }))).key).toBe(
      'CATALOG_ADMIN_SUBCATEGORY_MISMATCH',
    );
    expect((await send('systemGoods!update', validGood({ id: unknown }))).key).toBe(
      'CATALOG_GOODS_NOT_FOUND',
    );
    expect((await t.action('/admin/systemGoods!get.action', { token, id: unknown })).key).toBe(
      'CATALOG_GOODS_NOT_FOUND',
    );
    expect(await counts()).toEqual(before);
  });

  it('updates fields, translations and SKUs (kept, changed, removed, added) with before and after audited', async () => {
    const [large] = created.skus;
    // Each language's unit word (set by the seed or a translator) outlives an edit of the texts.
    await t.db
      .update(systemGoodsI18n)
      .set({ unit: 'board' })
      .where(and(eq(systemGoodsI18n.goodsId, created.id), eq(systemGoodsI18n.lang, 'en')));
    const res = await send(
      'systemGoods!update',
      validGood({
        id: created.id,
        systemPrice: '11',
        freightType: 1,
        weightKg: '0.4',
        translations: { en: { name: 'Bamboo Board', des: 'Solid bamboo.' } },
        skus: [
          { id: large?.id, attributes: [{ attrName: 'Size', attrValue: 'XL' }], price: '15.5', stock: 7 },
          { attributes: [{ attrName: 'Size', attrValue: 'Tiny' }], stock: 1 },
        ],
      }),
    );
    const updated = AdminGoodsVo.parse(res.data);
    expect(updated).toMatchObject({
      name: 'Bamboo Board',
      systemPrice: '11.00',
      freightType: 1,
      freightAmount: '0.00',
      weightKg: '0.400',
    });
    expect(updated.translations).toMatchObject({ filled: 1, complete: ['en'], partial: [] });
    expect(updated.skus.map((s) => [s.id === large?.id, s.attributes[0]?.attrValue, s.price])).toEqual([
      [true, 'XL', '15.50'],
      [false, 'Tiny', null],
    ]);
    expect(await t.db.select().from(goodsSkus).where(eq(goodsSkus.goodsId, created.id))).toHaveLength(2);
    const texts = await t.db.select().from(systemGoodsI18n).where(eq(systemGoodsI18n.goodsId, created.id));
    expect(texts.map((r) => [r.lang, r.unit])).toEqual([['en', 'board']]);
    const audit = await t.action('/admin/audit!list.action', { token, action: 'catalog.goods.update' });
    const [entry] = z.object({ pageList: z.array(AuditEntryVo) }).parse(audit.data).pageList;
    expect(entry).toMatchObject({
      targetId: created.id,
      before: { systemPrice: '12.50' },
      after: { systemPrice: '11' },
    });
  });

  it('keeps the stored weight when an update leaves it out (older clients)', async () => {
    const current = AdminGoodsVo.parse(
      (await t.action('/admin/systemGoods!get.action', { token, id: created.id })).data,
    );
    // The good as it is, sent without a weight.
    const { weightKg: _left, ...withoutWeight } = validGood({
      id: created.id,
      systemPrice: '11',
      freightType: 1,
      translations: { en: { name: 'Bamboo Board', des: 'Solid bamboo.' } },
      skus: current.skus.map((k) => ({
        id: k.id,
        attributes: k.attributes,
        stock: k.stock,
        ...(k.price === null ? {} : { price: k.price }),
      })),
    });
    const res = await send('systemGoods!update', withoutWeight);
    expect(res.code, res.msg).toBe('0');
    expect(AdminGoodsVo.parse(res.data).weightKg).toBe('0.400');
    const [row] = await t.db.select().from(systemGoods).where(eq(systemGoods.id, created.id));
    expect(row?.weightKg).toBe('0.400');
  });
});

describe('the goods table and the shelf', () => {
  it('searches in any language, filters by category (a top category includes its subcategories) and shelf', async () => {
    const list = async (params: Record<string, string>) =>
      paged(AdminGoodsRowVo).parse(
        (await t.action('/admin/systemGoods!list.action', { token, ...params })).data,
      );
    const garden = await createSystemGood(t.db, {
      categoryId: otherTop.id,
      name: 'Garden Hose',
      names: { ar: 'خرطوم حديقة' },
    });
    await createSystemGood(t.db, { categoryId: otherTop.id, name: 'Old Rake', isShelf: 0 });
    expect((await list({ keyword: 'خرطوم' })).pageList.map((g) => g.id)).toEqual([garden.id]);
    expect((await list({ keyword: garden.id })).pageList.map((g) => g.id)).toEqual([garden.id]);
    const kitchen = await list({ categoryId: top.id });
    expect(kitchen.pageList.map((g) => g.name)).toContain('Bamboo Board');
    expect(kitchen.pageList.every((g) => g.categoryId === top.id)).toBe(true);
    const off = await list({ categoryId: otherTop.id, isShelf: '0' });
    expect(off.pageList.map((g) => g.name)).toEqual(['Old Rake']);
    const firstPage = await list({ pageSize: '1' });
    expect(firstPage.pageList).toHaveLength(1);
    expect(firstPage.pageInfo.totalElements).toBeGreaterThanOrEqual(4);
    expect((await t.action('/admin/systemGoods!list.action', { token, isShelf: '2' })).key).toBe(
      'COMMON_PARAM_INVALID',
    );
  });

  it('takes a good off the shelf: it leaves the public lists at once, and the change is audited', async () => {
    const good = await createSystemGood(t.db, { categoryId: sub.id, name: 'Shelf Test Kettle' });
    const shop = await createSeller(t.db);
    const listing = await createSellerGood(t.db, { sellerId: shop.id, goodsId: good.id });
    const publicIds = async () => {
      const res = await t.action('/api/sellerGoods!list.action', { sellerId: shop.id });
      return z
        .object({ pageList: z.array(z.object({ id: z.string() })) })
        .parse(res.data)
        .pageList.map((g) => g.id);
    };
    expect(await publicIds()).toEqual([listing.id]);
    const res = await t.action('/admin/systemGoods!shelf.action', { token, id: good.id, isShelf: '0' });
    expect(AdminGoodsVo.parse(res.data).isShelf).toBe(0);
    expect(await publicIds()).toEqual([]);
    expect((await t.action('/api/sellerGoods!info.action', { sellerGoodsId: listing.id })).key).toBe(
      'CATALOG_GOODS_OFF_SHELF',
    );
    expect(
      (await t.action('/admin/systemGoods!shelf.action', { token, id: good.id, isShelf: '0' })).key,
    ).toBe('ADMIN_STATE_UNCHANGED');
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, good.id));
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ['catalog.goods.shelf', { isShelf: 1 }, { isShelf: 0 }],
    ]);
    await t.action('/admin/systemGoods!shelf.action', { token, id: good.id, isShelf: '1' });
    expect(await publicIds()).toEqual([listing.id]);
  });
});
