import type { ChatConversationVo, ChatMessageVo } from '@caravan/contract';
import { okReply } from './factories';

// Chat messages and conversations as the server presents them (contract §1.7), for the storefront's
// chat and the seller's inbox.

let messageId = 1000;

/** A message; ids grow as they are made, so later samples are newer. */
export function makeChatMessage(overrides: Partial<ChatMessageVo> = {}): ChatMessageVo {
  messageId += 1;
  return {
    id: String(messageId),
    send_receive: 'receive',
    type: 'text',
    content: `Message ${messageId}`,
    createtime: '2026-03-02T08:00:00.000Z',
    delete_status: 0,
    contextType: 0,
    contextId: '',
    ...overrides,
  };
}

/** The server's answer to sending a text message (chat!send): the message as it was stored. */
export function sentTextReply(message: ChatMessageVo) {
  return okReply({
    updatetime: '2026-03-02 08:00',
    delete_status: 0,
    chat_id: 'c1',
    type: 'text',
    content: message.content,
    send_receive: 'send',
    message,
  });
}

/** `count` messages with the ids `first`, `first + 1`, … (a page is oldest first). */
export function chatPage(first: number, count: number, overrides: Partial<ChatMessageVo> = {}) {
  return Array.from({ length: count }, (_, i) =>
    makeChatMessage({ id: String(first + i), content: `Message ${first + i}`, ...overrides }),
  );
}

/** A chat picture's address as the upload endpoint stores it (CHAT_IMAGE_PATH). */
export const CHAT_PICTURE_URL = '/uploads/chat/0123456789abcdef0123456789abcdef.webp';

export function makeConversation(overrides: Partial<ChatConversationVo> = {}): ChatConversationVo {
  return {
    id: '00000000-0000-4000-8000-0000000000d1',
    unreadmsg: 0,
    username: 'Harbour Supplies',
    useravatar: '',
    uid: '',
    partyid: '00000000-0000-4000-8000-0000000000a1',
    avatar: '',
    remarks: '',
    content: 'See you soon',
    updatetime: '2026-03-02T08:00:00.000Z',
    order_updatetime: '2026-03-02T08:00:00.000Z',
    ...overrides,
  };
}
