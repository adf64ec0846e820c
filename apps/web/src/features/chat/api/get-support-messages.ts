import { chatRoutes } from '@caravan/contract';
import { callEndpoint } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { useChatThread } from '../../../components/chat/use-chat-thread';
import { sendSupportMessage } from './send-support-message';

/** newOnlinechat!list: the latest 30 messages with customer service, or the 30 before `before`. */
export function getSupportMessages(before: string | undefined, signal?: AbortSignal) {
  return callEndpoint(chatRoutes.supportList, { message_id: before, show_img: 'true' }, { signal });
}

/** The conversation with customer service while it is on screen (reading it marks it read). */
export function useSupportThread() {
  const token = useToken();
  return useChatThread({
    queryKey: queryKeys.supportThread(token),
    fetchPage: getSupportMessages,
    send: sendSupportMessage,
    isOwnFrame: (frame) => frame.channel === 'support',
    onLatestRead: () => queryClient.setQueryData(queryKeys.supportUnread(token), 0),
    enabled: token !== null,
  });
}
