import {
  NO_COUPONS,
  type orderEndpoints,
  type OrderGoodsVo,
  type OrderLine,
  orderRoutes,
} from '@caravan/contract';
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
 * `couponIds` of order!quote and order!submit (issue 54): absent lets the server choose the best
 * coupons the buyer holds; an empty choice is "-1", no coupon.
 */
export function couponIdsParam(couponIds: readonly string[] | undefined): string | undefined {
  if (couponIds === undefined) return undefined;
  return couponIds.length === 0 ? NO_COUPONS : couponIds.join(',');
}

/**
 * order!quote: what placing these lines would cost, per shop and in all (goods, freight, tax),
 * priced by the server as order!submit prices them. While the lines change the last figures stay
 * on screen until the new ones arrive.
 */
export function useOrderQuote(lines: readonly OrderLine[], couponIds?: readonly string[]) {
  const token = useToken();
  const orderInfo = orderInfoParam(lines);
  const coupons = couponIdsParam(couponIds);
  return useQuery({
    queryKey: queryKeys.orderQuote(token, `${orderInfo}|${coupons ?? ''}`),
    queryFn: () => callEndpoint(orderRoutes.quote, { orderInfo, couponIds: coupons }, { silent: true }),
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

export type SubmitOrderInput = {
  lines: readonly OrderLine[];
  addressId: string | null;
  /** The coupons chosen (absent: the best the buyer holds, as the quote showed). */
  couponIds?: readonly string[] | undefined;
};

/**
 * order!submit: every shop's lines in one call; the server prices them and answers one order per
 * shop. Prices are never sent. The caller shows a refusal where the buyer is looking.
 */
export function submitOrder({ lines, addressId, couponIds }: SubmitOrderInput) {
  return callEndpoint(
    orderRoutes.submit,
    {
      orderInfo: orderInfoParam(lines),
      addressId: addressId ?? undefined,
      couponIds: couponIdsParam(couponIds),
    },
    { silent: true },
  );
}

export function useSubmitOrder() {
  const token = useToken();
  return useMutation({
    mutationFn: submitOrder,
    // The orders are new, and the coupons they used are the buyer's no more.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.ordersRoot(token) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.myCouponsRoot(token) }),
      ]),
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
