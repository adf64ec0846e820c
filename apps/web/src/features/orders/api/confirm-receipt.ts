import { orderRoutes } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';

import { callEndpoint } from '../../../lib/api-client';
import { refreshOrders } from './refresh-orders';

/** order!receipt: the buyer has the goods; the order moves to "to be reviewed". */
export function useConfirmReceipt() {
  return useMutation({
    mutationFn: (orderId: string) => callEndpoint(orderRoutes.receipt, { orderId }),
    onSettled: refreshOrders,
  });
}
