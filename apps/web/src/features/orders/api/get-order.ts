import { orderRoutes } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

/** order!info: one order with its address, amounts, deadlines and shipment (`data.orderInfo`). */
export function useOrder(orderId: string) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.orderInfo(token, orderId),
    queryFn: async ({ signal }) => {
      const reply = await callEndpoint(orderRoutes.info, { orderId }, { signal });
      return reply.orderInfo;
    },
    enabled: token !== null && orderId !== '',
    staleTime: 0,
  });
}
