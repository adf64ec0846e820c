import {
  type AdminChatConversationVo,
  type chatEndpoints,
  chatRoutes,
  type EndpointParams,
  type EndpointReply,
} from '@caravan/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { ADMIN_QUERY_ROOT } from '../../../../lib/query-keys';
import { ADMIN_PAGE_SIZE } from '../../../lib/page-param';

export type SupportView = NonNullable<EndpointParams<typeof chatEndpoints.admin.list>['view']>;
export type SupportListFilter = { view: SupportView; pageNum: number };
export type SupportDetail = EndpointReply<typeof chatEndpoints.admin.detail>;

// Under the console's root, so ending the operator's session forgets them with the rest.
const ROOT = [...ADMIN_QUERY_ROOT, 'support'] as const;
export const supportKeys = {
  root: ROOT,
  lists: [...ROOT, 'list'] as const,
  list: (filter: SupportListFilter) => [...ROOT, 'list', filter] as const,
  detail: (id: string) => [...ROOT, 'detail', id] as const,
  messages: (id: string) => [...ROOT, 'messages', id] as const,
};

/** While the websocket is down, lists are asked again this often (ADR 019). */
export const LIST_POLL_MS = 30_000;
/** While the websocket is down, the open conversation is asked again this often (ADR 019). */
export const CONVERSATION_POLL_MS = 5_000;

/**
 * admin/chat!list (customer service): waiting conversations (oldest wait first), the caller's, or
 * all (latest first). `poll` while no live updates arrive.
 */
export function useSupportConversations(filter: SupportListFilter, { poll }: { poll: boolean }) {
  return useQuery({
    queryKey: supportKeys.list(filter),
    queryFn: ({ signal }) =>
      callEndpoint(chatRoutes.admin.list, { ...filter, pageSize: ADMIN_PAGE_SIZE }, { signal, silent: true }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    refetchInterval: poll ? LIST_POLL_MS : false,
  });
}

/** admin/chat!detail: the conversation (who claimed it) and the buyer's five latest orders. */
export function useSupportDetail(id: string, { poll }: { poll: boolean }) {
  return useQuery({
    queryKey: supportKeys.detail(id),
    queryFn: ({ signal }) => callEndpoint(chatRoutes.admin.detail, { id }, { signal, silent: true }),
    staleTime: 10_000,
    refetchInterval: poll ? CONVERSATION_POLL_MS : false,
  });
}

/**
 * Asks for the conversation lists again. A refetch already under way is kept rather than restarted:
 * the badge and the page both hear every frame, and the first refetch already sees the new message.
 */
export function refreshSupportLists() {
  return queryClient.invalidateQueries({ queryKey: supportKeys.lists }, { cancelRefetch: false });
}

function storeConversation(conversation: AdminChatConversationVo) {
  queryClient.setQueryData<SupportDetail>(supportKeys.detail(conversation.id), (detail) =>
    detail ? { ...detail, conversation } : detail,
  );
}

/**
 * admin/chat!claim: the conversation becomes the caller's unless someone claimed it first; the
 * reply says who has it either way.
 */
export function useClaimConversation() {
  return useMutation({
    mutationFn: (id: string): Promise<AdminChatConversationVo> =>
      callEndpoint(chatRoutes.admin.claim, { id }),
    onSuccess: (conversation) => {
      storeConversation(conversation);
      void refreshSupportLists();
    },
  });
}
