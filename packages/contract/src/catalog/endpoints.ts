import { z } from 'zod';
import { deferred } from '../deferred.js';
import { endpoint } from '../endpoint.js';
import { PageParams, paged } from '../params.js';
import {
  BannerListParams,
  CategoryGoodCountParams,
  CategoryGoodListParams,
  CategoryTreeParams,
  EvaluationCountParams,
  EvaluationListParams,
  GoodsInfoParams,
  RecommendLikeParams,
  RecommendNewParams,
  SearchGoodsParams,
  SearchKeywordParams,
  SearchParams,
  SearchSellerGoodsParams,
  SellerGoodsListParams,
  SellerIdParams,
  SellerListParams,
  SellerTreeParams,
} from './params.js';
import {
  BannerVo,
  CategoryGoodCountVo,
  CategoryItem,
  CategoryVo,
  EvaluationCountVo,
  EvaluationVo,
  GoodsVo,
  HomeVo,
  SearchSuggestionsVo,
  SellerVo,
} from './shapes.js';

// The catalogue, search and reviews as buyers read them (contract §1.1, §1.6).

const GET = ['GET'] as const;

const banners = (name: string) =>
  endpoint({ name, access: 'none', params: BannerListParams, reply: deferred(() => z.array(BannerVo)) });
const categories = (name: string) =>
  endpoint({ name, access: 'none', params: PageParams, reply: deferred(() => paged(CategoryItem)) });

export const catalogEndpoints = {
  home: endpoint({
    name: 'index!home',
    access: 'none',
    params: deferred(() => z.object({ type: BannerListParams.shape.type })),
    reply: HomeVo,
  }),
  /** The PC's and buyer wap's banner list, and the seller wap's name for it. */
  banners: banners('banner!bannerList'),
  wapBanners: banners('banner!list'),
  categories: categories('category!list'),
  recommendedCategories: categories('category!recommend'),
  topCategories: endpoint({
    name: 'category!listTop',
    access: 'none',
    params: deferred(() => z.object({})),
    reply: deferred(() => z.array(CategoryItem)),
  }),
  categoryTree: endpoint({
    name: 'category!tree',
    access: 'none',
    params: CategoryTreeParams,
    reply: deferred(() => z.array(CategoryVo)),
    methods: GET,
  }),
  goods: endpoint({
    name: 'sellerGoods!list',
    access: 'optional',
    params: SellerGoodsListParams,
    reply: deferred(() => paged(GoodsVo)),
  }),
  recommendedGoods: endpoint({
    name: 'sellerGoods!recommend_new',
    access: 'optional',
    params: RecommendNewParams,
    reply: deferred(() => z.object({ result: z.array(GoodsVo) })),
  }),
  goodsDetail: endpoint({
    name: 'sellerGoods!info',
    access: 'optional',
    params: GoodsInfoParams,
    reply: GoodsVo,
  }),
  goodsYouMayLike: endpoint({
    name: 'sellerGoods!recommend_like',
    access: 'user',
    params: RecommendLikeParams,
    reply: deferred(() => z.array(GoodsVo)),
  }),
  shops: endpoint({
    name: 'seller!list',
    access: 'none',
    params: SellerListParams,
    reply: deferred(() => paged(SellerVo)),
  }),
  shop: endpoint({ name: 'seller!info', access: 'optional', params: SellerIdParams, reply: SellerVo }),
  shopCategories: endpoint({
    name: 'seller!getCategory',
    access: 'optional',
    params: SellerIdParams,
    reply: deferred(() => z.array(CategoryItem)),
  }),
  shopCategoryTree: endpoint({
    name: 'category!sellerTree',
    access: 'optional',
    params: SellerTreeParams,
    reply: deferred(() => z.array(CategoryVo)),
    methods: GET,
  }),
  suggestions: endpoint({
    name: 'sellerGoods!search-keyword',
    access: 'optional',
    params: SearchKeywordParams,
    reply: SearchSuggestionsVo,
  }),
  search: endpoint({
    name: 'sellerGoods!search',
    access: 'optional',
    params: SearchParams,
    reply: deferred(() => paged(GoodsVo)),
  }),
  searchShop: endpoint({
    name: 'sellerGoods!searchSellerGoods',
    access: 'optional',
    params: SearchSellerGoodsParams,
    reply: deferred(() => paged(GoodsVo)),
  }),
  shopsSelling: endpoint({
    name: 'sellerGoods!search-goods',
    access: 'optional',
    params: SearchGoodsParams,
    reply: deferred(() => paged(GoodsVo)),
  }),
  shopCategoryCounts: endpoint({
    name: 'sellerGoods!categoryGoodCount',
    access: 'none',
    params: CategoryGoodCountParams,
    reply: deferred(() => z.array(CategoryGoodCountVo)),
  }),
  shopCategoryGoods: endpoint({
    name: 'sellerGoods!categoryGoodList',
    access: 'optional',
    params: CategoryGoodListParams,
    reply: deferred(() => paged(GoodsVo)),
  }),
  reviews: endpoint({
    name: 'evaluation!list',
    access: 'none',
    params: EvaluationListParams,
    reply: deferred(() => paged(EvaluationVo).extend({ evaluationNum: z.number() })),
  }),
  reviewCounts: endpoint({
    name: 'evaluation!countType',
    access: 'none',
    params: EvaluationCountParams,
    reply: EvaluationCountVo,
  }),
} as const;
