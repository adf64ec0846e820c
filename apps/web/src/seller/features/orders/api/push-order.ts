import { type EndpointParams, type orderEndpoints, orderRoutes } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';

import { callEndpoint } from '../../../../lib/api-client';
import { useToken } from '../../../../lib/auth';
import { queryClient } from '../../../../lib/query-client';
import { queryKeys } from '../../../../lib/query-keys';

/**
 * seller/orders!push: the shop purchases a paid order from the platform (wholesale price, freight
 * and tax, from its wallet, after the fund password) so the platform ships it. Refusals are shown in the dialog (silent).
 */
export function pushOrder(input: EndpointParams<typeof orderEndpoints.seller.purchase>) {
  return callEndpoint(orderRoutes.seller.purchase, input, { silent: true });
}

export function usePushOrder() {
  const token = useToken();
  return useMutation({
    mutationFn: pushOrder,
    // Purchased or refused (already purchased, refunded meanwhile), the orders and the balance may
    // have moved.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.sellerOrdersRoot(token) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.walletRoot(token) }),
      ]),
  });
}
