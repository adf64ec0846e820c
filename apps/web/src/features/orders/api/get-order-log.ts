import { orderRoutes } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';

import { callEndpoint } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/** orderLog!list: the order's timeline, each entry's text already in the interface language. */
export function useOrderLog(orderId: string) {
  const token = useToken();
  const lang = useLanguage();
  return useQuery({
    queryKey: queryKeys.orderLog(token, lang, orderId),
    queryFn: ({ signal }) => callEndpoint(orderRoutes.timeline, { orderId }, { signal }),
    enabled: token !== null && orderId !== '',
    staleTime: 0,
  });
}
