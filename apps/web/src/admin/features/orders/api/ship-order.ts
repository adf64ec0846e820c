import { type EndpointParams, type orderEndpoints, orderRoutes } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';

import { callEndpoint } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { adminKeys } from '../../../../lib/query-keys';

type ShipOrderInput = EndpointParams<typeof orderEndpoints.admin.ship>;

/** admin/order!ship (ordersWrite): a purchased (stocking) order leaves with its carrier; audited. */
export function shipOrder(input: ShipOrderInput): Promise<null> {
  return callEndpoint(orderRoutes.admin.ship, input);
}

export function useShipOrder() {
  return useMutation({
    mutationFn: shipOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.orders }),
  });
}
