import { catalogRoutes } from '@caravan/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { nextListPage } from '../../../components/ui/infinite-list';

const PAGE_SIZE = 24;

/** seller!list, paged; isRec=1 for recommended stores only. */
export function getSellerList(pageNum: number, isRec: 0 | 1, signal?: AbortSignal) {
  return callEndpoint(
    catalogRoutes.shops,
    { pageNum, pageSize: PAGE_SIZE, isRec: isRec || undefined },
    { signal },
  );
}

export function useSellerList(isRec: 0 | 1 = 0) {
  const lang = useLanguage();
  return useInfiniteQuery({
    queryKey: queryKeys.sellerList(lang, isRec),
    queryFn: ({ pageParam, signal }) => getSellerList(pageParam, isRec, signal),
    initialPageParam: 1,
    getNextPageParam: nextListPage,
  });
}
