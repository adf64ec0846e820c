import type { AdminGoodsVo } from '@caravan/contract';
import { catalogAdminRoutes } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { useLanguage } from '../../../../lib/i18n';
import { adminKeys } from '../../../../lib/query-keys';

/** admin/systemGoods!get: one good with its translations, SKUs and images. */
export function getGoods(id: string, signal?: AbortSignal): Promise<AdminGoodsVo> {
  return callEndpoint(catalogAdminRoutes.good, { id }, { signal, silent: true });
}

export function useGoods(id: string | undefined) {
  const lang = useLanguage();
  return useQuery({
    queryKey: adminKeys.goodsDetail(id ?? '', lang),
    queryFn: ({ signal }) => getGoods(id ?? '', signal),
    enabled: Boolean(id),
  });
}
