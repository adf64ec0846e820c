import { orderRoutes } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';

import { callEndpoint } from '../../../lib/api-client';
import { refreshOrders } from './refresh-orders';

/** order!remind: asks the seller to ship, once per order (spec §4, §9). */
export function useRemindOrder() {
  return useMutation({
    mutationFn: (orderId: string) => callEndpoint(orderRoutes.remind, { orderId }),
    onSettled: refreshOrders,
  });
}
