import { catalogRoutes, SEARCH_PAGE_SIZE } from '@caravan/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { nextListPage } from '../../../components/ui/infinite-list';
import type { Narrowing } from '../../../components/catalog/goods-narrowing';

/**
 * Filters of sellerGoods!list: flags are 1 ascending / 2 descending; discount=1 discounted only;
 * and the buyer's filters (price range, minimum order, shops).
 */
export type GoodsFilter = {
  categoryId?: string;
  sellerId?: string;
  isRec?: 1;
  isNew?: 1 | 2;
  isHot?: 1 | 2;
  isPrice?: 1 | 2;
} & Narrowing;

/** The server's first view of a goods list asks for as many (apps/server first-view.ts). */
export const GOODS_PAGE_SIZE = SEARCH_PAGE_SIZE;

export function getGoodsList(filter: GoodsFilter, pageNum: number, signal?: AbortSignal) {
  return callEndpoint(catalogRoutes.goods, { ...filter, pageNum, pageSize: GOODS_PAGE_SIZE }, { signal });
}

/** A "load more" list of goods; the next page exists while fewer than totalElements are loaded. */
export function useGoodsList(filter: GoodsFilter) {
  const lang = useLanguage();
  return useInfiniteQuery({
    queryKey: queryKeys.goodsList(lang, filter),
    queryFn: ({ pageParam, signal }) => getGoodsList(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextListPage,
  });
}
