import { AdminGoodsRowVo, paged } from '@caravan/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api-client';
import { useLanguage } from '../../lib/i18n';
import { ADMIN_PAGE_SIZE, adminKeys, type GoodsListFilter } from '../lib/admin-query-keys';

const AdminGoodsPage = paged(AdminGoodsRowVo);
export type AdminGoodsPage = z.infer<typeof AdminGoodsPage>;

/** admin/systemGoods!list: search by name or id, filter by category and shelf state. */
export function listGoods(filter: GoodsListFilter, signal?: AbortSignal): Promise<AdminGoodsPage> {
  return apiRequest('systemGoods!list', {
    scope: 'admin',
    params: { ...filter, pageSize: ADMIN_PAGE_SIZE },
    schema: AdminGoodsPage,
    signal,
    silent: true,
  });
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
