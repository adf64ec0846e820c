import { catalogEndpoints, type EndpointReply } from '@caravan/contract';
import { useInfiniteQuery } from '@tanstack/react-query';

import { callEndpoint } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { sortFlags, type SearchSort } from '../lib/search-sort';

type GoodsPage = EndpointReply<typeof catalogEndpoints.search>;

export const SEARCH_PAGE_SIZE = 24;

/** The next page exists while fewer than totalElements are loaded and the last page was not empty. */
function nextPage(last: GoodsPage, pages: GoodsPage[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.pageList.length, 0);
  return loaded < last.pageInfo.totalElements && last.pageList.length > 0 ? pages.length + 1 : undefined;
}

export type KeywordSearch = { keyword: string; categoryId?: string; sort: SearchSort };

/** sellerGoods!search: goods whose name (in the language or English) matches, with totalElements. */
export function searchGoods(search: KeywordSearch, pageNum: number, signal?: AbortSignal) {
  return callEndpoint(
    catalogEndpoints.search,
    {
      keyword: search.keyword,
      categoryId: search.categoryId,
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
    getNextPageParam: nextPage,
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
    catalogEndpoints.shopsSelling,
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
    getNextPageParam: nextPage,
    enabled: search.goodsId !== '',
  });
}
