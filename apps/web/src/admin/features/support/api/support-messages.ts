import { CHAT_LIMITS, type chatEndpoints, chatRoutes, type EndpointReply } from '@caravan/contract';
import { useInfiniteQuery, useMutation, type InfiniteData } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { adminKeys } from '../../../../lib/query-keys';
import { queryClient } from '../../../../lib/query-client';
import { CONVERSATION_POLL_MS, refreshSupportLists, storeClaim } from './support-conversations';

export type SupportMessage = EndpointReply<typeof chatEndpoints.admin.messages>[number];

/** A page of a conversation, oldest first; `hasEarlier` when a full page came (there may be more). */
export type MessagePage = { messages: SupportMessage[]; hasEarlier: boolean };
type MessagePages = InfiniteData<MessagePage, unknown>;

/**
 * admin/chat!messages: the latest page first, then older ones before the oldest message seen. The
 * server marks the buyer's messages read whenever the latest page is asked for, so a refetch while
 * the operator reads is also what clears the conversation from the waiting list.
 */
export function useSupportMessages(id: string, { poll }: { poll: boolean }) {
  return useInfiniteQuery({
    queryKey: adminKeys.supportMessages(id),
    queryFn: async ({ pageParam, signal }): Promise<MessagePage> => {
      const messages = await callEndpoint(
        chatRoutes.admin.messages,
        { id, message_id: pageParam },
        { signal, silent: true },
      );
      return { messages, hasEarlier: messages.length >= CHAT_LIMITS.pageSize };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.hasEarlier ? page.messages[0]?.id : undefined),
    staleTime: 0,
    refetchInterval: poll ? CONVERSATION_POLL_MS : false,
  });
}

/** The messages of the loaded pages, oldest first, each once. */
export function messagesInOrder(data: MessagePages | undefined): SupportMessage[] {
  const byId = new Map<string, SupportMessage>();
  for (const page of [...(data?.pages ?? [])].reverse()) {
    for (const message of page.messages) byId.set(message.id, message);
  }
  return [...byId.values()];
}

/**
 * Puts a message into the conversation's cache: a new one at the end of the latest page, a known
 * one replaced — keeping the operator's name, which the websocket's copy does not carry.
 * Returns whether the message was new.
 */
export function storeMessage(id: string, message: SupportMessage): boolean {
  let isNew = true;
  queryClient.setQueryData<MessagePages>(adminKeys.supportMessages(id), (data) => {
    if (!data) return data;
    const pages = data.pages.map((page) => ({
      ...page,
      messages: page.messages.map((known) => {
        if (known.id !== message.id) return known;
        isNew = false;
        return { ...message, operatorName: message.operatorName || known.operatorName };
      }),
    }));
    const [latest, ...earlier] = pages;
    if (!isNew || !latest) return { ...data, pages };
    return { ...data, pages: [{ ...latest, messages: [...latest.messages, message] }, ...earlier] };
  });
  return isNew;
}

/**
 * admin/chat!send: a text answer from the operator `operatorId`; it claims the conversation when
 * nobody has.
 */
export function useSendSupportMessage(id: string, operatorId: string) {
  return useMutation({
    mutationFn: (content: string): Promise<SupportMessage> =>
      callEndpoint(chatRoutes.admin.send, { id, type: 'text', content }, { silent: true }),
    onSuccess: (message) => {
      storeMessage(id, message);
      // The server answers only for the operator who has the conversation, claiming it when nobody
      // had: the reply itself says it is theirs. Asked again to confirm; it leaves the waiting list.
      storeClaim(id, { operatorId, operatorName: message.operatorName });
      void queryClient.invalidateQueries({ queryKey: adminKeys.supportDetail(id) });
      void refreshSupportLists();
    },
  });
}
