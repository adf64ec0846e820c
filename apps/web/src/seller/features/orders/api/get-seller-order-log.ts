import { orderRoutes } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';

import { callEndpoint } from '../../../../lib/api-client';
import { useToken } from '../../../../lib/auth';
import { useLanguage } from '../../../../lib/i18n';
import { queryKeys } from '../../../../lib/query-keys';

/** orderLog!list read by the shop: the order's timeline, texts in the interface language. */
export function useSellerOrderLog(orderId: string) {
  const token = useToken();
  const lang = useLanguage();
  return useQuery({
    queryKey: queryKeys.sellerOrderLog(token, lang, orderId),
    queryFn: ({ signal }) => callEndpoint(orderRoutes.timeline, { orderId }, { signal, silent: true }),
    enabled: token !== null && orderId !== '',
    staleTime: 0,
  });
}
