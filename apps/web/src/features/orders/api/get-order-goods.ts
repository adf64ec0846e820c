import { useQuery } from '@tanstack/react-query';
import { listAllOrderGoods } from '../../../components/orders/orders-api';
import { useToken } from '../../../lib/auth';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/**
 * order!listGoods: every line of one order. The detail shows them all and the review page needs
 * them all, so further pages are fetched until `totalElements` lines have arrived.
 */
export function useOrderGoods(orderId: string) {
  const token = useToken();
  const lang = useLanguage();
  return useQuery({
    queryKey: queryKeys.orderGoods(token, lang, orderId),
    queryFn: ({ signal }) => listAllOrderGoods(orderId, { signal }),
    enabled: token !== null && orderId !== '',
    staleTime: 0,
  });
}
