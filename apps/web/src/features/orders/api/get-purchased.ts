import { orderRoutes } from '@caravan/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/** Spec §9: lists come 20 to a page. */
export const PURCHASED_PAGE_SIZE = 20;

/** order!purchased: the goods the buyer has bought, newest purchase first, with their price now. */
export function usePurchasedGoods(pageNum: number) {
  const token = useToken();
  const lang = useLanguage();
  return useQuery({
    queryKey: queryKeys.purchasedGoods(token, lang, pageNum),
    queryFn: ({ signal }) =>
      callEndpoint(orderRoutes.purchased, { pageNum, pageSize: PURCHASED_PAGE_SIZE }, { signal }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
