import { CHAT_LIMITS, chatRoutes } from '@caravan/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { useRealtimeFrame } from '../../../lib/realtime';

/** public/userOnlineChatController!userlist: the buyer's conversations with shops, newest first, 50 a page. */
export function getConversations(pageNo: number, signal?: AbortSignal) {
  return callEndpoint(chatRoutes.userList, { page_no: pageNo, loginType: 'user' }, { signal });
}

/** The buyer's conversations, page by page; a message pushed from (or to) a shop moves its row up. */
export function useConversations() {
  const token = useToken();
  const queryKey = queryKeys.chatConversations(token, 'user');
  useRealtimeFrame('user', 'chat', (frame) => {
    if (frame.channel === 'shop' && frame.as === 'user') void queryClient.invalidateQueries({ queryKey });
  });
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => getConversations(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      last.length >= CHAT_LIMITS.userListPageSize ? pages.length + 1 : undefined,
    enabled: token !== null,
    staleTime: 0,
  });
}
