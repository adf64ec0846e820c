import { orderRoutes } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';

import { callEndpoint } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { adminKeys } from '../../../../lib/query-keys';

/** A refusal always carries its reason (the buyer sees it); an approval may have none. */
type DecideRefundInput =
  { orderId: string; approve: true; reason?: string } | { orderId: string; approve: false; reason: string };

/**
 * admin/order!decideRefund (ordersWrite): approving returns the buyer's payment (and the seller's
 * purchase); refusing puts the order back where it was. Audited.
 */
export function decideOrderRefund({ orderId, approve, reason }: DecideRefundInput): Promise<null> {
  return callEndpoint(orderRoutes.admin.decideRefund, { orderId, approve: approve ? 1 : 0, reason });
}

export function useDecideOrderRefund() {
  return useMutation({
    mutationFn: decideOrderRefund,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.orders }),
  });
}
