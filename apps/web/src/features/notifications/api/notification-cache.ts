import type { InfiniteData } from '@tanstack/react-query';
import type { NotificationVo } from '@caravan/contract';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

// What reading a notification changes in the cache, without asking the server again: the badge's
// count, the popover's unread (which only lists unread ones) and the rows of every list loaded.

type ListPage = {
  pageList: NotificationVo[];
  pageInfo: { pageNum: number; pageSize: number; totalElements: number };
};
type Cached = ListPage | InfiniteData<ListPage> | undefined;

/** The badge's count, as the server or a frame gave it. */
export function setUnreadCount(token: string | null, unread: number): void {
  queryClient.setQueryData(queryKeys.notifications.unread(token), Math.max(0, unread));
}

function readPage(page: ListPage, isRead: (item: NotificationVo) => boolean): ListPage {
  return {
    ...page,
    pageList: page.pageList.map((item) => (isRead(item) && !item.isRead ? { ...item, isRead: true } : item)),
  };
}

/** Shows one notification (by id), or every one (`all`), as read wherever it is cached. */
export function markReadInCache(token: string | null, which: { id: string } | 'all'): void {
  const isRead = (item: NotificationVo) => which === 'all' || item.id === which.id;
  queryClient.setQueriesData<Cached>({ queryKey: queryKeys.notifications.listRoot(token) }, (data) => {
    if (!data) return data;
    if ('pages' in data) return { ...data, pages: data.pages.map((page) => readPage(page, isRead)) };
    return readPage(data, isRead);
  });
  queryClient.setQueriesData<NotificationVo[]>(
    { queryKey: queryKeys.notifications.latestRoot(token) },
    (latest) => latest?.filter((item) => !isRead(item)),
  );
}
