import { chatRoutes } from '@caravan/contract';
import { callEndpoint } from '../../../lib/api-client';
import type { ChatOutgoing } from '../../../components/chat/use-chat-thread';

/** public/userOnlineChatController!send: a buyer's message to the shop `partyid`. */
export async function sendShopMessage(
  partyid: string,
  { type, content, contextType, contextId }: ChatOutgoing,
) {
  const reply = await callEndpoint(chatRoutes.send, {
    partyid,
    loginType: 'user',
    type,
    content,
    contextType,
    contextId,
  });
  return reply.message;
}
