import {
  BannerListParams,
  BannerVo,
  CategoryItem,
  CategoryTreeParams,
  CategoryVo,
  GoodsVo,
  HomeVo,
  PageParams,
  RecommendNewParams,
  SellerGoodsListParams,
  SellerListParams,
  SellerVo,
  GoodsInfoParams,
  SellerIdParams,
  SellerTreeParams,
  paged,
} from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { defineAction } from '../../plugins/actions.js';
import { listBanners } from './banner.repository.js';
import {
  categoryTree,
  goodsOrderFrom,
  homePage,
  listCategories,
  listGoods,
  listSellers,
  recommendedGoods,
} from './catalog.service.js';
import type { SortFlag } from './goods.repository.js';
import { goodsDetail, recordGoodsView } from './goods-detail.js';
import { shopCategoryTree, shopIdFor, shopInfo, shopTopCategories, topCategories } from './shop.service.js';

export function registerCatalogRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineAction(app, deps, {
    name: 'index!home',
    publicCache: true,
    summary: 'Home page: banners, categories, recommended, new, hot and discounted goods, recommended shops',
    tag: 'catalogue',
    auth: 'none',
    params: z.object({ type: BannerListParams.shape.type }),
    response: HomeVo,
    handler: ({ input, lang, deps: d }) => {
      const type = input.type ?? 'pc';
      // The same for every visitor, so one build per language and banner type serves everyone.
      return d.homePages.getOrLoad(`${lang}:${type}`, () =>
        homePage(d.db, type, { lang, now: d.clock.now(), caches: d }),
      );
    },
  });

  for (const name of ['banner!bannerList', 'banner!list']) {
    defineAction(app, deps, {
      name,
      publicCache: true,
      summary: 'Active banners of a type (pc or wap)',
      tag: 'catalogue',
      auth: 'none',
      params: BannerListParams,
      response: z.array(BannerVo),
      handler: ({ input, lang, deps: d }) => listBanners(d.db, input.type ?? 'pc', lang, d.clock.now()),
    });
  }

  for (const name of ['category!list', 'category!recommend']) {
    defineAction(app, deps, {
      name,
      publicCache: true,
      summary: 'Top-level categories, paged',
      tag: 'catalogue',
      auth: 'none',
      params: PageParams,
      response: paged(CategoryItem),
      handler: ({ input, lang, deps: d }) => listCategories(d.db, lang, input),
    });
  }

  defineAction(app, deps, {
    name: 'category!tree',
    publicCache: true,
    summary: 'The two-level category tree',
    tag: 'catalogue',
    auth: 'none',
    methods: ['GET'],
    params: CategoryTreeParams,
    response: z.array(CategoryVo),
    handler: ({ input, lang, deps: d }) => categoryTree(d.db, lang, input.showHidden === 1),
  });

  defineAction(app, deps, {
    name: 'sellerGoods!list',
    publicCache: true,
    summary: 'Goods on sale, filtered by shop, category (either level), recommended, discounted; sorted',
    tag: 'catalogue',
    auth: 'optional',
    params: SellerGoodsListParams,
    response: paged(GoodsVo),
    handler: ({ input, actor, lang, deps: d }) =>
      listGoods(
        d.db,
        {
          sellerId: input.sellerId,
          categoryId: input.categoryId,
          recommendedOnly: input.isRec === 1 || (input.recTime ?? 0) > 0,
          discountedOnly: input.discount === 1,
        },
        goodsOrderFrom({
          isPrice: input.isPrice as SortFlag | undefined,
          isHot: input.isHot as SortFlag | undefined,
          isNew: input.isNew as SortFlag | undefined,
        }),
        input,
        { lang, now: d.clock.now(), caches: d, viewerId: actor?.userId },
      ),
  });

  defineAction(app, deps, {
    name: 'sellerGoods!recommend_new',
    publicCache: true,
    summary: 'Recommended (type 1), new (type 0) or hot (type 2) goods in data.result',
    tag: 'catalogue',
    auth: 'optional',
    params: RecommendNewParams,
    response: z.object({ result: z.array(GoodsVo) }),
    handler: async ({ input, actor, lang, deps: d }) => ({
      result: await recommendedGoods(d.db, (input.type ?? 1) as 0 | 1 | 2, input, {
        lang,
        now: d.clock.now(),
        caches: d,
        viewerId: actor?.userId,
      }),
    }),
  });

  defineAction(app, deps, {
    name: 'seller!list',
    publicCache: true,
    summary: 'Open shops, paged; isRec=1 for recommended shops',
    tag: 'catalogue',
    auth: 'none',
    params: SellerListParams,
    response: paged(SellerVo),
    handler: ({ input, deps: d }) =>
      listSellers(d.db, {
        recommendedOnly: input.isRec === 1,
        pageNum: input.pageNum,
        pageSize: input.pageSize,
      }),
  });

  defineAction(app, deps, {
    name: 'sellerGoods!info',
    summary: 'One product with its shop and SKUs; unknown, off sale or in a closed shop → code "1"',
    tag: 'catalogue',
    auth: 'optional',
    params: GoodsInfoParams,
    response: GoodsVo,
    handler: async ({ input, actor, lang, request, deps: d }) => {
      const now = d.clock.now();
      const good = await goodsDetail(d.db, input, { lang, now, caches: d, viewerId: actor?.userId });
      await recordGoodsView(d.db, good.id, actor ? `u:${actor.userId}` : `ip:${request.ip}`, now);
      return good;
    },
  });

  defineAction(app, deps, {
    name: 'seller!info',
    publicCache: true,
    summary: 'A shop with its real figures; without sellerId the logged-in seller’s own',
    tag: 'catalogue',
    auth: 'optional',
    params: SellerIdParams,
    response: SellerVo,
    handler: ({ input, actor, lang, deps: d }) =>
      shopInfo(d.db, shopIdFor(input.sellerId, actor), {
        lang,
        now: d.clock.now(),
        caches: d,
        viewerId: actor?.userId,
      }),
  });

  defineAction(app, deps, {
    name: 'seller!getCategory',
    publicCache: true,
    summary: 'The top-level categories a shop sells in',
    tag: 'catalogue',
    auth: 'optional',
    params: SellerIdParams,
    response: z.array(CategoryItem),
    handler: ({ input, actor, lang, deps: d }) =>
      shopTopCategories(d.db, shopIdFor(input.sellerId, actor), lang),
  });

  defineAction(app, deps, {
    name: 'category!sellerTree',
    publicCache: true,
    summary: 'The category tree limited to what a shop sells',
    tag: 'catalogue',
    auth: 'optional',
    methods: ['GET'],
    params: SellerTreeParams,
    response: z.array(CategoryVo),
    handler: ({ input, actor, lang, deps: d }) =>
      shopCategoryTree(d.db, shopIdFor(input.sellerId, actor), lang, input.showHidden === 1),
  });

  defineAction(app, deps, {
    name: 'category!listTop',
    publicCache: true,
    summary: 'Every visible top-level category',
    tag: 'catalogue',
    auth: 'none',
    params: z.object({}),
    response: z.array(CategoryItem),
    handler: ({ lang, deps: d }) => topCategories(d.db, lang),
  });
}
