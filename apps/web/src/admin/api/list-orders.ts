import { AdminOrderVo, paged } from '@caravan/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api-client';
import { useLanguage } from '../../lib/i18n';
import { ADMIN_PAGE_SIZE, adminKeys, type OrderListFilter } from '../lib/admin-query-keys';

const AdminOrderPage = paged(AdminOrderVo);
export type AdminOrderPage = z.infer<typeof AdminOrderPage>;

/** admin/order!list (orders): every order, newest first, by status, refund status or order number. */
export function listOrders(filter: OrderListFilter, signal?: AbortSignal): Promise<AdminOrderPage> {
  return apiRequest('order!list', {
    scope: 'admin',
    params: { ...filter, pageSize: ADMIN_PAGE_SIZE },
    schema: AdminOrderPage,
    signal,
    silent: true,
  });
}

export function useOrderList(filter: OrderListFilter) {
  const lang = useLanguage();
  return useQuery({
    queryKey: adminKeys.orderList(filter, lang),
    queryFn: ({ signal }) => listOrders(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
