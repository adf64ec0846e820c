import { notificationRoutes, type NotificationVo } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { markReadInCache, setUnreadCount } from './notification-cache';

/**
 * notification!message.detail: opens one notification, which marks it read. The badge goes down
 * at once and is then read again (another page may have read some meanwhile).
 */
export function useOpenNotification() {
  const token = useToken();
  const unreadKey = queryKeys.notifications.unread(token);
  return useMutation({
    mutationFn: (notification: NotificationVo) =>
      callEndpoint(notificationRoutes.detail, { id: notification.id }, { silent: true }),
    onMutate: (notification) => {
      if (notification.isRead) return;
      const unread = queryClient.getQueryData<number>(unreadKey);
      if (unread !== undefined) setUnreadCount(token, unread - 1);
      markReadInCache(token, { id: notification.id });
    },
    onSettled: (_data, _error, notification) => {
      if (!notification.isRead) void queryClient.invalidateQueries({ queryKey: unreadKey, exact: true });
    },
  });
}

/** notification!message.read without an id: every unread notification of the caller, read. */
export function useMarkAllRead() {
  const token = useToken();
  return useMutation({
    mutationFn: () => callEndpoint(notificationRoutes.read, {}),
    onSuccess: ({ unread }) => {
      setUnreadCount(token, unread);
      markReadInCache(token, 'all');
    },
  });
}
