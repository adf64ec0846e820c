import {
  CategoryGoodCountParams,
  CategoryGoodCountVo,
  CategoryGoodListParams,
  GoodsVo,
  SearchGoodsParams,
  SearchKeywordParams,
  SearchParams,
  SearchSellerGoodsParams,
  SearchSuggestionsVo,
  EvaluationListParams,
  EvaluationCountParams,
  EvaluationVo,
  EvaluationCountVo,
  RecommendLikeParams,
  paged,
} from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { defineAction } from '../../plugins/actions.js';
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

  defineAction(app, deps, {
    name: 'sellerGoods!search-keyword',
    publicCache: true,
    summary: 'Search-box suggestions: shops and goods whose names match (goods fall back to English)',
    tag: 'search',
    auth: 'optional',
    params: SearchKeywordParams,
    response: SearchSuggestionsVo,
    handler: ({ input, actor, lang, deps: d }) =>
      searchSuggestions(d.db, input.keyword, {
        lang,
        now: d.clock.now(),
        caches: d,
        viewerId: actor?.userId,
      }),
  });

  defineAction(app, deps, {
    name: 'sellerGoods!search',
    publicCache: true,
    summary: 'Goods whose name (in the request language or English) matches; filters and sorts as the list',
    tag: 'search',
    auth: 'optional',
    params: SearchParams,
    response: paged(GoodsVo),
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

  defineAction(app, deps, {
    name: 'sellerGoods!searchSellerGoods',
    publicCache: true,
    summary: 'Search within one shop',
    tag: 'search',
    auth: 'optional',
    params: SearchSellerGoodsParams,
    response: paged(GoodsVo),
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

  defineAction(app, deps, {
    name: 'sellerGoods!search-goods',
    publicCache: true,
    summary: 'Every shop selling one system good',
    tag: 'search',
    auth: 'optional',
    params: SearchGoodsParams,
    response: paged(GoodsVo),
    handler: ({ input, actor, lang, deps: d }) =>
      listGoods(d.db, { goodsId: input.goodsId }, sortOf(input), input, {
        lang,
        now: d.clock.now(),
        caches: d,
        viewerId: actor?.userId,
      }),
  });

  defineAction(app, deps, {
    name: 'sellerGoods!categoryGoodCount',
    publicCache: true,
    summary: 'How many goods a shop has on sale in each top-level category',
    tag: 'catalogue',
    auth: 'none',
    params: CategoryGoodCountParams,
    response: z.array(CategoryGoodCountVo),
    handler: ({ input, lang, deps: d }) => shopCategoryCounts(d.db, input.sellerId, lang),
  });

  defineAction(app, deps, {
    name: 'sellerGoods!categoryGoodList',
    publicCache: true,
    summary: 'A shop’s goods in one category (either level)',
    tag: 'catalogue',
    auth: 'optional',
    params: CategoryGoodListParams,
    response: paged(GoodsVo),
    handler: ({ input, actor, lang, deps: d }) =>
      listGoods(d.db, { sellerId: input.sellerId, categoryId: input.categoryId }, { by: 'default' }, input, {
        lang,
        now: d.clock.now(),
        caches: d,
        viewerId: actor?.userId,
      }),
  });

  defineAction(app, deps, {
    name: 'evaluation!list',
    publicCache: true,
    summary:
      'A product’s reviews, newest first: 1 good, 2 medium, 3 bad, 4 with pictures; plus evaluationNum',
    tag: 'reviews',
    auth: 'none',
    params: EvaluationListParams,
    response: paged(EvaluationVo).extend({ evaluationNum: z.number() }),
    handler: ({ input, lang, deps: d }) => listEvaluations(d.db, input, lang),
  });

  defineAction(app, deps, {
    name: 'evaluation!countType',
    publicCache: true,
    summary: 'How many reviews of each kind a product has (goodId is the listing id)',
    tag: 'reviews',
    auth: 'none',
    params: EvaluationCountParams,
    response: EvaluationCountVo,
    handler: ({ input, deps: d }) => countEvaluations(d.db, input.goodId),
  });

  defineAction(app, deps, {
    name: 'sellerGoods!recommend_like',
    summary: 'For a logged-in buyer: a shop’s recommended goods (type 2) or best sellers to try (type 1)',
    tag: 'catalogue',
    auth: 'user',
    params: RecommendLikeParams,
    response: z.array(GoodsVo),
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
