import { useQuery } from '@tanstack/react-query';
import { listAllOrderGoods } from '../../../../components/orders/orders-api';
import { useLanguage } from '../../../../lib/i18n';
import { adminKeys } from '../../../../lib/query-keys';

/** order!listGoods read by an operator (`/api/` with the operator token): every line of an order. */
export function useOrderGoods(orderId: string) {
  const lang = useLanguage();
  return useQuery({
    queryKey: adminKeys.orderGoods(orderId, lang),
    queryFn: ({ signal }) => listAllOrderGoods(orderId, { asOperator: true, signal, silent: true }),
    staleTime: 0,
  });
}
