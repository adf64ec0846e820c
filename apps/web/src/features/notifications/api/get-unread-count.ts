import { notificationRoutes, type RealtimeFrameOf } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { UNREAD_POLL_MS } from '../../../components/chat/use-unread-count';
import { callEndpoint } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { useRealtimeConnected, useRealtimeFrame } from '../../../lib/realtime';
import { setUnreadCount } from './notification-cache';

/** notification!count.unread: how many of the caller's notifications are unread. */
export function getUnreadCount(signal?: AbortSignal) {
  return callEndpoint(notificationRoutes.unreadCount, {}, { signal, silent: true });
}

// Every listener of the socket gets the same frame: the badge, a list page and the mobile site's
// entry may all be mounted, and a frame is taken once.
type NotificationFrame = RealtimeFrameOf<'user', 'notification'>;
const taken = new WeakSet<NotificationFrame>();

/**
 * A pushed notification (`{ type: 'notification', unread, notification }`, ADR 018): the count it
 * carries goes to the badge, and the lists that show notifications are read again; so is the wallet
 * (balance and records) on screen, since most notices tell of money that moved (a deposit credited,
 * a withdrawal returned, a refund, a loan paid out: issue 51).
 */
function takeNotificationFrame(token: string | null, frame: NotificationFrame): void {
  if (taken.has(frame)) return;
  taken.add(frame);
  setUnreadCount(token, frame.unread);
  void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.listRoot(token) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.latestRoot(token) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.walletRoot(token) });
}

/** A count older than this is asked for again when the socket (re)connects: frames may have been missed. */
const RECONNECT_STALE_MS = 10_000;

/**
 * The unread count of the bell's badge: fetched once, then kept by the websocket's `notification`
 * frames and the reading done here, or polled every 30 s while the websocket is not connected.
 */
export function useNotificationUnread() {
  const token = useToken();
  const connected = useRealtimeConnected('user');
  const enabled = token !== null;
  const queryKey = queryKeys.notifications.unread(token);
  useRealtimeFrame('user', 'notification', (frame) => {
    if (enabled) takeNotificationFrame(token, frame);
  });
  useRealtimeFrame('user', 'hello', () => {
    // Not on a first load (the count is on its way), only for a count kept from before.
    const state = queryClient.getQueryState(queryKey);
    if (!enabled || state?.data === undefined || state.fetchStatus !== 'idle') return;
    if (Date.now() - state.dataUpdatedAt > RECONNECT_STALE_MS) {
      void queryClient.invalidateQueries({ queryKey, exact: true });
    }
  });
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled,
    staleTime: RECONNECT_STALE_MS,
    refetchInterval: connected ? false : UNREAD_POLL_MS,
  });
}
