import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { refreshOrders } from './refresh-orders';

/** order!remind: asks the seller to ship, once per order (spec §4, §9). */
export function useRemindOrder() {
  return useMutation({
    mutationFn: (orderId: string) => apiRequest('order!remind', { params: { orderId }, schema: z.null() }),
    onSettled: refreshOrders,
  });
}
