import { chatRoutes } from '@caravan/contract';
import { callEndpoint } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { useChatThread } from '../../../components/chat/use-chat-thread';
import { useSessionToken, useWindowSession, type WindowSession } from '../../../lib/window-session';
import { sendSupportMessage } from './send-support-message';

/** newOnlinechat!list: the latest 30 messages with customer service, or the 30 before `before`. */
export function getSupportMessages(
  before: string | undefined,
  signal?: AbortSignal,
  session?: WindowSession | null,
) {
  return callEndpoint(chatRoutes.supportList, { message_id: before, show_img: 'true' }, { signal, session });
}

/**
 * The conversation with customer service while it is on screen (reading it marks it read), in the
 * session of the screen: the /chat window's own, else the stored one.
 */
export function useSupportThread() {
  const session = useWindowSession();
  const token = useSessionToken();
  return useChatThread({
    queryKey: queryKeys.supportThread(token),
    fetchPage: (before, signal) => getSupportMessages(before, signal, session),
    send: (message) => sendSupportMessage(message, session),
    isOwnFrame: (frame) => frame.channel === 'support',
    onLatestRead: () => queryClient.setQueryData(queryKeys.supportUnread(token), 0),
    enabled: token !== null,
  });
}
