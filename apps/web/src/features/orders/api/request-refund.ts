import { type EndpointParams, type orderEndpoints, orderRoutes } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';

import { callEndpoint } from '../../../lib/api-client';
import { refreshOrders } from './refresh-orders';

/** `returnReason` is 1–9: the position in RETURN_REASONS plus one (contract §1.5). */
export type RefundInput = EndpointParams<typeof orderEndpoints.requestRefund>;

/** order!returns: asks for the order's money back; the platform decides. */
export function useRequestRefund() {
  return useMutation({
    mutationFn: (input: RefundInput) =>
      callEndpoint(orderRoutes.requestRefund, { ...input, returnDetail: input.returnDetail || undefined }),
    onSettled: refreshOrders,
  });
}
