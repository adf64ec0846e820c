import { useQuery } from '@tanstack/react-query';
import { listAllOrderGoods } from '../../../../components/orders/orders-api';
import { useLanguage } from '../../../../lib/i18n';
import { adminKeys } from '../../../../lib/query-keys';

/** admin/order!listGoods: every line of an order, as the console reads it. */
export function useOrderGoods(orderId: string) {
  const lang = useLanguage();
  return useQuery({
    queryKey: adminKeys.orderGoods(orderId, lang),
    queryFn: ({ signal }) => listAllOrderGoods(orderId, { signal, silent: true }, 'console'),
    staleTime: 0,
  });
}
