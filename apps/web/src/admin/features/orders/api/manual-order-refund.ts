import { type EndpointParams, type orderEndpoints, orderRoutes } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';

import { callEndpoint } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { adminKeys } from '../../../../lib/query-keys';

type ManualRefundInput = EndpointParams<typeof orderEndpoints.admin.manualRefund>;

/**
 * admin/order!manualRefund (ordersWrite): refunds a paid, unsettled order on the platform's own
 * initiative — the buyer's payment back to the buyer, the seller's purchase back to the seller.
 */
export function manualOrderRefund(input: ManualRefundInput): Promise<null> {
  return callEndpoint(orderRoutes.admin.manualRefund, input);
}

export function useManualOrderRefund() {
  return useMutation({
    mutationFn: manualOrderRefund,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.orders }),
  });
}
