import { type orderEndpoints, type OrderGoodsVo, type OrderLine, orderRoutes } from '@caravan/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';

import { callEndpoint } from '../../lib/api-client';
import { useToken } from '../../lib/auth';
import { queryClient } from '../../lib/query-client';
import { queryKeys } from '../../lib/query-keys';

/** `orderInfo` (contract §1.5): flat triples `sellerGoodsId,skuId,quantity`, skuId -1 without SKUs. */
export function orderInfoParam(lines: readonly OrderLine[]): string {
  return lines.map((line) => `${line.sellerGoodsId},${line.skuId ?? '-1'},${line.quantity}`).join(',');
}

/**
 * order!quote: what placing these lines would cost, per shop and in all (goods, freight, tax),
 * priced by the server as order!submit prices them. While the lines change the last figures stay
 * on screen until the new ones arrive.
 */
export function useOrderQuote(lines: readonly OrderLine[]) {
  const token = useToken();
  const orderInfo = orderInfoParam(lines);
  return useQuery({
    queryKey: queryKeys.orderQuote(token, orderInfo),
    queryFn: () => callEndpoint(orderRoutes.quote, { orderInfo }, { silent: true }),
    enabled: Boolean(token) && lines.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

// The largest page of lines the server gives (contract §2.3); an order rarely has more than one.
const LINES_PAGE_SIZE = 100;
const MAX_LINE_PAGES = 20;

type LineOptions = Parameters<typeof callEndpoint<typeof orderEndpoints.lines>>[2];

/**
 * order!listGoods: every line of one order, for its buyer or its seller, or (`console`) the
 * console's admin/order!listGoods; further pages are fetched until `totalElements` lines have
 * arrived.
 */
export async function listAllOrderGoods(
  orderId: string,
  options: LineOptions = {},
  reader: 'party' | 'console' = 'party',
): Promise<OrderGoodsVo[]> {
  const lines: OrderGoodsVo[] = [];
  for (let pageNum = 1; pageNum <= MAX_LINE_PAGES; pageNum += 1) {
    const params = { orderId, pageNum, pageSize: LINES_PAGE_SIZE };
    const page =
      reader === 'console'
        ? await callEndpoint(orderRoutes.admin.lines, params, options)
        : await callEndpoint(orderRoutes.lines, params, options);
    lines.push(...page.pageList);
    if (page.pageList.length < LINES_PAGE_SIZE || lines.length >= page.pageInfo.totalElements) break;
  }
  return lines;
}

export type SubmitOrderInput = { lines: readonly OrderLine[]; addressId: string | null };

/**
 * order!submit: every shop's lines in one call; the server prices them and answers one order per
 * shop. Prices are never sent. The caller shows a refusal where the buyer is looking.
 */
export function submitOrder({ lines, addressId }: SubmitOrderInput) {
  return callEndpoint(
    orderRoutes.submit,
    { orderInfo: orderInfoParam(lines), addressId: addressId ?? undefined },
    { silent: true },
  );
}

export function useSubmitOrder() {
  const token = useToken();
  return useMutation({
    mutationFn: submitOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.ordersRoot(token) }),
  });
}

export type PayOrdersInput = { orderIds: readonly string[]; safeword: string };

/** order!pay: pays several orders at once from the wallet, after the fund password. */
export function payOrders({ orderIds, safeword }: PayOrdersInput) {
  return callEndpoint(orderRoutes.pay, { orderId: orderIds.join(','), safeword }, { silent: true });
}

export function usePayOrders() {
  const token = useToken();
  return useMutation({
    mutationFn: payOrders,
    // Paid or refused, the balance and the orders may have moved.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.walletRoot(token) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.ordersRoot(token) }),
      ]),
  });
}
