import { catalogRoutes } from '@caravan/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { GOODS_PAGE_SIZE, getGoodsList, type GoodsFilter } from './get-goods-list';

/** One shop's goods: by category and sort (sellerGoods!list), or matching a keyword in the shop. */
export type StoreGoodsQuery = Omit<GoodsFilter, 'sellerId'> & { keyword?: string };

/**
 * sellerGoods!searchSellerGoods: search within one shop. It leaves totalElements unset (contract
 * §2.3), so a further page is assumed while a page comes back full.
 */
export function searchSellerGoods(sellerId: string, keyword: string, pageNum: number, signal?: AbortSignal) {
  return callEndpoint(
    catalogRoutes.searchShop,
    { sellerId, keyword, pageNum, pageSize: GOODS_PAGE_SIZE },
    { signal },
  );
}

export function useStoreGoods(sellerId: string, query: StoreGoodsQuery) {
  const lang = useLanguage();
  const { keyword, ...filter } = query;
  return useInfiniteQuery({
    queryKey: queryKeys.storeGoods(lang, { sellerId, keyword, ...filter }),
    queryFn: ({ pageParam, signal }) =>
      keyword
        ? searchSellerGoods(sellerId, keyword, pageParam, signal)
        : getGoodsList({ ...filter, sellerId }, pageParam, signal),
    initialPageParam: 1,
    enabled: sellerId !== '',
    getNextPageParam: (last, pages) => {
      if (last.pageList.length === 0) return undefined;
      const loaded = pages.reduce((sum, page) => sum + page.pageList.length, 0);
      const total = last.pageInfo.totalElements;
      const more = total > 0 ? loaded < total : last.pageList.length >= GOODS_PAGE_SIZE;
      return more ? pages.length + 1 : undefined;
    },
  });
}
