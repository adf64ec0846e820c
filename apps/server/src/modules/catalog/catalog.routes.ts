import { catalogEndpoints } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { endpointServer } from '../../plugins/actions.js';
import { listBanners } from './banner.repository.js';
import {
  categoryTree,
  homePage,
  listCategories,
  listRequestedGoods,
  listSellers,
  readContext,
  recommendedGoods,
} from './catalog.service.js';
import { goodsDetail } from './goods-detail.js';
import { shopCategoryTree, shopIdFor, shopInfo, shopTopCategories, topCategories } from './shop.service.js';

export function registerCatalogRoutes(app: FastifyInstance, deps: AppDeps): void {
  const serve = endpointServer(app, deps, { tag: 'catalogue', publicCache: true });

  serve(catalogEndpoints.home, {
    summary: 'Home page: banners, categories, recommended, new, hot and discounted goods, recommended shops',
    handler: ({ input, lang, deps: d }) => {
      const type = input.type ?? 'pc';
      // The same for every visitor, so one build per language and banner type serves everyone.
      return d.homePages.getOrLoad(`${lang}:${type}`, () => homePage(d.db, type, readContext(d, lang)));
    },
  });

  for (const endpoint of [catalogEndpoints.banners, catalogEndpoints.wapBanners]) {
    serve(endpoint, {
      summary: 'Active banners of a type (pc or wap)',
      handler: ({ input, lang, deps: d }) => listBanners(d.db, input.type ?? 'pc', lang, d.clock.now()),
    });
  }

  for (const endpoint of [catalogEndpoints.categories, catalogEndpoints.recommendedCategories]) {
    serve(endpoint, {
      summary: 'Top-level categories, paged',
      handler: ({ input, lang, deps: d }) => listCategories(d.db, lang, input),
    });
  }

  serve(catalogEndpoints.categoryTree, {
    summary: 'The two-level category tree',
    handler: ({ input, lang, deps: d }) => categoryTree(d.db, lang, input.showHidden === 1),
  });

  serve(catalogEndpoints.goods, {
    summary:
      'Goods on sale, filtered by shop, category (either level), recommended, discounted, price, minimum order, verified, rating, 24 h shipping; sorted',
    handler: ({ input, actor, lang, deps: d }) =>
      listRequestedGoods(
        d.db,
        {
          sellerId: input.sellerId,
          categoryId: input.categoryId,
          recommendedOnly: input.isRec === 1 || (input.recTime ?? 0) > 0,
        },
        input,
        readContext(d, lang, actor),
      ),
  });

  serve(catalogEndpoints.recommendedGoods, {
    summary: 'Recommended (type 1), new (type 0) or hot (type 2) goods in data.result',
    handler: async ({ input, actor, lang, deps: d }) => ({
      result: await recommendedGoods(
        d.db,
        (input.type ?? 1) as 0 | 1 | 2,
        input,
        readContext(d, lang, actor),
      ),
    }),
  });

  serve(catalogEndpoints.shops, {
    summary: 'Open shops, paged; isRec=1 for recommended shops',
    handler: ({ input, deps: d }) =>
      listSellers(d.db, {
        recommendedOnly: input.isRec === 1,
        pageNum: input.pageNum,
        pageSize: input.pageSize,
      }),
  });

  serve(catalogEndpoints.goodsDetail, {
    summary: 'One product with its shop and SKUs; unknown, off sale or in a closed shop → code "1"',
    // Every read counts a view, so none is answered from the cache.
    publicCache: false,
    handler: async ({ input, actor, lang, request, deps: d }) => {
      const ctx = readContext(d, lang, actor);
      const good = await goodsDetail(d.db, input, ctx);
      d.views.record(good.id, actor ? `u:${actor.userId}` : `ip:${request.ip}`, ctx.now);
      return good;
    },
  });

  serve(catalogEndpoints.shop, {
    summary: 'A shop with its real figures; without sellerId the logged-in seller’s own',
    handler: ({ input, actor, lang, deps: d }) =>
      shopInfo(d.db, shopIdFor(input.sellerId, actor), readContext(d, lang, actor)),
  });

  serve(catalogEndpoints.shopCategories, {
    summary: 'The top-level categories a shop sells in',
    handler: ({ input, actor, lang, deps: d }) =>
      shopTopCategories(d.db, shopIdFor(input.sellerId, actor), lang),
  });

  serve(catalogEndpoints.shopCategoryTree, {
    summary: 'The category tree limited to what a shop sells',
    handler: ({ input, actor, lang, deps: d }) =>
      shopCategoryTree(d.db, shopIdFor(input.sellerId, actor), lang, input.showHidden === 1),
  });

  serve(catalogEndpoints.topCategories, {
    summary: 'Every visible top-level category',
    handler: ({ lang, deps: d }) => topCategories(d.db, lang),
  });
}
