import { orderRoutes } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { useToken } from '../../../../lib/auth';
import { queryKeys } from '../../../../lib/query-keys';

/** order!info read by the shop: its order, with the buyer's contact details masked by the server. */
export function useSellerOrder(orderId: string) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.sellerOrderInfo(token, orderId),
    queryFn: async ({ signal }) => {
      const reply = await callEndpoint(orderRoutes.info, { orderId }, { signal, silent: true });
      return reply.orderInfo;
    },
    enabled: token !== null && orderId !== '',
    staleTime: 0,
  });
}
