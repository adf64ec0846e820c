import { engagementRoutes } from '@caravan/contract';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { nextListPage } from '../../../components/ui/infinite-list';
import { callEndpoint } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { COLLECT_PAGE_SIZE } from './get-kept-goods';

/** focusSeller!list: the shops the buyer follows, newest first, one page. */
export function getFollowedShops(pageNum: number, signal?: AbortSignal) {
  return callEndpoint(engagementRoutes.follows, { pageNum, pageSize: COLLECT_PAGE_SIZE }, { signal });
}

export function useFollowedShops(pageNum: number) {
  const token = useToken();
  const lang = useLanguage();
  return useQuery({
    queryKey: queryKeys.followedShops(token, lang, pageNum),
    queryFn: ({ signal }) => getFollowedShops(pageNum, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** The mobile site's list: the same pages, one after another as the buyer scrolls. */
export function useFollowedShopsPages() {
  const token = useToken();
  const lang = useLanguage();
  return useInfiniteQuery({
    queryKey: queryKeys.followedShopsPages(token, lang),
    queryFn: ({ pageParam, signal }) => getFollowedShops(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextListPage,
    enabled: token !== null,
  });
}
