import { chatRoutes } from '@caravan/contract';
import { callEndpoint } from '../../../../lib/api-client';
import { useToken } from '../../../../lib/auth';
import { queryKeys } from '../../../../lib/query-keys';
import { useUnreadCount } from '../../../../components/chat/use-unread-count';

/** public/userOnlineChatController!unread as the shop: buyers' messages it has not read. */
export function getShopUnread(signal?: AbortSignal) {
  return callEndpoint(chatRoutes.unread, { loginType: 'shop' }, { signal, silent: true });
}

/** The "Messages" link's badge: kept by the websocket, or polled every 30 s without it. */
export function useShopUnread(enabled: boolean) {
  const token = useToken();
  return useUnreadCount({
    queryKey: queryKeys.chatUnread(token, 'shop'),
    fetch: getShopUnread,
    field: 'shop',
    enabled: token !== null && enabled,
  });
}
