import { z } from 'zod';
import { deferred } from '../deferred.js';
import { CONSOLE_ACCESS } from '../admin/shapes.js';
import { endpoint } from '../endpoint.js';
import { paged } from '../params.js';
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
  CategoryIdParams,
  CategorySaveParams,
  CategoryUpdateParams,
  GoodsIdParams,
  GoodsListParams,
  GoodsSaveParams,
  GoodsShelfParams,
  GoodsUpdateParams,
} from './shapes.js';
import { AdminOfferVo, OfferListParams, OfferTermsParams } from './offers.js';

// The console's catalogue: system goods, shops' offers of them, categories and banners. Saves with translations, SKUs and
// image lists go as a JSON body.

const catalog = { scope: 'admin', access: { operator: CONSOLE_ACCESS.catalog }, methods: ['POST'] } as const;
const json = { ...catalog, body: 'json' } as const;

export const catalogAdminEndpoints = {
  goods: endpoint({
    ...catalog,
    name: 'systemGoods!list',
    params: GoodsListParams,
    reply: deferred(() => paged(AdminGoodsRowVo)),
  }),
  good: endpoint({ ...catalog, name: 'systemGoods!get', params: GoodsIdParams, reply: AdminGoodsVo }),
  createGood: endpoint({ ...json, name: 'systemGoods!create', params: GoodsSaveParams, reply: AdminGoodsVo }),
  updateGood: endpoint({
    ...json,
    name: 'systemGoods!update',
    params: GoodsUpdateParams,
    reply: AdminGoodsVo,
  }),
  shelfGood: endpoint({
    ...catalog,
    name: 'systemGoods!shelf',
    params: GoodsShelfParams,
    reply: AdminGoodsVo,
  }),
  categoryTree: endpoint({
    ...catalog,
    name: 'category!tree',
    params: deferred(() => z.object({})),
    reply: deferred(() => z.array(AdminCategoryNodeVo)),
  }),
  createCategory: endpoint({
    ...json,
    name: 'category!create',
    params: CategorySaveParams,
    reply: AdminCategoryVo,
  }),
  updateCategory: endpoint({
    ...json,
    name: 'category!update',
    params: CategoryUpdateParams,
    reply: AdminCategoryVo,
  }),
  deleteCategory: endpoint({
    ...catalog,
    name: 'category!delete',
    params: CategoryIdParams,
    reply: deferred(() => z.null()),
  }),
  // Every shop's offers and their wholesale terms (issue 53): the same rules as the seller's
  // goods!update; the reason goes to the audit log, so the change goes as a JSON body.
  offers: endpoint({
    ...catalog,
    name: 'sellerGoods!list',
    params: OfferListParams,
    reply: deferred(() => paged(AdminOfferVo)),
  }),
  updateOfferTerms: endpoint({
    ...json,
    name: 'sellerGoods!updateTerms',
    params: OfferTermsParams,
    reply: AdminOfferVo,
  }),
  banners: endpoint({
    ...catalog,
    name: 'banner!list',
    params: AdminBannerListParams,
    reply: deferred(() => z.array(AdminBannerVo)),
  }),
  createBanner: endpoint({ ...json, name: 'banner!create', params: BannerSaveParams, reply: AdminBannerVo }),
  updateBanner: endpoint({
    ...json,
    name: 'banner!update',
    params: BannerUpdateParams,
    reply: AdminBannerVo,
  }),
  deleteBanner: endpoint({
    ...catalog,
    name: 'banner!delete',
    params: BannerIdParams,
    reply: deferred(() => z.null()),
  }),
} as const;
