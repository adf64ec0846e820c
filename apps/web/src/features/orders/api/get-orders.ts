import { orderEndpoints } from '@caravan/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/** Spec §9: order lists come 20 to a page. */
export const ORDER_PAGE_SIZE = 20;

/** order!listMain: the buyer's orders, newest first; `status` null lists every state. */
export function useOrders(status: number | null, pageNum: number) {
  const token = useToken();
  const lang = useLanguage();
  return useQuery({
    queryKey: queryKeys.orderList(token, lang, status, pageNum),
    queryFn: ({ signal }) =>
      callEndpoint(
        orderEndpoints.list,
        { status: status ?? undefined, pageNum, pageSize: ORDER_PAGE_SIZE },
        { signal },
      ),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
