import { catalogRoutes } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';
import { useToken } from '../../lib/auth';
import { useLanguage } from '../../lib/i18n';
import { queryKeys } from '../../lib/query-keys';

/** seller!info for the user's own shop: its name for the panel's header. */
export function useOwnShop(sellerId: string | null) {
  const lang = useLanguage();
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.sellerInfo(lang, sellerId ?? '', token),
    queryFn: ({ signal }) =>
      callEndpoint(catalogRoutes.shop, { sellerId: sellerId ?? '' }, { signal, silent: true }),
    enabled: sellerId !== null && sellerId !== '',
    staleTime: 5 * 60_000,
  });
}
