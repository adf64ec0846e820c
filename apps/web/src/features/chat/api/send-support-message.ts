import { chatRoutes } from '@caravan/contract';
import { callEndpoint } from '../../../lib/api-client';
import type { ChatOutgoing } from '../../../components/chat/use-chat-thread';
import type { WindowSession } from '../../../lib/window-session';

/** newOnlinechat!send: text, or an uploaded chat picture's URL, to customer service. */
export function sendSupportMessage(
  { type, content, contextType, contextId }: ChatOutgoing,
  session?: WindowSession | null,
) {
  return callEndpoint(chatRoutes.supportSend, { type, content, contextType, contextId }, { session });
}
