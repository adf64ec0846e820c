import { type EndpointReply, type orderEndpoints, orderRoutes } from '@caravan/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { useToken } from '../../../../lib/auth';
import { useLanguage } from '../../../../lib/i18n';
import { queryKeys } from '../../../../lib/query-keys';

/** Orders per page in the seller panel's lists. */
export const SELLER_PAGE_SIZE = 10;

export type SellerOrderPage = EndpointReply<typeof orderEndpoints.seller.orders>;

/** One of the panel's lists: the shop's orders (in one status or all), or its refunds. */
export type SellerOrderList = { returns: true } | { returns: false; status: number | null };

/** The list's name in the query key. */
function listKey(list: SellerOrderList): string {
  return list.returns ? 'returns' : `status:${list.status ?? 'all'}`;
}

/**
 * seller/orders!list (by status, newest first) or seller/orders!list-returns: what the shop sold,
 * what purchasing each order costs and what it earns. A user without a shop gets AUTH_NOT_A_SELLER,
 * which the page explains itself (silent).
 */
export function listSellerOrders(list: SellerOrderList, pageNum: number, signal?: AbortSignal) {
  return callEndpoint(
    list.returns ? orderRoutes.seller.returns : orderRoutes.seller.orders,
    { pageNum, pageSize: SELLER_PAGE_SIZE, status: list.returns ? undefined : (list.status ?? undefined) },
    { signal, silent: true },
  );
}

export function useSellerOrders(list: SellerOrderList, pageNum: number) {
  const token = useToken();
  const lang = useLanguage();
  return useQuery({
    queryKey: queryKeys.sellerOrderList(token, lang, listKey(list), pageNum),
    queryFn: ({ signal }) => listSellerOrders(list, pageNum, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
