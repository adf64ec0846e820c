import { type OrderGoodsVo, orderEndpoints } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { useLanguage } from '../../../../lib/i18n';
import { adminKeys } from '../../../../lib/query-keys';

// The largest page the server gives (contract §2.3); further pages are fetched until all arrive.
const PAGE_SIZE = 100;
const MAX_PAGES = 20;

/** order!listGoods read by an operator (`/api/` with the operator token): every line of an order. */
export async function listOrderGoods(orderId: string, signal?: AbortSignal): Promise<OrderGoodsVo[]> {
  const lines: OrderGoodsVo[] = [];
  for (let pageNum = 1; pageNum <= MAX_PAGES; pageNum += 1) {
    const page = await callEndpoint(
      orderEndpoints.lines,
      { orderId, pageNum, pageSize: PAGE_SIZE },
      { asOperator: true, signal, silent: true },
    );
    lines.push(...page.pageList);
    if (page.pageList.length < PAGE_SIZE || lines.length >= page.pageInfo.totalElements) break;
  }
  return lines;
}

export function useOrderGoods(orderId: string) {
  const lang = useLanguage();
  return useQuery({
    queryKey: adminKeys.orderGoods(orderId, lang),
    queryFn: ({ signal }) => listOrderGoods(orderId, signal),
    staleTime: 0,
  });
}
