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
import { adminKeys, type SupportListFilter } from '../../../../lib/query-keys';
import { ADMIN_PAGE_SIZE } from '../../../lib/page-param';

export type SupportView = NonNullable<EndpointParams<typeof chatEndpoints.admin.list>['view']>;
export type SupportDetail = EndpointReply<typeof chatEndpoints.admin.detail>;

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
    queryKey: adminKeys.supportList(filter),
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
    queryKey: adminKeys.supportDetail(id),
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
  return queryClient.invalidateQueries({ queryKey: adminKeys.supportLists }, { cancelRefetch: false });
}

/**
 * Who has a conversation now, as the operator's reply or the websocket said: shown at once, rather
 * than only once chat!detail is asked again (which may fail: the network, the per-IP limit).
 */
export function storeClaim(id: string, claim: Pick<AdminChatConversationVo, 'operatorId' | 'operatorName'>) {
  queryClient.setQueryData<SupportDetail>(adminKeys.supportDetail(id), (detail) =>
    detail ? { ...detail, conversation: { ...detail.conversation, ...claim } } : detail,
  );
}

function storeConversation(conversation: AdminChatConversationVo) {
  queryClient.setQueryData<SupportDetail>(adminKeys.supportDetail(conversation.id), (detail) =>
    detail ? { ...detail, conversation } : detail,
  );
}

/**
 * admin/chat!reassign (super admin): the conversation goes to another operator who answers
 * support, or to nobody (`operatorId` ''); the reply says who has it now.
 */
export function useReassignConversation() {
  return useMutation({
    mutationFn: ({ id, operatorId }: { id: string; operatorId: string }): Promise<AdminChatConversationVo> =>
      callEndpoint(chatRoutes.admin.reassign, { id, operatorId }),
    onSuccess: (conversation) => {
      storeConversation(conversation);
      void refreshSupportLists();
    },
  });
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
