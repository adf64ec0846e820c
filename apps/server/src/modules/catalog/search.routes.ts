import { catalogEndpoints } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { endpointServer } from '../../plugins/actions.js';
import { goodsOrderFrom, listGoods, listRequestedGoods, readContext } from './catalog.service.js';
import { searchSuggestions, shopCategoryCounts } from './search.service.js';
import { countEvaluations, listEvaluations } from './evaluation.service.js';

/** Search (contract §1.1): suggestions, goods by name, within a shop, by system good; shop categories. */
export function registerSearchRoutes(app: FastifyInstance, deps: AppDeps): void {
  const serve = endpointServer(app, deps, { tag: 'search', publicCache: true });

  serve(catalogEndpoints.suggestions, {
    summary: 'Search-box suggestions: shops and goods whose names match (goods fall back to English)',
    handler: ({ input, actor, lang, deps: d }) =>
      searchSuggestions(d.db, input.keyword, readContext(d, lang, actor)),
  });

  serve(catalogEndpoints.search, {
    summary: 'Goods whose name (in the request language or English) matches; filters and sorts as the list',
    handler: ({ input, actor, lang, deps: d }) =>
      listRequestedGoods(
        d.db,
        {
          keyword: { text: input.keyword, lang },
          categoryId: input.categoryId,
          recommendedOnly: input.isRec === 1,
        },
        input,
        readContext(d, lang, actor),
      ),
  });

  serve(catalogEndpoints.searchShop, {
    summary: 'Search within one shop',
    handler: ({ input, actor, lang, deps: d }) =>
      listGoods(
        d.db,
        { keyword: { text: input.keyword, lang }, sellerId: input.sellerId },
        { by: 'default' },
        input,
        readContext(d, lang, actor),
      ),
  });

  serve(catalogEndpoints.shopsSelling, {
    summary: 'Every shop selling one system good',
    handler: ({ input, actor, lang, deps: d }) =>
      listGoods(d.db, { goodsId: input.goodsId }, goodsOrderFrom(input), input, readContext(d, lang, actor)),
  });

  serve(catalogEndpoints.shopCategoryCounts, {
    summary: 'How many goods a shop has on sale in each top-level category',
    tag: 'catalogue',
    handler: ({ input, lang, deps: d }) => shopCategoryCounts(d.db, input.sellerId, lang),
  });

  serve(catalogEndpoints.shopCategoryGoods, {
    summary: 'A shop’s goods in one category (either level)',
    tag: 'catalogue',
    handler: ({ input, actor, lang, deps: d }) =>
      listGoods(
        d.db,
        { sellerId: input.sellerId, categoryId: input.categoryId },
        { by: 'default' },
        input,
        readContext(d, lang, actor),
      ),
  });

  serve(catalogEndpoints.reviews, {
    summary:
      'A product’s reviews, newest first: 1 good, 2 medium, 3 bad, 4 with pictures; plus evaluationNum',
    tag: 'reviews',
    handler: ({ input, lang, deps: d }) => listEvaluations(d.db, input, lang),
  });

  serve(catalogEndpoints.reviewCounts, {
    summary: 'How many reviews of each kind a product has (goodId is the listing id)',
    tag: 'reviews',
    handler: ({ input, deps: d }) => countEvaluations(d.db, input.goodId),
  });

  serve(catalogEndpoints.goodsYouMayLike, {
    summary: 'For a logged-in buyer: a shop’s recommended goods (type 2) or best sellers to try (type 1)',
    tag: 'catalogue',
    publicCache: false,
    handler: async ({ input, actor, lang, deps: d }) => {
      const page = await listGoods(
        d.db,
        { sellerId: input.sellerId, recommendedOnly: input.type === 2 },
        input.type === 2 ? { by: 'rec', direction: 'desc' } : { by: 'sold', direction: 'desc' },
        { pageNum: 1, pageSize: 12 },
        readContext(d, lang, actor),
      );
      return page.pageList;
    },
  });
}
