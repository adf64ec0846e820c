import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { adminKeys } from '../lib/admin-query-keys';

type ShipOrderInput = { orderId: string; carrier: string; trackingNo: string };

/** admin/order!ship (ordersWrite): a purchased (stocking) order leaves with its carrier; audited. */
export function shipOrder(input: ShipOrderInput): Promise<null> {
  return apiRequest('order!ship', { scope: 'admin', params: input, schema: z.null() });
}

export function useShipOrder() {
  return useMutation({
    mutationFn: shipOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.orders }),
  });
}
