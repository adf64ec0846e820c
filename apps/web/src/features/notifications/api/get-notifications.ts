import { notificationRoutes } from '@caravan/contract';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { nextListPage } from '../../../components/ui/infinite-list';
import { callEndpoint } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/** Spec §9: the user's lists come 20 to a page. */
export const NOTIFICATION_PAGE_SIZE = 20;

/** notification!message.pagelist: the caller's notifications, newest first, one page. */
export function getNotifications(pageNum: number, signal?: AbortSignal) {
  return callEndpoint(notificationRoutes.pageList, { pageNum, pageSize: NOTIFICATION_PAGE_SIZE }, { signal });
}

/** The desktop's list: one page at a time. */
export function useNotificationPage(pageNum: number) {
  const token = useToken();
  const lang = useLanguage();
  return useQuery({
    queryKey: queryKeys.notifications.list(token, lang, pageNum),
    queryFn: ({ signal }) => getNotifications(pageNum, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** The mobile site's list: the same pages, one after another as the user scrolls. */
export function useNotificationPages() {
  const token = useToken();
  const lang = useLanguage();
  return useInfiniteQuery({
    queryKey: queryKeys.notifications.listPages(token, lang),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextListPage,
    enabled: token !== null,
  });
}
