import { chatRoutes } from '@caravan/contract';
import { callEndpoint } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { useChatThread } from '../../../components/chat/use-chat-thread';
import { sendShopMessage } from './send-message';

/** public/userOnlineChatController!list: the buyer's latest 30 messages with a shop, or those before `before`. */
export function getShopMessages(partyid: string, before: string | undefined, signal?: AbortSignal) {
  return callEndpoint(chatRoutes.list, { partyid, loginType: 'user', message_id: before }, { signal });
}

/**
 * The buyer's conversation with the shop `partyid` while it is on screen. Reading what the shop
 * wrote marks it read: the chat badge and the list of conversations are asked again then.
 */
export function useShopThread(partyid: string) {
  const token = useToken();
  return useChatThread({
    queryKey: queryKeys.chatThread(token, 'user', partyid),
    fetchPage: (before, signal) => getShopMessages(partyid, before, signal),
    send: (message) => sendShopMessage(partyid, message),
    isOwnFrame: (frame) => frame.channel === 'shop' && frame.as === 'user' && frame.partyid === partyid,
    onLatestRead: (received) => {
      if (!received) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.chatUnread(token, 'user') });
      void queryClient.invalidateQueries({ queryKey: queryKeys.chatConversations(token, 'user') });
    },
    enabled: token !== null && partyid !== '',
  });
}
