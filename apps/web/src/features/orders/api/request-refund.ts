import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { refreshOrders } from './refresh-orders';

/** `returnReason` is 1–9: the position in RETURN_REASONS plus one (contract §1.5). */
export type RefundInput = { orderId: string; returnReason: number; returnDetail: string };

/** order!returns: asks for the order's money back; the platform decides. */
export function useRequestRefund() {
  return useMutation({
    mutationFn: (input: RefundInput) =>
      apiRequest('order!returns', {
        params: { ...input, returnDetail: input.returnDetail || undefined },
        schema: z.null(),
      }),
    onSettled: refreshOrders,
  });
}
