import { chatRoutes } from '@caravan/contract';
import { callEndpoint } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useUnreadCount } from '../../../components/chat/use-unread-count';
import { useSessionToken, useWindowSession, type WindowSession } from '../../../lib/window-session';

/** newOnlinechat!unread: customer service's messages the user has not read (a number). */
export function getSupportUnread(signal?: AbortSignal, session?: WindowSession | null) {
  return callEndpoint(chatRoutes.supportUnread, {}, { signal, silent: true, session });
}

/** The customer-service icon's badge: kept by the websocket, or polled every 30 s without it. */
export function useSupportUnread() {
  const session = useWindowSession();
  const token = useSessionToken();
  return useUnreadCount({
    queryKey: queryKeys.supportUnread(token),
    fetch: (signal) => getSupportUnread(signal, session),
    field: 'support',
    enabled: token !== null,
  });
}
