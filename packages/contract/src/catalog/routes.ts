// Written by `npm run routes` (scripts/write-endpoint-routes.mjs) from the endpoints: do not edit.
// The endpoints as routes, for callers that need no schema (see EndpointRoute).
import type { catalogEndpoints } from './endpoints.js';
import { endpointRoutes } from '../endpoint.js';

export const catalogRoutes = /*#__PURE__*/ endpointRoutes<typeof catalogEndpoints>({
  home: 'index!home',
  banners: 'banner!bannerList',
  wapBanners: 'banner!list',
  categories: 'category!list',
  recommendedCategories: 'category!recommend',
  topCategories: 'category!listTop',
  categoryTree: ['category!tree', 'api', '.action', ['GET'], 'query'],
  goods: 'sellerGoods!list',
  recommendedGoods: 'sellerGoods!recommend_new',
  goodsDetail: 'sellerGoods!info',
  goodsYouMayLike: 'sellerGoods!recommend_like',
  shops: 'seller!list',
  shop: 'seller!info',
  shopCategories: 'seller!getCategory',
  shopCategoryTree: ['category!sellerTree', 'api', '.action', ['GET'], 'query'],
  suggestions: 'sellerGoods!search-keyword',
  search: 'sellerGoods!search',
  searchShop: 'sellerGoods!searchSellerGoods',
  shopsSelling: 'sellerGoods!search-goods',
  shopCategoryCounts: 'sellerGoods!categoryGoodCount',
  shopCategoryGoods: 'sellerGoods!categoryGoodList',
  reviews: 'evaluation!list',
  reviewCounts: 'evaluation!countType',
});
