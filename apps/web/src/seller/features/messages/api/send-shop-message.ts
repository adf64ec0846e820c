import { chatRoutes } from '@caravan/contract';
import { callEndpoint } from '../../../../lib/api-client';
import type { ChatOutgoing } from '../../../../components/chat/use-chat-thread';

/** public/userOnlineChatController!send as the shop: an answer to the buyer `partyid`. */
export async function sendShopAnswer(partyid: string, { type, content }: ChatOutgoing) {
  const reply = await callEndpoint(chatRoutes.send, { partyid, loginType: 'shop', type, content });
  return reply.message;
}
