import { chatRoutes } from '@caravan/contract';
import { callEndpoint } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';
import { useUnreadCount } from '../../../components/chat/use-unread-count';

/** public/userOnlineChatController!unread: the shops' messages the buyer has not read. */
export function getChatUnread(signal?: AbortSignal) {
  return callEndpoint(chatRoutes.unread, { loginType: 'user' }, { signal, silent: true });
}

/** The chat icon's badge: kept by the websocket, or polled every 30 s without it. */
export function useChatUnread() {
  const token = useToken();
  return useUnreadCount({
    queryKey: queryKeys.chatUnread(token, 'user'),
    fetch: getChatUnread,
    field: 'chat',
    enabled: token !== null,
  });
}
