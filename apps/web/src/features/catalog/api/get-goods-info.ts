import { catalogRoutes } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/**
 * sellerGoods!info without a SKU: the product, its shop, and every SKU to choose from. Silent: an
 * unknown or withdrawn product is shown as the page's own "not found" state, not as a toast.
 */
export function getGoodsInfo(sellerGoodsId: string, signal?: AbortSignal) {
  return callEndpoint(catalogRoutes.goodsDetail, { sellerGoodsId, skuId: '-1' }, { signal, silent: true });
}

export function useGoodsInfo(sellerGoodsId: string) {
  const lang = useLanguage();
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.goodsDetail(lang, sellerGoodsId, token),
    queryFn: ({ signal }) => getGoodsInfo(sellerGoodsId, signal),
    enabled: sellerGoodsId !== '',
    // A missing product stays missing; other failures get the usual retry.
    retry: (count, error) => count < 2 && !isNotFound(error),
  });
}

/** The product or its shop does not exist, is off the shelf, or the id is not one (code "1"). */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '1';
}
