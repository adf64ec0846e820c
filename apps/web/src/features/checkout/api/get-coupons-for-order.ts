import { couponRoutes, type OrderLine } from '@caravan/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { orderInfoParam } from '../../../components/orders/orders-api';
import { callEndpoint } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

/**
 * coupon!forOrder: each coupon the buyer holds, whether it applies to these lines, what it saves,
 * and which the server would choose (issue 54).
 */
export function useCouponsForOrder(lines: readonly OrderLine[]) {
  const token = useToken();
  const orderInfo = orderInfoParam(lines);
  return useQuery({
    queryKey: queryKeys.couponsForOrder(token, orderInfo),
    queryFn: () => callEndpoint(couponRoutes.forOrder, { orderInfo }, { silent: true }),
    enabled: Boolean(token) && lines.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
