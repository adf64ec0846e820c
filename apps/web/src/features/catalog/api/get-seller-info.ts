import { catalogRoutes } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';

import { callEndpoint } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { isNotFound } from './get-goods-info';

/** seller!info: the shop with its real figures and whether the viewer follows it. */
export function getSellerInfo(sellerId: string, signal?: AbortSignal) {
  return callEndpoint(catalogRoutes.shop, { sellerId }, { signal, silent: true });
}

export function useSellerInfo(sellerId: string) {
  const lang = useLanguage();
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.sellerInfo(lang, sellerId, token),
    queryFn: ({ signal }) => getSellerInfo(sellerId, signal),
    enabled: sellerId !== '',
    retry: (count, error) => count < 2 && !isNotFound(error),
  });
}

/** seller!getCategory: the top-level categories the shop sells in. */
export function getSellerCategories(sellerId: string, signal?: AbortSignal) {
  return callEndpoint(catalogRoutes.shopCategories, { sellerId }, { signal, silent: true });
}

export function useSellerCategories(sellerId: string, enabled: boolean) {
  const lang = useLanguage();
  return useQuery({
    queryKey: queryKeys.sellerCategories(lang, sellerId),
    queryFn: ({ signal }) => getSellerCategories(sellerId, signal),
    enabled: enabled && sellerId !== '',
    staleTime: 5 * 60_000,
  });
}
