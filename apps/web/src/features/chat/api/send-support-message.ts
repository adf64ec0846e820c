import { chatRoutes } from '@caravan/contract';
import { callEndpoint } from '../../../lib/api-client';
import type { ChatOutgoing } from '../../../components/chat/use-chat-thread';

/** newOnlinechat!send: text, or an uploaded chat picture's URL, to customer service. */
export function sendSupportMessage({ type, content, contextType, contextId }: ChatOutgoing) {
  return callEndpoint(chatRoutes.supportSend, { type, content, contextType, contextId });
}
