import { chatRoutes } from '@caravan/contract';
import { callEndpoint } from '../../../../lib/api-client';
import { useToken } from '../../../../lib/auth';
import { queryClient } from '../../../../lib/query-client';
import { queryKeys } from '../../../../lib/query-keys';
import { useChatThread } from '../../../../components/chat/use-chat-thread';
import { sendShopAnswer } from './send-shop-message';

/** public/userOnlineChatController!list as the shop: the latest 30 messages with a buyer, or those before `before`. */
export function getBuyerMessages(partyid: string, before: string | undefined, signal?: AbortSignal) {
  return callEndpoint(chatRoutes.list, { partyid, loginType: 'shop', message_id: before }, { signal });
}

/**
 * The shop's conversation with the buyer `partyid` while it is on screen; reading what the buyer
 * wrote marks it read, and the inbox's counts are asked again.
 */
export function useBuyerThread(partyid: string) {
  const token = useToken();
  return useChatThread({
    queryKey: queryKeys.chatThread(token, 'shop', partyid),
    fetchPage: (before, signal) => getBuyerMessages(partyid, before, signal),
    send: (message) => sendShopAnswer(partyid, message),
    isOwnFrame: (frame) => frame.channel === 'shop' && frame.as === 'shop' && frame.partyid === partyid,
    onLatestRead: (received) => {
      if (!received) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.chatUnread(token, 'shop') });
      void queryClient.invalidateQueries({ queryKey: queryKeys.chatConversations(token, 'shop') });
    },
    enabled: token !== null && partyid !== '',
  });
}
