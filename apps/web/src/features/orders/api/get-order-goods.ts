import { orderEndpoints, type OrderGoodsVo } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

// The largest page the server gives (contract §2.3); an order rarely has more lines than one page.
const PAGE_SIZE = 100;
const MAX_PAGES = 20;

/**
 * order!listGoods: every line of one order. The detail shows them all and the review page needs
 * them all, so further pages are fetched until `totalElements` lines have arrived.
 */
export function useOrderGoods(orderId: string) {
  const token = useToken();
  const lang = useLanguage();
  return useQuery({
    queryKey: queryKeys.orderGoods(token, lang, orderId),
    queryFn: async ({ signal }) => {
      const lines: OrderGoodsVo[] = [];
      for (let pageNum = 1; pageNum <= MAX_PAGES; pageNum += 1) {
        const page = await callEndpoint(
          orderEndpoints.lines,
          { orderId, pageNum, pageSize: PAGE_SIZE },
          { signal },
        );
        lines.push(...page.pageList);
        if (page.pageList.length < PAGE_SIZE || lines.length >= page.pageInfo.totalElements) break;
      }
      return lines;
    },
    enabled: token !== null && orderId !== '',
    staleTime: 0,
  });
}
