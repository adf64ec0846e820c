import { useQuery, type QueryKey } from '@tanstack/react-query';
import { queryClient } from '../../lib/query-client';
import { useRealtimeConnected, useRealtimeFrame, type RealtimeFrame } from '../../lib/realtime';
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
  const connected = useRealtimeConnected('user');
  const take = (frame: RealtimeFrame) => {
    const count = readUnreadCounts(frame)[field];
    if (enabled && count !== undefined) queryClient.setQueryData(queryKey, count);
  };
  useRealtimeFrame('user', 'hello', take);
  useRealtimeFrame('user', 'unread', take);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetch(signal),
    enabled,
    staleTime: 10_000,
    refetchInterval: connected ? false : UNREAD_POLL_MS,
  });
}
