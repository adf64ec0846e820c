import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { refreshOrders } from './refresh-orders';

/** order!receipt: the buyer has the goods; the order moves to "to be reviewed". */
export function useConfirmReceipt() {
  return useMutation({
    mutationFn: (orderId: string) => apiRequest('order!receipt', { params: { orderId }, schema: z.null() }),
    onSettled: refreshOrders,
  });
}
