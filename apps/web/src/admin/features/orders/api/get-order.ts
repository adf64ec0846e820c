import { orderRoutes } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { adminKeys } from '../../../../lib/query-keys';

/**
 * order!info read by an operator: the buyer's `/api/` endpoint with the operator token, which the
 * server accepts for any order (contact details unmasked).
 */
export async function getOrder(orderId: string, signal?: AbortSignal) {
  const reply = await callEndpoint(orderRoutes.info, { orderId }, { asOperator: true, signal, silent: true });
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
