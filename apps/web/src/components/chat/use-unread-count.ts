import { useQuery, type QueryKey } from '@tanstack/react-query';
import { queryClient } from '../../lib/query-client';
import type { RealtimeFrameOf } from '@caravan/contract';
import { useRealtimeConnected, useRealtimeFrame } from '../../lib/realtime';
import { useWindowSession } from '../../lib/window-session';
import { readUnreadCounts, type UnreadCounts } from './chat-frames';

/** Unread counts are asked for this often while the websocket is down (spec §7, §9: 30 s). */
export const UNREAD_POLL_MS = 30_000;

/**
 * An unread count for a badge: fetched once, then kept by the websocket (its greeting and each
 * `unread` frame carry every count), or polled every 30 s while the websocket is not connected.
 */
export function useUnreadCount({
  queryKey,
  fetch,
  field,
  enabled,
}: {
  queryKey: QueryKey;
  fetch: (signal: AbortSignal) => Promise<number>;
  /** Which count of the frames this badge shows. */
  field: keyof UnreadCounts;
  enabled: boolean;
}) {
  // In the /chat window with a session of its own, that session's socket.
  const realtime = useWindowSession()?.socket ?? 'user';
  const connected = useRealtimeConnected(realtime);
  const take = (frame: RealtimeFrameOf<'user', 'hello' | 'unread'>) => {
    if (enabled) queryClient.setQueryData(queryKey, readUnreadCounts(frame)[field]);
  };
  useRealtimeFrame(realtime, 'hello', take);
  useRealtimeFrame(realtime, 'unread', take);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetch(signal),
    enabled,
    staleTime: 10_000,
    refetchInterval: connected ? false : UNREAD_POLL_MS,
  });
}
