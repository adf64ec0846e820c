import { engagementRoutes } from '@caravan/contract';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { nextListPage } from '../../../components/ui/infinite-list';
import { callEndpoint } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/** The user-centre lists' page size (spec §9: 20 for user lists). */
export const COLLECT_PAGE_SIZE = 20;

/** keepGoods!list: the buyer's favourite products, newest first, one page. */
export function getKeptGoods(pageNum: number, signal?: AbortSignal) {
  return callEndpoint(engagementRoutes.favourites, { pageNum, pageSize: COLLECT_PAGE_SIZE }, { signal });
}

export function useKeptGoods(pageNum: number) {
  const token = useToken();
  const lang = useLanguage();
  return useQuery({
    queryKey: queryKeys.keptGoods(token, lang, pageNum),
    queryFn: ({ signal }) => getKeptGoods(pageNum, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** The mobile site's list: the same pages, one after another as the buyer scrolls. */
export function useKeptGoodsPages() {
  const token = useToken();
  const lang = useLanguage();
  return useInfiniteQuery({
    queryKey: queryKeys.keptGoodsPages(token, lang),
    queryFn: ({ pageParam, signal }) => getKeptGoods(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextListPage,
    enabled: token !== null,
  });
}
