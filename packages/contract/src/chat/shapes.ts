import { z } from 'zod';
import { deferred } from '../deferred.js';
import { blankToUndefined, optionalId, PageParams, requiredId } from '../params.js';

// Chat (issue 20, contract §1.7, spec §1, §3, §5): a buyer's conversation with customer service
// (newOnlinechat!…) and with a shop (public/userOnlineChatController!…), and the customer-service
// operators' inbox.

export const CHAT_LIMITS = {
  /** Characters in a text message. */
  text: 1000,
  /** Messages a page (contract: 30). */
  pageSize: 30,
  /** Conversations a page of the legacy user list (contract: 50). */
  userListPageSize: 50,
  /** Bytes of a chat picture: JPEG or PNG only (spec §5). */
  imageMaxBytes: 10 * 1024 * 1024,
} as const;

/**
 * How the websocket (`/data/websocket`, spec §7) closes a socket, besides the standard codes (1009:
 * a frame too large for it, 1001: the server is stopping, 1011: its first counts could not be read).
 * A client stops on `unauthorised` until its token changes; after the others it may try again later,
 * with a growing pause.
 */
export const REALTIME_CLOSE = {
  /** No live session: none given within 10 s, an unknown token, or the session ended (logout…). */
  unauthorised: 4401,
  /** Too many sockets open at once for the session (5) or for the client's address (50). */
  tooMany: 4029,
  /** A second `auth` frame naming another token: a socket belongs to one session for its life. */
  authTwice: 4008,
} as const;

/** What a buyer wrote from: a product (its sellerGoods id) or an order. */
export const CHAT_CONTEXT = { product: 1, order: 2 } as const;

/** A picture stored by uploadimg!execute with moduleName `chat`. */
export const CHAT_IMAGE_PATH = /^\/uploads\/chat\/[0-9a-f]{32}\.webp$/;

/** A message as its reader sees it (contract §1.7): `send` is the reader's own. */
export const ChatMessageVo = deferred(() =>
  z.object({
    id: z.string(),
    send_receive: z.enum(['send', 'receive']),
    type: z.enum(['text', 'img']),
    content: z.string(),
    /** ISO-8601. */
    createtime: z.string(),
    delete_status: z.number(),
    /** What the buyer wrote from (1 product, 2 order), or 0. */
    contextType: z.number(),
    contextId: z.string(),
  }),
);
export type ChatMessageVo = z.infer<typeof ChatMessageVo>;

/** Older messages than `message_id` (the oldest one seen); the latest page without it. */
const cursor = deferred(() =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : blankToUndefined(v)),
    z
      .string()
      .regex(/^\d{1,18}$/)
      .optional(),
  ),
);

export const SupportListParams = deferred(() =>
  z.object({ message_id: cursor, show_img: z.preprocess(blankToUndefined, z.string().max(8).optional()) }),
);

/** A message to send: text, or a chat picture's URL; with what it is about, when the buyer says. */
const messageFields = {
  type: z.preprocess(blankToUndefined, z.enum(['text', 'img']).default('text')),
  content: z.preprocess(
    (v) => (typeof v === 'string' ? blankToUndefined(v.trim()) : blankToUndefined(v)),
    z.string().min(1).max(CHAT_LIMITS.text),
  ),
  contextType: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(2).optional()),
  contextId: optionalId,
};

export const SupportSendParams = deferred(() => z.object(messageFields));

/** Who the caller is in a buyer–seller chat: the buyer (`user`) or the shop (`shop`). */
const loginType = deferred(() => z.preprocess(blankToUndefined, z.enum(['user', 'shop']).default('user')));

/** public/userOnlineChatController!userlist (contract §1.7). */
export const ChatUserListParams = deferred(() =>
  z.object({
    page_no: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(10000).default(1)),
    loginType,
  }),
);

/** A conversation in a list (contract §1.7): the peer, its last message and unread count. */
export const ChatConversationVo = deferred(() =>
  z.object({
    id: z.string(),
    unreadmsg: z.number(),
    /** The peer's name: the shop's for a buyer, the buyer's (masked) for a shop. */
    username: z.string(),
    useravatar: z.string(),
    /** The buyer's usercode (a shop's list); '' in a buyer's. */
    uid: z.string(),
    /** The peer's party id: the shop's id for a buyer, the buyer's user id for a shop. */
    partyid: z.string(),
    /** The shop's logo when the peer is a shop. */
    avatar: z.string(),
    remarks: z.string(),
    /** The last message ("[picture]" for an image). */
    content: z.string(),
    updatetime: z.string(),
    order_updatetime: z.string(),
  }),
);
export type ChatConversationVo = z.infer<typeof ChatConversationVo>;

export const ChatListParams = deferred(() =>
  z.object({ partyid: requiredId, message_id: cursor, loginType }),
);

export const ChatSendParams = deferred(() => z.object({ partyid: requiredId, loginType, ...messageFields }));

/** public/userOnlineChatController!send's answer (contract §1.7). */
export const ChatSentVo = deferred(() =>
  z.object({
    /** "yyyy-MM-dd HH:mm" (contract §2.4). */
    updatetime: z.string(),
    delete_status: z.number(),
    chat_id: z.string(),
    type: z.enum(['text', 'img']),
    content: z.string(),
    send_receive: z.enum(['send', 'receive']),
    message: ChatMessageVo,
  }),
);

export const ChatUnreadParams = deferred(() => z.object({ loginType }));

// ---------------------------------------------------------------- console (customer service)

export const AdminChatListParams = deferred(() =>
  PageParams.extend({
    /** waiting: someone wrote and no one answered; mine: claimed by the caller; all. */
    view: z.preprocess(blankToUndefined, z.enum(['waiting', 'mine', 'all']).default('waiting')),
  }),
);

export const AdminChatConversationVo = deferred(() =>
  z.object({
    id: z.string(),
    userId: z.string(),
    username: z.string(),
    avatar: z.string(),
    /** Messages of the buyer's no operator has read. */
    unread: z.number(),
    lastContent: z.string(),
    lastMessageTime: z.string(),
    /** Who claimed it ('' when no one). */
    operatorId: z.string(),
    operatorName: z.string(),
  }),
);
export type AdminChatConversationVo = z.infer<typeof AdminChatConversationVo>;

export const AdminChatMessagesParams = deferred(() => z.object({ id: requiredId, message_id: cursor }));

/** A support message as the console sees it: `send` is support's (any operator's). */
export const AdminChatMessageVo = deferred(() => ChatMessageVo.extend({ operatorName: z.string() }));

export const AdminChatSendParams = deferred(() =>
  z.object({ id: requiredId, type: messageFields.type, content: messageFields.content }),
);

export const AdminChatClaimParams = deferred(() => z.object({ id: requiredId }));

/**
 * A super admin hands a support conversation to another operator (`operatorId`: active, and one who
 * answers support), or releases it to no one (`operatorId` empty).
 */
export const AdminChatReassignParams = deferred(() => z.object({ id: requiredId, operatorId: optionalId }));

/** A support conversation opened in the console: the buyer's recent orders beside it. */
export const AdminChatDetailVo = deferred(() =>
  z.object({
    conversation: AdminChatConversationVo,
    recentOrders: z.array(
      z.object({
        orderId: z.string(),
        status: z.number(),
        /** What the buyer paid (USDT). */
        prizeReal: z.number(),
        shopName: z.string(),
        createTime: z.string(),
      }),
    ),
  }),
);
