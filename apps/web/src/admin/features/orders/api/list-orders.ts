import { type EndpointReply, type orderEndpoints, orderRoutes } from '@caravan/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { useLanguage } from '../../../../lib/i18n';
import { adminKeys, type OrderListFilter } from '../../../../lib/query-keys';
import { ADMIN_PAGE_SIZE } from '../../../lib/page-param';

export type AdminOrderPage = EndpointReply<typeof orderEndpoints.admin.orders>;

/** admin/order!list (orders): every order, newest first, by status, refund status or order number. */
export function listOrders(filter: OrderListFilter, signal?: AbortSignal): Promise<AdminOrderPage> {
  return callEndpoint(
    orderRoutes.admin.orders,
    { ...filter, pageSize: ADMIN_PAGE_SIZE },
    { signal, silent: true },
  );
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
