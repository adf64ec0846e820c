import { AdminBannerVo, AdminCategoryNodeVo, AdminCategoryVo } from '@caravan/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.js';
import { createCategory, createLoggedInOperator, createSystemGood } from '../../../../test/factories.js';
import { auditLog, banners, categories } from '../../../db/schema/index.js';

let t: TestApp;
let token: string;
const unknown = '00000000-0000-4000-8000-000000000000';

function send(action: string, body: Record<string, unknown>, as = token) {
  return t.action(
    `/admin/${action}.action`,
    { token: as },
    { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } },
  );
}

async function auditCount(): Promise<number> {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
  return row?.n ?? 0;
}

beforeAll(async () => {
  t = await buildTestApp();
  ({ token } = await createLoggedInOperator(t, 'operations'));
});

describe('categories', () => {
  let top: AdminCategoryVo;
  let sub: AdminCategoryVo;

  it('refuses roles without the catalogue area', async () => {
    const { token: csToken } = await createLoggedInOperator(t, 'customer_service');
    expect((await send('category!create', { name: { en: 'Nope' } }, csToken)).key).toBe(
      'COMMON_NO_PERMISSION',
    );
  });

  it('creates two levels with icons, translations and order, each audited', async () => {
    top = AdminCategoryVo.parse(
      (
        await send('category!create', {
          name: { en: 'Toys', ar: 'ألعاب', de: '' },
          iconImg: '/uploads/categories/toys.webp',
          sort: 5,
        })
      ).data,
    );
    expect(top).toMatchObject({ parentId: null, name: { en: 'Toys', ar: 'ألعاب' }, sort: 5, goodsCount: 0 });
    expect(top.translations).toMatchObject({ filled: 2, complete: ['en', 'ar'] });
    sub = AdminCategoryVo.parse(
      (await send('category!create', { name: { en: 'Puzzles' }, parentId: top.id })).data,
    );
    expect(sub.parentId).toBe(top.id);
    const tree = z
      .array(AdminCategoryNodeVo)
      .parse((await t.action('/admin/category!tree.action', { token })).data);
    expect(tree.find((c) => c.id === top.id)?.subList.map((c) => c.id)).toEqual([sub.id]);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'catalog.category.create'));
    expect(entries.map((e) => e.targetId).sort()).toEqual([top.id, sub.id].sort());
  });

  it.each([
    [{ name: {} }, 'COMMON_PARAM_INVALID', 'name.en'],
    [{ name: { en: 'x'.repeat(201) } }, 'COMMON_PARAM_TOO_LONG', 'name.en'],
    [{ name: { en: 'Ok' }, sort: -1 }, 'COMMON_PARAM_INVALID', 'sort'],
    [{ name: { en: 'Ok' }, sort: 'first' }, 'COMMON_PARAM_INVALID', 'sort'],
    [{ name: { en: 'Ok' }, iconImg: 'javascript:alert(1)' }, 'COMMON_PARAM_INVALID', 'iconImg'],
    [{ name: { en: 'Ok' }, parentId: 'x' }, 'COMMON_PARAM_INVALID', 'parentId'],
  ])('refuses %j and changes nothing', async (body, key, field) => {
    const before = await t.db.select().from(categories);
    const audits = await auditCount();
    expect(await send('category!create', body)).toMatchObject({ code: '1', key, params: { field } });
    expect(await t.db.select().from(categories)).toHaveLength(before.length);
    expect(await auditCount()).toBe(audits);
  });

  it('keeps two levels: no subcategory under a subcategory, no parent for a category with children', async () => {
    expect((await send('category!create', { name: { en: 'Deep' }, parentId: sub.id })).key).toBe(
      'CATALOG_ADMIN_CATEGORY_DEPTH',
    );
    const other = await createCategory(t.db);
    expect(
      (await send('category!update', { id: top.id, name: { en: 'Toys' }, parentId: other.id })).key,
    ).toBe('CATALOG_ADMIN_CATEGORY_DEPTH');
    expect((await send('category!create', { name: { en: 'Orphan' }, parentId: unknown })).key).toBe(
      'CATALOG_CATEGORY_NOT_FOUND',
    );
    expect((await send('category!update', { id: unknown, name: { en: 'Ghost' } })).key).toBe(
      'CATALOG_CATEGORY_NOT_FOUND',
    );
  });

  it('updates names, order and visibility, audited with the record before', async () => {
    const res = await send('category!update', {
      id: sub.id,
      parentId: top.id,
      name: { en: 'Jigsaw puzzles', fr: 'Puzzles' },
      sort: 2,
      isHidden: 1,
    });
    expect(AdminCategoryVo.parse(res.data)).toMatchObject({
      name: { en: 'Jigsaw puzzles', fr: 'Puzzles' },
      isHidden: 1,
    });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'catalog.category.update'));
    expect(entry).toMatchObject({ targetId: sub.id, before: { name: { en: 'Puzzles' } } });
    // Hidden categories leave the public tree.
    const publicTree = await t.app.inject({ method: 'GET', url: '/api/category!tree.action' });
    expect(JSON.stringify(publicTree.json())).not.toContain('Jigsaw puzzles');
  });

  it('refuses to delete a category in use with the counts, and deletes an empty one', async () => {
    await createSystemGood(t.db, { categoryId: sub.id });
    const audits = await auditCount();
    expect(await t.action('/admin/category!delete.action', { token, id: top.id })).toMatchObject({
      key: 'CATALOG_ADMIN_CATEGORY_IN_USE',
      params: { goods: 0, children: 1 },
    });
    const inUse = await t.action('/admin/category!delete.action', { token, id: sub.id });
    expect(inUse).toMatchObject({ key: 'CATALOG_ADMIN_CATEGORY_IN_USE', params: { goods: 1, children: 0 } });
    expect(inUse.msg).toContain('1');
    expect(await t.db.select().from(categories).where(eq(categories.id, sub.id))).toHaveLength(1);
    expect(await auditCount()).toBe(audits);
    const empty = await createCategory(t.db);
    expect((await t.action('/admin/category!delete.action', { token, id: empty.id })).code).toBe('0');
    expect(await t.db.select().from(categories).where(eq(categories.id, empty.id))).toHaveLength(0);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'catalog.category.delete'));
    expect(entry).toMatchObject({ targetId: empty.id, after: null });
    expect((await t.action('/admin/category!delete.action', { token, id: empty.id })).key).toBe(
      'CATALOG_CATEGORY_NOT_FOUND',
    );
  });
});

