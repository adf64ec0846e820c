import { type catalogAdminEndpoints, catalogAdminRoutes, type EndpointReply } from '@caravan/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { useLanguage } from '../../../../lib/i18n';
import { adminKeys, type GoodsListFilter } from '../../../../lib/query-keys';
import { ADMIN_PAGE_SIZE } from '../../../lib/page-param';

export type AdminGoodsPage = EndpointReply<typeof catalogAdminEndpoints.goods>;

/** admin/systemGoods!list: search by name or id, filter by category and shelf state. */
export function listGoods(filter: GoodsListFilter, signal?: AbortSignal): Promise<AdminGoodsPage> {
  return callEndpoint(
    catalogAdminRoutes.goods,
    { ...filter, pageSize: ADMIN_PAGE_SIZE },
    { signal, silent: true },
  );
}

export function useGoodsList(filter: GoodsListFilter) {
  const lang = useLanguage();
  return useQuery({
    queryKey: adminKeys.goodsList(filter, lang),
    queryFn: ({ signal }) => listGoods(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
