import { chatRoutes } from '@caravan/contract';
import { callEndpoint } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';
import { useUnreadCount } from '../../../components/chat/use-unread-count';

/** newOnlinechat!unread: customer service's messages the user has not read (a number). */
export function getSupportUnread(signal?: AbortSignal) {
  return callEndpoint(chatRoutes.supportUnread, {}, { signal, silent: true });
}

/** The customer-service icon's badge: kept by the websocket, or polled every 30 s without it. */
export function useSupportUnread() {
  const token = useToken();
  return useUnreadCount({
    queryKey: queryKeys.supportUnread(token),
    fetch: getSupportUnread,
    field: 'support',
    enabled: token !== null,
  });
}
