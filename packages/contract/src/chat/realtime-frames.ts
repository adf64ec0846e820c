import { z } from 'zod';
import { deferred } from '../deferred.js';
import { NotificationVo } from '../notifications/shapes.js';
import { ChatMessageVo } from './shapes.js';

// The frames the websocket (`/data/websocket`, spec §7) sends to browsers, by the kind of session
// the socket holds: a user's (a buyer or a shop owner) or a customer-service operator's. The server
// checks what it publishes against these in development and tests; the web client parses every
// frame it receives with them and drops what does not fit. A socket answers `{"type":"ping"}` with
// `{"type":"pong"}` whoever holds it. Frames between the server's own instances are not here.

/** Unread messages: support's, the shops' (as a buyer), the buyers' (as the shop's owner). */
export const UnreadCountsVo = deferred(() =>
  z.object({
    support: z.number().int().min(0),
    chat: z.number().int().min(0),
    shop: z.number().int().min(0),
  }),
);
export type UnreadCountsVo = z.infer<typeof UnreadCountsVo>;

const pong = () => z.object({ type: z.literal('pong') });

/** A new message in one of the reader's conversations, as the reader sees it. */
const chatFrame = () =>
  z.discriminatedUnion('channel', [
    z.object({ type: z.literal('chat'), channel: z.literal('support'), message: ChatMessageVo }),
    z.object({
      type: z.literal('chat'),
      channel: z.literal('shop'),
      /** Which side this copy is for: the buyer's (`user`) or the shop's. */
      as: z.enum(['user', 'shop']),
      /** The other side: the shop (sellerId) for a buyer, the buyer (userId) for a shop. */
      partyid: z.string(),
      message: ChatMessageVo,
    }),
  ]);

/** What a user's socket receives. */
export const UserRealtimeFrame = deferred(() =>
  z.discriminatedUnion('type', [
    /** The greeting once the socket is authenticated, with the unread counts. */
    z.object({ type: z.literal('hello'), unread: UnreadCountsVo }),
    /** The unread counts changed. */
    z.object({ type: z.literal('unread'), ...UnreadCountsVo.shape }),
    chatFrame(),
    /** A new notification, in the user's language, with their unread notifications. */
    z.object({
      type: z.literal('notification'),
      unread: z.number().int().min(0),
      notification: NotificationVo,
    }),
    pong(),
  ]),
);
export type UserRealtimeFrame = z.infer<typeof UserRealtimeFrame>;

/**
 * A support conversation changed: a new message in it (`userId` and `message`, as support sees it),
 * or it was claimed, handed on or released (`claimedBy`: the operator's name, and `operatorId` their
 * id, '' for nobody).
 */
const supportFrame = () =>
  z
    .object({
      type: z.literal('support'),
      conversationId: z.string(),
      userId: z.string().optional(),
      message: ChatMessageVo.optional(),
      claimedBy: z.string().optional(),
      operatorId: z.string().optional(),
    })
    .refine((frame) => (frame.message === undefined) !== (frame.claimedBy === undefined), {
      message: 'a support frame carries a message or a claim',
    });

/** What an operator's socket receives. */
export const OperatorRealtimeFrame = deferred(() =>
  z.discriminatedUnion('type', [
    /** The greeting, with the support conversations waiting (0 for an operator not in support). */
    z.object({ type: z.literal('hello'), waiting: z.number().int().min(0) }),
    supportFrame(),
    pong(),
  ]),
);
export type OperatorRealtimeFrame = z.infer<typeof OperatorRealtimeFrame>;

/** Any frame a browser receives. */
export type RealtimeFrame = UserRealtimeFrame | OperatorRealtimeFrame;
/** The kinds of session a socket holds, with the frames each receives. */
export type RealtimeFrames = { user: UserRealtimeFrame; operator: OperatorRealtimeFrame };
/** The schema of the frames a kind of session receives. */
export const REALTIME_FRAMES = {
  user: UserRealtimeFrame,
  operator: OperatorRealtimeFrame,
} as const;
/** A kind's frame of one `type`. */
export type RealtimeFrameOf<K extends keyof RealtimeFrames, T extends RealtimeFrames[K]['type']> = Extract<
  RealtimeFrames[K],
  { type: T }
>;
