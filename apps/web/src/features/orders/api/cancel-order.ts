import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { refreshOrders } from './refresh-orders';

/** `returnReason` is the index of the reason in CANCEL_REASONS (0–4, contract §1.5). */
export type CancelOrderInput = { orderId: string; returnReason: number };

/** order!cancel: only an order waiting for payment can be cancelled (spec §4). */
export function useCancelOrder() {
  return useMutation({
    mutationFn: ({ orderId, returnReason }: CancelOrderInput) =>
      apiRequest('order!cancel', { params: { orderId, returnReason }, schema: z.null() }),
    onSettled: refreshOrders,
  });
}
