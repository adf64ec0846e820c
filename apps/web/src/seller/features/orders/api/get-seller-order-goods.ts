import { useQuery } from '@tanstack/react-query';
import { listAllOrderGoods } from '../../../../components/orders/orders-api';
import { useToken } from '../../../../lib/auth';
import { useLanguage } from '../../../../lib/i18n';
import { queryKeys } from '../../../../lib/query-keys';

/** order!listGoods read by the shop: every line, with its wholesale price and margin. */
export function useSellerOrderGoods(orderId: string) {
  const token = useToken();
  const lang = useLanguage();
  return useQuery({
    queryKey: queryKeys.sellerOrderGoods(token, lang, orderId),
    queryFn: ({ signal }) => listAllOrderGoods(orderId, { signal, silent: true }),
    enabled: token !== null && orderId !== '',
    staleTime: 0,
  });
}
