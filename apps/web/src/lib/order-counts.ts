import { orderRoutes } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from './api-client';
import { useToken } from './auth';
import { queryKeys } from './query-keys';

/**
 * order!countOrderStatus: how many of the buyer's orders wait in each state, as numbers (the
 * contract sends strings). Shared by the dashboard and the order list's tabs.
 */
export function useOrderCounts() {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.orderCounts(token),
    queryFn: async ({ signal }) => {
      const counts = await callEndpoint(orderRoutes.counts, {}, { signal });
      const toNumber = (value: string) => {
        const n = Number(value);
        return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
      };
      return {
        waitPay: toNumber(counts.waitPayCount),
        waitDeliver: toNumber(counts.waitDeliverCount),
        waitReceipt: toNumber(counts.waitReceiptCount),
        waitEvaluate: toNumber(counts.waitEvaluateCount),
        refund: toNumber(counts.refundCount),
      };
    },
    enabled: token !== null,
    staleTime: 0,
  });
}

export type OrderCounts = NonNullable<ReturnType<typeof useOrderCounts>['data']>;
