import { type EndpointParams, type orderEndpoints, orderRoutes } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';

import { callEndpoint } from '../../../lib/api-client';
import { refreshOrders } from './refresh-orders';

/**
 * `cancelReason` is the index of the reason in CANCEL_REASONS (0–4, spec §4); `returnReason` is the
 * desktop client's numbering, which the server maps (ADR 026).
 */
export type CancelOrderInput = EndpointParams<typeof orderEndpoints.cancel>;

/** order!cancel: only an order waiting for payment can be cancelled (spec §4). */
export function useCancelOrder() {
  return useMutation({
    mutationFn: ({ orderId, cancelReason }: CancelOrderInput) =>
      callEndpoint(orderRoutes.cancel, { orderId, cancelReason }),
    onSettled: refreshOrders,
  });
}
