import { orderRoutes } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';

import { callEndpoint } from '../../../lib/api-client';
import { refreshOrders } from './refresh-orders';

/** One line's review as evaluation!addList takes it; `imgUrl1`… are the uploaded pictures. */
export type EvaluationInput = {
  sellerGoodsId: string;
  skuId?: string;
  evaluationType: number;
  rating: number;
  content: string;
} & Partial<Record<`imgUrl${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}`, string>>;

export type AddEvaluationsInput = { orderId: string; evaluations: EvaluationInput[] };

/** evaluation!addList: every review of one order in one JSON body (contract §1.6). */
export function useAddEvaluations() {
  return useMutation({
    mutationFn: (body: AddEvaluationsInput) => callEndpoint(orderRoutes.reviewAll, body),
    onSettled: refreshOrders,
  });
}
