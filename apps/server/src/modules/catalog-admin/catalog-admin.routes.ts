import {
  AdminBannerListParams,
  AdminBannerVo,
  AdminCategoryNodeVo,
  AdminCategoryVo,
  AdminGoodsRowVo,
  AdminGoodsVo,
  BannerIdParams,
  BannerSaveParams,
  BannerUpdateParams,
  CONSOLE_ACCESS,
  CategoryIdParams,
  CategorySaveParams,
  CategoryUpdateParams,
  GoodsIdParams,
  GoodsListParams,
  GoodsSaveParams,
  GoodsShelfParams,
  GoodsUpdateParams,
  paged,
} from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { defineAction } from '../../plugins/actions.js';
import { auditContext } from '../audit/index.js';
import { createBanner, deleteBanner, listBanners, updateBanner } from './banners-admin.js';
import { categoryTree, createCategory, deleteCategory, updateCategory } from './categories-admin.js';
import { createGoods, getGoods, listGoods, setGoodsShelf, updateGoods } from './goods-admin.js';

/** Runs a catalogue change, then lets the public caches start afresh (the storefront sees it at once). */
async function changing<T>(deps: AppDeps, change: Promise<T>): Promise<T> {
  const result = await change;
  await deps.catalogChanged();
  return result;
}

/**
 * Catalogue management in the operator console (operations and super admin): system goods with
 * SKUs and translations, the two-level category tree, and home-page banners. Every change is audited.
 */
export function registerCatalogAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  const base = { scope: 'admin', tag: 'catalog-admin', methods: ['POST'] } as const;
  const auth = { operator: CONSOLE_ACCESS.catalog };

  defineAction(app, deps, {
    ...base,
    name: 'systemGoods!list',
    summary: 'System goods: search by name (any language) or id, filter by category and shelf state',
    auth,
    params: GoodsListParams,
    response: paged(AdminGoodsRowVo),
    handler: ({ input, lang, deps: d }) => listGoods(d.db, lang, input, input),
  });

  defineAction(app, deps, {
    ...base,
    name: 'systemGoods!get',
    summary: 'One system good with its translations, SKUs and images',
    auth,
    params: GoodsIdParams,
    response: AdminGoodsVo,
    handler: ({ input, lang, deps: d }) => getGoods(d.db, lang, input.id),
  });

  defineAction(app, deps, {
    ...base,
    name: 'systemGoods!create',
    summary: 'Create a system good (JSON body: translations, images, skus); audited',
    auth,
    params: GoodsSaveParams,
    response: AdminGoodsVo,
    handler: ({ actor, input, lang, request, deps: d }) =>
      changing(d, createGoods(d.db, lang, input, auditContext(actor, request, d))),
  });

  defineAction(app, deps, {
    ...base,
    name: 'systemGoods!update',
    summary: 'Replace a system good’s fields, translations and SKUs; audited',
    auth,
    params: GoodsUpdateParams,
    response: AdminGoodsVo,
    handler: ({ actor, input, lang, request, deps: d }) =>
      changing(d, updateGoods(d.db, lang, input, auditContext(actor, request, d))),
  });

  defineAction(app, deps, {
    ...base,
    name: 'systemGoods!shelf',
    summary: 'Put a system good on (1) or off (0) the shelf; off the shelf it leaves every store; audited',
    auth,
    params: GoodsShelfParams,
    response: AdminGoodsVo,
    handler: ({ actor, input, lang, request, deps: d }) =>
      changing(d, setGoodsShelf(d.db, lang, input, auditContext(actor, request, d))),
  });

  defineAction(app, deps, {
    ...base,
    name: 'category!tree',
    summary: 'The two-level category tree with every translation, hidden categories included',
    auth,
    params: z.object({}),
    response: z.array(AdminCategoryNodeVo),
    handler: ({ deps: d }) => categoryTree(d.db),
  });

  defineAction(app, deps, {
    ...base,
    name: 'category!create',
    summary: 'Create a category (top level, or under a top-level one); audited',
    auth,
    params: CategorySaveParams,
    response: AdminCategoryVo,
    handler: ({ actor, input, request, deps: d }) =>
      changing(d, createCategory(d.db, input, auditContext(actor, request, d))),
  });

  defineAction(app, deps, {
    ...base,
    name: 'category!update',
    summary: 'Change a category’s names, icon, order, visibility or parent; audited',
    auth,
    params: CategoryUpdateParams,
    response: AdminCategoryVo,
    handler: ({ actor, input, request, deps: d }) =>
      changing(d, updateCategory(d.db, input, auditContext(actor, request, d))),
  });

  defineAction(app, deps, {
    ...base,
    name: 'category!delete',
    summary: 'Delete an empty category; refused while goods or subcategories are filed under it; audited',
    auth,
    params: CategoryIdParams,
    response: z.null(),
    handler: ({ actor, input, request, deps: d }) =>
      changing(d, deleteCategory(d.db, input.id, auditContext(actor, request, d))),
  });

  defineAction(app, deps, {
    ...base,
    name: 'banner!list',
    summary: 'Every banner (or those of a type), in display order, with whether each is live now',
    auth,
    params: AdminBannerListParams,
    response: z.array(AdminBannerVo),
    handler: ({ input, deps: d }) => listBanners(d.db, input.type, d.clock.now()),
  });

  defineAction(app, deps, {
    ...base,
    name: 'banner!create',
    summary: 'Create a banner: image, link, titles, order and optional schedule; audited',
    auth,
    params: BannerSaveParams,
    response: AdminBannerVo,
    handler: ({ actor, input, request, deps: d }) =>
      changing(d, createBanner(d.db, input, auditContext(actor, request, d))),
  });

  defineAction(app, deps, {
    ...base,
    name: 'banner!update',
    summary: 'Replace a banner’s image, link, titles, order and schedule; audited',
    auth,
    params: BannerUpdateParams,
    response: AdminBannerVo,
    handler: ({ actor, input, request, deps: d }) =>
      changing(d, updateBanner(d.db, input, auditContext(actor, request, d))),
  });

  defineAction(app, deps, {
    ...base,
    name: 'banner!delete',
    summary: 'Delete a banner; audited',
    auth,
    params: BannerIdParams,
    response: z.null(),
    handler: ({ actor, input, request, deps: d }) =>
      changing(d, deleteBanner(d.db, input.id, auditContext(actor, request, d))),
  });
}