describe('banners', () => {
  const valid = {
    title: { en: 'Spring sale', zh: undefined },
    imgUrl: '/uploads/banners/spring.webp',
    link: '/discounted',
    type: 'pc',
    sort: 1,
    startTime: '2026-03-01T00:00:00Z',
    endTime: '2026-04-01T00:00:00Z',
  };

  it('creates a banner with a schedule, live only inside it, and audits it', async () => {
    const res = await send('banner!create', valid);
    const banner = AdminBannerVo.parse(res.data);
    expect(banner).toMatchObject({
      link: '/discounted',
      startTime: '2026-03-01T00:00:00.000Z',
      endTime: '2026-04-01T00:00:00.000Z',
      isLive: true,
    });
    const later = AdminBannerVo.parse(
      (await send('banner!create', { ...valid, startTime: '2026-05-01T00:00:00+02:00', endTime: '' })).data,
    );
    expect(later).toMatchObject({ startTime: '2026-04-30T22:00:00.000Z', endTime: '', isLive: false });
    const list = z
      .array(AdminBannerVo)
      .parse((await t.action('/admin/banner!list.action', { token, type: 'pc' })).data);
    expect(list.map((b) => b.id)).toEqual([banner.id, later.id]);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'catalog.banner.create'));
    expect(entries).toHaveLength(2);
  });

  it.each([
    [{ ...valid, endTime: '2026-02-01T00:00:00Z' }, 'CATALOG_ADMIN_SCHEDULE_INVALID', undefined],
    [{ ...valid, startTime: 'tomorrow' }, 'COMMON_PARAM_INVALID', 'startTime'],
    [{ ...valid, link: 'javascript:alert(1)' }, 'COMMON_PARAM_INVALID', 'link'],
    [{ ...valid, link: '//evil.example' }, 'COMMON_PARAM_INVALID', 'link'],
    [{ ...valid, imgUrl: undefined }, 'COMMON_PARAM_MISSING', 'imgUrl'],
    [{ ...valid, sort: -2 }, 'COMMON_PARAM_INVALID', 'sort'],
    [{ ...valid, type: 'tv' }, 'COMMON_PARAM_INVALID', 'type'],
    [{ ...valid, title: { en: '' } }, 'COMMON_PARAM_INVALID', 'title.en'],
  ])('refuses %j and changes nothing', async (body, key, field) => {
    const before = await t.db.select().from(banners);
    const audits = await auditCount();
    const res = await send('banner!create', body);
    expect(res).toMatchObject({ code: '1', key });
    if (field) expect(res.params).toEqual(expect.objectContaining({ field }));
    expect(await t.db.select().from(banners)).toHaveLength(before.length);
    expect(await auditCount()).toBe(audits);
  });

  it('updates and deletes a banner, audited; an unknown banner is refused', async () => {
    const [first] = await t.db.select().from(banners);
    if (!first) throw new Error('no banner');
    const res = await send('banner!update', {
      ...valid,
      id: first.id,
      link: 'https://example.com/sale',
      sort: 9,
    });
    expect(AdminBannerVo.parse(res.data)).toMatchObject({ link: 'https://example.com/sale', sort: 9 });
    expect((await send('banner!update', { ...valid, id: unknown })).key).toBe(
      'CATALOG_ADMIN_BANNER_NOT_FOUND',
    );
    expect((await t.action('/admin/banner!delete.action', { token, id: first.id })).code).toBe('0');
    expect((await t.action('/admin/banner!delete.action', { token, id: first.id })).key).toBe(
      'CATALOG_ADMIN_BANNER_NOT_FOUND',
    );
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.targetId, first.id))).map(
      (e) => e.action,
    );
    expect(actions.sort()).toEqual([
      'catalog.banner.create',
      'catalog.banner.delete',
      'catalog.banner.update',
    ]);
  });
});
