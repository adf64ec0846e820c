import { orderRoutes } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { adminKeys } from '../../../../lib/query-keys';

/**
 * admin/order!info: one order as the console reads it (customer service sees the buyer's contact
 * masked; the buyer's own endpoint answers buyers and shops only).
 */
export async function getOrder(orderId: string, signal?: AbortSignal) {
  const reply = await callEndpoint(orderRoutes.admin.info, { orderId }, { signal, silent: true });
  return reply.orderInfo;
}

/** The order an operator opened; nothing is fetched while none is open (null). */
export function useOrder(orderId: string | null) {
  return useQuery({
    queryKey: adminKeys.orderInfo(orderId ?? ''),
    queryFn: ({ signal }) => getOrder(orderId ?? '', signal),
    enabled: orderId !== null,
    staleTime: 0,
  });
}
