import { orderRoutes } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { useLanguage } from '../../../../lib/i18n';
import { adminKeys } from '../../../../lib/query-keys';

/** admin/orderLog!list: the order's timeline, texts in the console's language. */
export function listOrderLog(orderId: string, signal?: AbortSignal) {
  return callEndpoint(orderRoutes.admin.timeline, { orderId }, { signal, silent: true });
}

export function useOrderLog(orderId: string) {
  const lang = useLanguage();
  return useQuery({
    queryKey: adminKeys.orderLog(orderId, lang),
    queryFn: ({ signal }) => listOrderLog(orderId, signal),
    staleTime: 0,
  });
}
