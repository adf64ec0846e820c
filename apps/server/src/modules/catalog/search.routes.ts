import { catalogEndpoints } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { serveEndpoint } from '../../plugins/actions.js';
import { goodsOrderFrom, listGoods } from './catalog.service.js';
import type { SortFlag } from './goods.repository.js';
import { searchSuggestions, shopCategoryCounts } from './search.service.js';
import { countEvaluations, listEvaluations } from './evaluation.service.js';

/** Search (contract §1.1): suggestions, goods by name, within a shop, by system good; shop categories. */
export function registerSearchRoutes(app: FastifyInstance, deps: AppDeps): void {
  const sortOf = (input: {
    isPrice?: number | undefined;
    isHot?: number | undefined;
    isNew?: number | undefined;
  }) =>
    goodsOrderFrom({
      isPrice: input.isPrice as SortFlag | undefined,
      isHot: input.isHot as SortFlag | undefined,
      isNew: input.isNew as SortFlag | undefined,
    });

  serveEndpoint(app, deps, catalogEndpoints.suggestions, {
    publicCache: true,
    summary: 'Search-box suggestions: shops and goods whose names match (goods fall back to English)',
    tag: 'search',
    handler: ({ input, actor, lang, deps: d }) =>
      searchSuggestions(d.db, input.keyword, {
        lang,
        now: d.clock.now(),
        caches: d,
        viewerId: actor?.userId,
      }),
  });

  serveEndpoint(app, deps, catalogEndpoints.search, {
    publicCache: true,
    summary: 'Goods whose name (in the request language or English) matches; filters and sorts as the list',
    tag: 'search',
    handler: ({ input, actor, lang, deps: d }) =>
      listGoods(
        d.db,
        {
          keyword: { text: input.keyword, lang },
          categoryId: input.categoryId,
          recommendedOnly: input.isRec === 1,
          discountedOnly: input.discount === 1,
        },
        sortOf(input),
        input,
        { lang, now: d.clock.now(), caches: d, viewerId: actor?.userId },
      ),
  });

  serveEndpoint(app, deps, catalogEndpoints.searchShop, {
    publicCache: true,
    summary: 'Search within one shop',
    tag: 'search',
    handler: ({ input, actor, lang, deps: d }) =>
      listGoods(
        d.db,
        { keyword: { text: input.keyword, lang }, sellerId: input.sellerId },
        { by: 'default' },
        input,
        {
          lang,
          now: d.clock.now(),
          caches: d,
          viewerId: actor?.userId,
        },
      ),
  });

  serveEndpoint(app, deps, catalogEndpoints.shopsSelling, {
    publicCache: true,
    summary: 'Every shop selling one system good',
    tag: 'search',
    handler: ({ input, actor, lang, deps: d }) =>
      listGoods(d.db, { goodsId: input.goodsId }, sortOf(input), input, {
        lang,
        now: d.clock.now(),
        caches: d,
        viewerId: actor?.userId,
      }),
  });

  serveEndpoint(app, deps, catalogEndpoints.shopCategoryCounts, {
    publicCache: true,
    summary: 'How many goods a shop has on sale in each top-level category',
    tag: 'catalogue',
    handler: ({ input, lang, deps: d }) => shopCategoryCounts(d.db, input.sellerId, lang),
  });

  serveEndpoint(app, deps, catalogEndpoints.shopCategoryGoods, {
    publicCache: true,
    summary: 'A shop’s goods in one category (either level)',
    tag: 'catalogue',
    handler: ({ input, actor, lang, deps: d }) =>
      listGoods(d.db, { sellerId: input.sellerId, categoryId: input.categoryId }, { by: 'default' }, input, {
        lang,
        now: d.clock.now(),
        caches: d,
        viewerId: actor?.userId,
      }),
  });

  serveEndpoint(app, deps, catalogEndpoints.reviews, {
    publicCache: true,
    summary:
      'A product’s reviews, newest first: 1 good, 2 medium, 3 bad, 4 with pictures; plus evaluationNum',
    tag: 'reviews',
    handler: ({ input, lang, deps: d }) => listEvaluations(d.db, input, lang),
  });

  serveEndpoint(app, deps, catalogEndpoints.reviewCounts, {
    publicCache: true,
    summary: 'How many reviews of each kind a product has (goodId is the listing id)',
    tag: 'reviews',
    handler: ({ input, deps: d }) => countEvaluations(d.db, input.goodId),
  });

  serveEndpoint(app, deps, catalogEndpoints.goodsYouMayLike, {
    summary: 'For a logged-in buyer: a shop’s recommended goods (type 2) or best sellers to try (type 1)',
    tag: 'catalogue',
    handler: async ({ input, actor, lang, deps: d }) => {
      const page = await listGoods(
        d.db,
        { sellerId: input.sellerId, recommendedOnly: input.type === 2 },
        input.type === 2 ? { by: 'rec', direction: 'desc' } : { by: 'sold', direction: 'desc' },
        { pageNum: 1, pageSize: 12 },
        { lang, now: d.clock.now(), caches: d, viewerId: actor.userId },
      );
      return page.pageList;
    },
  });
}
