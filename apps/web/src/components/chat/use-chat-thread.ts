import type { ChatMessageVo } from '@caravan/contract';
import { useMutation, useQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryClient } from '../../lib/query-client';
import { useRealtimeConnected, useRealtimeFrame } from '../../lib/realtime';
import { useWindowSession } from '../../lib/window-session';
import type { ChatAbout } from './chat-opener';
import type { ChatFrame } from './chat-frames';
import { withLatestPage, withMessage, withOlderPage, type ChatThreadData } from './thread-merge';

/** An open conversation asks for new messages this often while the websocket is down (spec §4, §9). */
export const CHAT_POLL_MS = 5000;

/** A message to send: text, or an uploaded picture's URL, with what it is about when the buyer says. */
export type ChatOutgoing = { type: 'text' | 'img'; content: string } & Partial<ChatAbout>;

/** One conversation's endpoints, as the thread below uses them. */
export type ChatThreadSource = {
  queryKey: QueryKey;
  /** A page of messages: the latest without `before`, else those before that message id. */
  fetchPage: (before: string | undefined, signal?: AbortSignal) => Promise<ChatMessageVo[]>;
  send: (message: ChatOutgoing) => Promise<ChatMessageVo>;
  /** Whether a pushed message belongs to this conversation. */
  isOwnFrame: (frame: ChatFrame) => boolean;
  /**
   * Reading the latest page marks the conversation read on the server: the unread counts follow
   * (`received` says whether it brought messages not seen before).
   */
  onLatestRead?: (received: boolean) => void;
  enabled: boolean;
};

function receivedNew(previous: ChatThreadData | undefined, next: ChatThreadData): boolean {
  const known = new Set(previous?.messages.map((m) => m.id));
  return next.messages.some((m) => m.send_receive === 'receive' && !known.has(m.id));
}

/**
 * One conversation while it is on screen: its latest page, earlier pages on request, messages
 * pushed over the websocket, and — while the websocket is not connected — a poll every 5 s, which
 * stops when the conversation leaves the screen (the dialog closes).
 */
export function useChatThread(source: ChatThreadSource) {
  const { queryKey, fetchPage, isOwnFrame, onLatestRead } = source;
  // In the /chat window with a session of its own, that session's socket: the stored session's
  // would push another account's messages into this conversation.
  const realtime = useWindowSession()?.socket ?? 'user';
  const connected = useRealtimeConnected(realtime);
  const thread = useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const page = await fetchPage(undefined, signal);
      const previous = queryClient.getQueryData<ChatThreadData>(queryKey);
      const next = withLatestPage(previous, page);
      onLatestRead?.(previous === undefined || receivedNew(previous, next));
      return next;
    },
    enabled: source.enabled,
    staleTime: 0,
    refetchInterval: connected ? false : CHAT_POLL_MS,
  });

  useRealtimeFrame(realtime, 'chat', (frame) => {
    if (!isOwnFrame(frame)) return;
    queryClient.setQueryData<ChatThreadData>(queryKey, (data) => withMessage(data, frame.message));
    // Read on screen: reading the latest page tells the server so, and the unread counts follow.
    if (frame.message.send_receive === 'receive') {
      void queryClient.invalidateQueries({ queryKey }).then(() => onLatestRead?.(true));
    }
  });

  // Connected (at last, or again after a break): what came before the socket did is read again.
  const wasConnected = useRef(connected);
  useEffect(() => {
    if (connected && !wasConnected.current) void queryClient.invalidateQueries({ queryKey });
    wasConnected.current = connected;
  }, [connected, queryKey]);

  const older = useMutation({
    mutationFn: () => {
      const oldest = queryClient.getQueryData<ChatThreadData>(queryKey)?.messages[0]?.id;
      return fetchPage(oldest);
    },
    onSuccess: (page) =>
      queryClient.setQueryData<ChatThreadData>(queryKey, (data) => withOlderPage(data, page)),
  });

  const send = useMutation({
    mutationFn: source.send,
    onSuccess: (message) =>
      queryClient.setQueryData<ChatThreadData>(queryKey, (data) => withMessage(data, message)),
  });

  return { thread, older, send };
}

export type ChatThreadState = ReturnType<typeof useChatThread>;
