import { orderRoutes } from '@caravan/contract';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { nextListPage } from '../../../components/ui/infinite-list';
import { callEndpoint } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/** Spec §9: order lists come 20 to a page. */
export const ORDER_PAGE_SIZE = 20;

function getOrders(status: number | null, pageNum: number, signal: AbortSignal) {
  return callEndpoint(
    orderRoutes.list,
    { status: status ?? undefined, pageNum, pageSize: ORDER_PAGE_SIZE },
    { signal },
  );
}

/** order!listMain: the buyer's orders, newest first; `status` null lists every state. */
export function useOrders(status: number | null, pageNum: number) {
  const token = useToken();
  const lang = useLanguage();
  return useQuery({
    queryKey: queryKeys.orderList(token, lang, status, pageNum),
    queryFn: ({ signal }) => getOrders(status, pageNum, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The mobile site's order list: the same pages, one after another as the buyer scrolls. */
export function useOrderPages(status: number | null) {
  const token = useToken();
  const lang = useLanguage();
  return useInfiniteQuery({
    queryKey: queryKeys.orderListPages(token, lang, status),
    queryFn: ({ pageParam, signal }) => getOrders(status, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextListPage,
    enabled: token !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
