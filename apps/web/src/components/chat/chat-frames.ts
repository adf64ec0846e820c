import type { ChatMessageVo } from '@caravan/contract';
import type { RealtimeFrame } from '../../lib/realtime';

// The websocket's chat frames (apps/server chat.service): `chat` carries a new message as its
// reader sees it; `unread` and the greeting `hello` carry the unread counts. Frames are read
// field by field, without building the contract's schemas, as the header listens for them on
// every page.

/** A new message: with customer service, or in a buyer–shop conversation read `as` the buyer or the shop. */
export type ChatFrame = {
  channel: 'support' | 'shop';
  /** In a shop conversation: which side this copy is for. */
  as?: 'user' | 'shop';
  /** In a shop conversation: the other side (the shop for a buyer, the buyer for a shop). */
  partyid?: string;
  message: ChatMessageVo;
};

/** Unread messages: support's, the shops' (as a buyer), the buyers' (as the shop's owner). */
export type UnreadCounts = { support: number; chat: number; shop: number };

const isString = (value: unknown): value is string => typeof value === 'string';

function readMessage(value: unknown): ChatMessageVo | null {
  if (typeof value !== 'object' || value === null) return null;
  const m = value as Record<string, unknown>;
  if (
    !isString(m.id) ||
    (m.send_receive !== 'send' && m.send_receive !== 'receive') ||
    (m.type !== 'text' && m.type !== 'img') ||
    !isString(m.content) ||
    !isString(m.createtime)
  ) {
    return null;
  }
  return {
    id: m.id,
    send_receive: m.send_receive,
    type: m.type,
    content: m.content,
    createtime: m.createtime,
    delete_status: typeof m.delete_status === 'number' ? m.delete_status : 0,
    contextType: typeof m.contextType === 'number' ? m.contextType : 0,
    contextId: isString(m.contextId) ? m.contextId : '',
  };
}

/** A `chat` frame's message and where it belongs, or null when the frame is not one. */
export function readChatFrame(frame: RealtimeFrame): ChatFrame | null {
  const message = readMessage(frame.message);
  if (frame.type !== 'chat' || !message) return null;
  if (frame.channel === 'support') return { channel: 'support', message };
  if (frame.channel !== 'shop' || (frame.as !== 'user' && frame.as !== 'shop') || !isString(frame.partyid)) {
    return null;
  }
  return { channel: 'shop', as: frame.as, partyid: frame.partyid, message };
}

/** The counts an `unread` frame carries, or a `hello` frame in its `unread`. */
export function readUnreadCounts(frame: RealtimeFrame): Partial<UnreadCounts> {
  const source = frame.type === 'hello' ? frame.unread : frame.type === 'unread' ? frame : null;
  if (typeof source !== 'object' || source === null) return {};
  const counts: Partial<UnreadCounts> = {};
  for (const field of ['support', 'chat', 'shop'] as const) {
    const value = (source as Record<string, unknown>)[field];
    if (typeof value === 'number' && Number.isFinite(value)) counts[field] = value;
  }
  return counts;
}
