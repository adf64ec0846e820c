import { CHAT_LIMITS, chatRoutes } from '@caravan/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { useToken } from '../../../../lib/auth';
import { queryClient } from '../../../../lib/query-client';
import { queryKeys } from '../../../../lib/query-keys';
import { useRealtimeFrame } from '../../../../lib/realtime';

/** public/userOnlineChatController!userlist as the shop: its conversations with buyers, newest first, 50 a page. */
export function getShopConversations(pageNo: number, signal?: AbortSignal) {
  return callEndpoint(chatRoutes.userList, { page_no: pageNo, loginType: 'shop' }, { signal });
}

/** The shop's inbox, page by page; a buyer's new message moves its conversation to the top at once. */
export function useShopConversations() {
  const token = useToken();
  const queryKey = queryKeys.chatConversations(token, 'shop');
  useRealtimeFrame('user', 'chat', (frame) => {
    if (frame.channel === 'shop' && frame.as === 'shop') void queryClient.invalidateQueries({ queryKey });
  });
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => getShopConversations(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      last.length >= CHAT_LIMITS.userListPageSize ? pages.length + 1 : undefined,
    enabled: token !== null,
    staleTime: 0,
  });
}
