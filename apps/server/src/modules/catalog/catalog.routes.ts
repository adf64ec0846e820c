import { catalogEndpoints } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { serveEndpoint } from '../../plugins/actions.js';
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
  serveEndpoint(app, deps, catalogEndpoints.home, {
    publicCache: true,
    summary: 'Home page: banners, categories, recommended, new, hot and discounted goods, recommended shops',
    tag: 'catalogue',
    handler: ({ input, lang, deps: d }) => {
      const type = input.type ?? 'pc';
      // The same for every visitor, so one build per language and banner type serves everyone.
      return d.homePages.getOrLoad(`${lang}:${type}`, () =>
        homePage(d.db, type, { lang, now: d.clock.now(), caches: d }),
      );
    },
  });

  for (const endpoint of [catalogEndpoints.banners, catalogEndpoints.wapBanners]) {
    serveEndpoint(app, deps, endpoint, {
      publicCache: true,
      summary: 'Active banners of a type (pc or wap)',
      tag: 'catalogue',
      handler: ({ input, lang, deps: d }) => listBanners(d.db, input.type ?? 'pc', lang, d.clock.now()),
    });
  }

  for (const endpoint of [catalogEndpoints.categories, catalogEndpoints.recommendedCategories]) {
    serveEndpoint(app, deps, endpoint, {
      publicCache: true,
      summary: 'Top-level categories, paged',
      tag: 'catalogue',
      handler: ({ input, lang, deps: d }) => listCategories(d.db, lang, input),
    });
  }

  serveEndpoint(app, deps, catalogEndpoints.categoryTree, {
    publicCache: true,
    summary: 'The two-level category tree',
    tag: 'catalogue',
    handler: ({ input, lang, deps: d }) => categoryTree(d.db, lang, input.showHidden === 1),
  });

  serveEndpoint(app, deps, catalogEndpoints.goods, {
    publicCache: true,
    summary: 'Goods on sale, filtered by shop, category (either level), recommended, discounted; sorted',
    tag: 'catalogue',
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

  serveEndpoint(app, deps, catalogEndpoints.recommendedGoods, {
    publicCache: true,
    summary: 'Recommended (type 1), new (type 0) or hot (type 2) goods in data.result',
    tag: 'catalogue',
    handler: async ({ input, actor, lang, deps: d }) => ({
      result: await recommendedGoods(d.db, (input.type ?? 1) as 0 | 1 | 2, input, {
        lang,
        now: d.clock.now(),
        caches: d,
        viewerId: actor?.userId,
      }),
    }),
  });

  serveEndpoint(app, deps, catalogEndpoints.shops, {
    publicCache: true,
    summary: 'Open shops, paged; isRec=1 for recommended shops',
    tag: 'catalogue',
    handler: ({ input, deps: d }) =>
      listSellers(d.db, {
        recommendedOnly: input.isRec === 1,
        pageNum: input.pageNum,
        pageSize: input.pageSize,
      }),
  });

  serveEndpoint(app, deps, catalogEndpoints.goodsDetail, {
    summary: 'One product with its shop and SKUs; unknown, off sale or in a closed shop → code "1"',
    tag: 'catalogue',
    handler: async ({ input, actor, lang, request, deps: d }) => {
      const now = d.clock.now();
      const good = await goodsDetail(d.db, input, { lang, now, caches: d, viewerId: actor?.userId });
      await recordGoodsView(d.db, good.id, actor ? `u:${actor.userId}` : `ip:${request.ip}`, now);
      return good;
    },
  });

  serveEndpoint(app, deps, catalogEndpoints.shop, {
    publicCache: true,
    summary: 'A shop with its real figures; without sellerId the logged-in seller’s own',
    tag: 'catalogue',
    handler: ({ input, actor, lang, deps: d }) =>
      shopInfo(d.db, shopIdFor(input.sellerId, actor), {
        lang,
        now: d.clock.now(),
        caches: d,
        viewerId: actor?.userId,
      }),
  });

  serveEndpoint(app, deps, catalogEndpoints.shopCategories, {
    publicCache: true,
    summary: 'The top-level categories a shop sells in',
    tag: 'catalogue',
    handler: ({ input, actor, lang, deps: d }) =>
      shopTopCategories(d.db, shopIdFor(input.sellerId, actor), lang),
  });

  serveEndpoint(app, deps, catalogEndpoints.shopCategoryTree, {
    publicCache: true,
    summary: 'The category tree limited to what a shop sells',
    tag: 'catalogue',
    handler: ({ input, actor, lang, deps: d }) =>
      shopCategoryTree(d.db, shopIdFor(input.sellerId, actor), lang, input.showHidden === 1),
  });

  serveEndpoint(app, deps, catalogEndpoints.topCategories, {
    publicCache: true,
    summary: 'Every visible top-level category',
    tag: 'catalogue',
    handler: ({ lang, deps: d }) => topCategories(d.db, lang),
  });
}
