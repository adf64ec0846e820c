import { catalogRoutes, SEARCH_PAGE_SIZE } from '@caravan/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { nextListPage } from '../../../components/ui/infinite-list';
import { callEndpoint } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { sortFlags, type SearchSort } from '../../../components/catalog/goods-sort';
import type { Narrowing } from '../../../components/catalog/goods-narrowing';

export type KeywordSearch = { keyword: string; categoryId?: string; sort: SearchSort } & Narrowing;

/** sellerGoods!search: goods whose name (in the language or English) matches, with totalElements. */
export function searchGoods(search: KeywordSearch, pageNum: number, signal?: AbortSignal) {
  return callEndpoint(
    catalogRoutes.search,
    {
      keyword: search.keyword,
      categoryId: search.categoryId,
      minPrice: search.minPrice,
      maxPrice: search.maxPrice,
      maxBuyMin: search.maxBuyMin,
      minRating: search.minRating,
      verified: search.verified,
      discount: search.discount,
      ships24h: search.ships24h,
      ...sortFlags(search.sort),
      pageNum,
      pageSize: SEARCH_PAGE_SIZE,
    },
    { signal },
  );
}

export function useKeywordGoods(search: KeywordSearch) {
  const lang = useLanguage();
  return useInfiniteQuery({
    queryKey: queryKeys.searchGoods(lang, search),
    queryFn: ({ pageParam, signal }) => searchGoods(search, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextListPage,
    enabled: search.keyword !== '',
  });
}

export type ListingSearch = { goodsId: string; sort: SearchSort };

/** sellerGoods!search-goods: every store's listing of one catalogue product (system goods id). */
export function getGoodsListings(
  search: ListingSearch,
  pageNum: number,
  pageSize: number,
  options: { signal?: AbortSignal; silent?: boolean } = {},
) {
  return callEndpoint(
    catalogRoutes.shopsSelling,
    { goodsId: search.goodsId, ...sortFlags(search.sort), pageNum, pageSize },
    options,
  );
}

export function useGoodsListings(search: ListingSearch) {
  const lang = useLanguage();
  return useInfiniteQuery({
    queryKey: queryKeys.goodsListings(lang, search),
    queryFn: ({ pageParam, signal }) => getGoodsListings(search, pageParam, SEARCH_PAGE_SIZE, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextListPage,
    enabled: search.goodsId !== '',
  });
}
