import { OrderLogVo } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client';
import { useLanguage } from '../../../../lib/i18n';
import { adminKeys } from '../../../../lib/query-keys';

/** orderLog!list read by an operator: the order's timeline, texts in the console's language. */
export function listOrderLog(orderId: string, signal?: AbortSignal) {
  return apiRequest('orderLog!list', {
    scope: 'admin',
    path: 'api',
    params: { orderId },
    schema: z.array(OrderLogVo),
    signal,
    silent: true,
  });
}

export function useOrderLog(orderId: string) {
  const lang = useLanguage();
  return useQuery({
    queryKey: adminKeys.orderLog(orderId, lang),
    queryFn: ({ signal }) => listOrderLog(orderId, signal),
    staleTime: 0,
  });
}
