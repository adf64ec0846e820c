import { notificationRoutes } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/** How many of the latest unread the header's popover lists. */
export const LATEST_SIZE = 5;

/** notification!message.slidelist: the caller's latest unread notifications. */
export function getLatestUnread(signal?: AbortSignal) {
  return callEndpoint(notificationRoutes.slideList, { size: LATEST_SIZE }, { signal });
}

/** The popover's notifications, read afresh each time it opens (`enabled`). */
export function useLatestUnread(enabled: boolean) {
  const token = useToken();
  const lang = useLanguage();
  return useQuery({
    queryKey: queryKeys.notifications.latest(token, lang),
    queryFn: ({ signal }) => getLatestUnread(signal),
    enabled: enabled && token !== null,
    staleTime: 0,
  });
}
