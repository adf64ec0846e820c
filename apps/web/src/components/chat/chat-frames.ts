import type { RealtimeFrameOf, UnreadCountsVo } from '@caravan/contract';

// The websocket's chat frames (the contract's chat/realtime-frames, parsed by lib/realtime): `chat`
// carries a new message as its reader sees it; `unread` and the greeting `hello` carry the unread
// counts.

/** A new message: with customer service, or in a buyer–shop conversation read `as` the buyer or the shop. */
export type ChatFrame = RealtimeFrameOf<'user', 'chat'>;

/** Unread messages: support's, the shops' (as a buyer), the buyers' (as the shop's owner). */
export type UnreadCounts = UnreadCountsVo;

/** The counts an `unread` frame carries, or a `hello` frame in its `unread`. */
export function readUnreadCounts(frame: RealtimeFrameOf<'user', 'hello' | 'unread'>): UnreadCounts {
  return frame.type === 'hello' ? frame.unread : frame;
}
