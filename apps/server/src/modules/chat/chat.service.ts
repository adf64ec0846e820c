import { CHAT_IMAGE_PATH, CHAT_LIMITS, type ChatConversationVo, type ChatMessageVo } from '@caravan/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { chatConversations, orders, sellerGoods, sellers, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { enforceLimits, type Limiter } from '../../lib/limiter.js';
import { maskName } from '../../lib/mask-name.js';
import type { Realtime } from '../../lib/realtime.js';
import type { FileStorage } from '../../lib/storage.js';
import {
  appendMessage,
  findConversation,
  markRead,
  openConversation,
  pageOfMessages,
  type ConversationRow,
  type MessageRow,
} from './chat.repository.js';

// The buyer's side and the shop's side of chat (issue 20, contract §1.7): customer service and
// buyer–seller conversations, their messages (text, or a chat picture the caller uploaded), what
// a message is about, read marks and unread counts, and the frames pushed to the other side.

export type Viewer = 'user' | 'shop' | 'support';

export interface MessageInput {
  type: 'text' | 'img';
  content: string;
  contextType?: number | undefined;
  contextId?: string | undefined;
}

export interface ChatDeps {
  db: Db;
  storage: FileStorage;
  realtime: Realtime;
  /** Counts the messages each account sends (sendLimits). */
  limiter: Limiter;
  now: Date;
}

/**
 * What one account may send (issue 50), to customer service and to shops together, from whatever
 * addresses: 10 messages in 10 seconds, and 30 a minute (a person types fewer; a script is cut
 * short). The routes' per-address limit stays beside it. Operators' answers are not counted.
 */
const SEND_LIMITS = [
  { name: 'burst', max: 10, windowMs: 10_000 },
  { name: 'minute', max: 30, windowMs: 60_000 },
] as const;

/** Counts a message of `userId`'s, refusing it (COMMON_RATE_LIMITED) past a limit, before anything is written. */
async function countMessage(deps: ChatDeps, userId: string): Promise<void> {
  await enforceLimits(
    deps.limiter,
    SEND_LIMITS.map(({ name, max, windowMs }) => ({ key: `chat:${name}:${userId}`, max, windowMs })),
  );
}

/** A message as `viewer` reads it: `send` for its own side's. */
export function presentMessage(row: MessageRow, viewer: Viewer): ChatMessageVo {
  return {
    id: String(row.id),
    send_receive: row.sender === viewer ? 'send' : 'receive',
    type: row.type,
    content: row.content,
    createtime: row.createdAt.toISOString(),
    delete_status: 0,
    contextType: row.contextType ?? 0,
    contextId: row.contextId ?? '',
  };
}

/** Text as sent, or a chat picture: one the upload endpoint stored (moduleName `chat`). */
async function checkedContent(input: MessageInput, storage: FileStorage): Promise<void> {
  if (
    input.type === 'img' &&
    !(CHAT_IMAGE_PATH.test(input.content) && (await storage.hasPublic(input.content)))
  ) {
    throw new AppError('COMMON_PARAM_INVALID', { field: 'content' });
  }
}

/**
 * What the buyer writes from, checked: a product on sale (the shop's own, in a shop conversation),
 * or one of the buyer's orders (with that shop). Both fields or neither.
 */
async function checkedContext(db: DbOrTx, input: MessageInput, userId: string, sellerId: string | null) {
  if (input.contextType === undefined && input.contextId === undefined) return {};
  const refuse = () => new AppError('COMMON_PARAM_INVALID', { field: 'contextId' });
  if (input.contextType === undefined || input.contextId === undefined) throw refuse();
  if (input.contextType === 1) {
    const [goods] = await db
      .select({ sellerId: sellerGoods.sellerId })
      .from(sellerGoods)
      .where(eq(sellerGoods.id, input.contextId));
    if (!goods || (sellerId && goods.sellerId !== sellerId)) throw refuse();
  } else {
    const [order] = await db
      .select({ sellerId: orders.sellerId })
      .from(orders)
      .where(and(eq(orders.id, input.contextId), eq(orders.userId, userId)));
    if (!order || (sellerId && order.sellerId !== sellerId)) throw refuse();
  }
  return { contextType: input.contextType, contextId: input.contextId };
}

/** Unread messages waiting for a user: support's, shops' (as a buyer), buyers' (as the shop's owner). */
export async function unreadSummary(db: DbOrTx, userId: string, sellerId: string | null) {
  const [row] = await db
    .select({
      support: sql<number>`coalesce(sum(${chatConversations.userUnread}) filter (where ${chatConversations.kind} = 'support' and ${chatConversations.userId} = ${userId}), 0)::int`,
      chat: sql<number>`coalesce(sum(${chatConversations.userUnread}) filter (where ${chatConversations.kind} = 'shop' and ${chatConversations.userId} = ${userId}), 0)::int`,
      shop: sellerId
        ? sql<number>`coalesce(sum(${chatConversations.peerUnread}) filter (where ${chatConversations.sellerId} = ${sellerId}), 0)::int`
        : sql<number>`0`,
    })
    .from(chatConversations)
    .where(
      sellerId
        ? sql`${chatConversations.userId} = ${userId} or ${chatConversations.sellerId} = ${sellerId}`
        : eq(chatConversations.userId, userId),
    );
  return { support: Number(row?.support ?? 0), chat: Number(row?.chat ?? 0), shop: Number(row?.shop ?? 0) };
}

/** The shop owner's user id and shop id of a shop. */
async function shopOwner(db: DbOrTx, sellerId: string): Promise<{ userId: string; sellerId: string }> {
  const [shop] = await db
    .select({ userId: sellers.userId, status: sellers.status })
    .from(sellers)
    .where(eq(sellers.id, sellerId));
  if (!shop || shop.status !== 1) throw new AppError('CATALOG_SHOP_NOT_FOUND');
  return { userId: shop.userId, sellerId };
}

/** Tells a user's sockets their unread counts. */
async function pushUnread(deps: Pick<ChatDeps, 'db' | 'realtime'>, userId: string): Promise<void> {
  const [shop] = await deps.db.select({ id: sellers.id }).from(sellers).where(eq(sellers.userId, userId));
  const unread = await unreadSummary(deps.db, userId, shop?.id ?? null);
  await deps.realtime.publish({ userIds: [userId] }, { type: 'unread', ...unread });
}

/** What reading a conversation needs: the database, and the sockets to tell of the read. */
export type ReadDeps = Pick<ChatDeps, 'db' | 'realtime'>;

// ---------------------------------------------------------------- customer service

/**
 * newOnlinechat!list: the caller's page of support messages; the latest page marks them read, and
 * the caller's sockets hear the counts (the badges of their other tabs go, and an `unread` frame
 * counted just before the read cannot leave this tab's badge on).
 */
export async function supportMessages(
  deps: ReadDeps,
  userId: string,
  before: number | undefined,
): Promise<ChatMessageVo[]> {
  const conversation = await findConversation(deps.db, userId, null);
  if (!conversation) return [];
  const rows = await pageOfMessages(deps.db, conversation.id, before, CHAT_LIMITS.pageSize);
  if (before === undefined && conversation.userUnread > 0) {
    await markRead(deps.db, conversation.id, 'user');
    await pushUnread(deps, userId);
  }
  return rows.map((row) => presentMessage(row, 'user'));
}

/** newOnlinechat!send: a message to customer service; the support inbox hears of it at once. */
export async function sendToSupport(
  deps: ChatDeps,
  userId: string,
  input: MessageInput,
): Promise<ChatMessageVo> {
  await countMessage(deps, userId);
  await checkedContent(input, deps.storage);
  const context = await checkedContext(deps.db, input, userId, null);
  const conversation = await openConversation(deps.db, userId, null, deps.now);
  const row = await deps.db.transaction((tx) =>
    appendMessage(tx, conversation, {
      sender: 'user',
      type: input.type,
      content: input.content,
      ...context,
      createdAt: deps.now,
    }),
  );
  await deps.realtime.publish(
    { userIds: [userId] },
    { type: 'chat', channel: 'support', message: presentMessage(row, 'user') },
  );
  await deps.realtime.publish(
    { supportOperators: true },
    { type: 'support', conversationId: conversation.id, userId, message: presentMessage(row, 'support') },
  );
  return presentMessage(row, 'user');
}

/** A support reply (an operator's), pushed to the buyer with their unread count. */
export async function replyAsSupport(
  deps: ChatDeps,
  conversation: ConversationRow,
  operatorId: string,
  input: MessageInput,
): Promise<MessageRow> {
  await checkedContent(input, deps.storage);
  const row = await deps.db.transaction(async (tx) => {
    const written = await appendMessage(tx, conversation, {
      sender: 'support',
      operatorId,
      type: input.type,
      content: input.content,
      createdAt: deps.now,
    });
    // Answering reads what the buyer wrote.
    await markRead(tx, conversation.id, 'peer');
    return written;
  });
  await deps.realtime.publish(
    { userIds: [conversation.userId] },
    { type: 'chat', channel: 'support', message: presentMessage(row, 'user') },
  );
  await deps.realtime.publish(
    { supportOperators: true },
    {
      type: 'support',
      conversationId: conversation.id,
      userId: conversation.userId,
      message: presentMessage(row, 'support'),
    },
  );
  await pushUnread(deps, conversation.userId);
  return row;
}

// ---------------------------------------------------------------- buyers and shops

export interface ChatActor {
  userId: string;
  sellerId: string | null;
}

/** The shop the caller speaks for (loginType shop), or a refusal when the account has none. */
function ownShop(actor: ChatActor): string {
  if (!actor.sellerId) throw new AppError('AUTH_NOT_A_SELLER');
  return actor.sellerId;
}

/**
 * The conversation of the caller with `partyid`: as a buyer, with the shop `partyid`; as a shop,
 * with the buyer `partyid`. Another's conversation, or none, is not found.
 */
async function conversationWith(
  db: DbOrTx,
  actor: ChatActor,
  loginType: 'user' | 'shop',
  partyid: string,
): Promise<ConversationRow | undefined> {
  if (loginType === 'shop') return findConversation(db, partyid, ownShop(actor));
  return findConversation(db, actor.userId, partyid);
}

/** public/userOnlineChatController!userlist: the caller's conversations, newest first, 50 a page. */
export async function conversationList(
  db: Db,
  actor: ChatActor,
  loginType: 'user' | 'shop',
  pageNo: number,
): Promise<ChatConversationVo[]> {
  const asShop = loginType === 'shop';
  const where = asShop
    ? eq(chatConversations.sellerId, ownShop(actor))
    : and(eq(chatConversations.kind, 'shop'), eq(chatConversations.userId, actor.userId));
  const rows = await db
    .select({
      conversation: chatConversations,
      shopName: sellers.name,
      shopAvatar: sellers.avatar,
      buyerName: users.username,
      buyerAvatar: users.avatar,
      buyerCode: users.usercode,
    })
    .from(chatConversations)
    .innerJoin(sellers, eq(sellers.id, chatConversations.sellerId))
    .innerJoin(users, eq(users.id, chatConversations.userId))
    .where(where)
    .orderBy(
      desc(sql`coalesce(${chatConversations.lastMessageAt}, ${chatConversations.createdAt})`),
      desc(chatConversations.id),
    )
    .limit(CHAT_LIMITS.userListPageSize)
    .offset((pageNo - 1) * CHAT_LIMITS.userListPageSize);
  return rows.map((r) => {
    const c = r.conversation;
    const updated = (c.lastMessageAt ?? c.createdAt).toISOString();
    return {
      id: c.id,
      unreadmsg: asShop ? c.peerUnread : c.userUnread,
      username: asShop ? maskName(r.buyerName) : r.shopName,
      useravatar: asShop ? String(r.buyerAvatar || 1) : '',
      uid: asShop ? r.buyerCode : '',
      partyid: asShop ? c.userId : (c.sellerId ?? ''),
      avatar: asShop ? '' : (r.shopAvatar ?? ''),
      remarks: '',
      content: c.lastContent ?? '',
      updatetime: updated,
      order_updatetime: updated,
    };
  });
}

/**
 * public/userOnlineChatController!list: a page of the conversation; the latest page marks it read
 * and tells the reader's sockets the counts.
 */
export async function conversationMessages(
  deps: ReadDeps,
  actor: ChatActor,
  loginType: 'user' | 'shop',
  partyid: string,
  before: number | undefined,
): Promise<ChatMessageVo[]> {
  const conversation = await conversationWith(deps.db, actor, loginType, partyid);
  if (!conversation) {
    // A buyer may open a shop's empty conversation; a shop has none with a stranger.
    if (loginType === 'shop') throw new AppError('COMMON_NOT_FOUND');
    await shopOwner(deps.db, partyid);
    return [];
  }
  const rows = await pageOfMessages(deps.db, conversation.id, before, CHAT_LIMITS.pageSize);
  const reader = loginType === 'shop' ? 'peer' : 'user';
  const unread = loginType === 'shop' ? conversation.peerUnread : conversation.userUnread;
  if (before === undefined && unread > 0) {
    await markRead(deps.db, conversation.id, reader);
    await pushUnread(deps, actor.userId);
  }
  return rows.map((row) => presentMessage(row, loginType));
}

/**
 * public/userOnlineChatController!send: a buyer's message to a shop (opening the conversation), or
 * a shop's answer to a buyer who wrote to it first; pushed to the other side with its unread count.
 */
export async function sendInChat(
  deps: ChatDeps,
  actor: ChatActor,
  loginType: 'user' | 'shop',
  partyid: string,
  input: MessageInput,
): Promise<{ conversation: ConversationRow; message: MessageRow }> {
  await countMessage(deps, actor.userId);
  await checkedContent(input, deps.storage);
  let conversation: ConversationRow;
  let recipient: string;
  let context: Awaited<ReturnType<typeof checkedContext>> = {};
  if (loginType === 'shop') {
    const found = await conversationWith(deps.db, actor, 'shop', partyid);
    if (!found) throw new AppError('COMMON_NOT_FOUND');
    conversation = found;
    recipient = found.userId;
  } else {
    const shop = await shopOwner(deps.db, partyid);
    // A seller does not write to its own shop as a buyer.
    if (shop.userId === actor.userId) throw new AppError('COMMON_NO_PERMISSION');
    // Checked before the conversation opens: a refused message leaves nothing behind.
    context = await checkedContext(deps.db, input, actor.userId, shop.sellerId);
    conversation = await openConversation(deps.db, actor.userId, shop.sellerId, deps.now);
    recipient = shop.userId;
  }
  const sender = loginType === 'shop' ? 'shop' : 'user';
  const message = await deps.db.transaction((tx) =>
    appendMessage(tx, conversation, {
      sender,
      type: input.type,
      content: input.content,
      ...context,
      createdAt: deps.now,
    }),
  );
  // The other side's view, and the sender's other tabs.
  const otherSide = loginType === 'shop' ? 'user' : 'shop';
  await deps.realtime.publish(
    { userIds: [recipient] },
    {
      type: 'chat',
      channel: 'shop',
      as: otherSide,
      partyid: otherSide === 'shop' ? conversation.userId : (conversation.sellerId ?? ''),
      message: presentMessage(message, otherSide),
    },
  );
  await deps.realtime.publish(
    { userIds: [actor.userId] },
    { type: 'chat', channel: 'shop', as: loginType, partyid, message: presentMessage(message, loginType) },
  );
  await pushUnread(deps, recipient);
  return { conversation, message };
}

/** Unread messages of the caller's buyer–seller conversations: as a buyer, or as the shop. */
export async function chatUnread(db: DbOrTx, actor: ChatActor, loginType: 'user' | 'shop'): Promise<number> {
  const unread = await unreadSummary(db, actor.userId, loginType === 'shop' ? ownShop(actor) : null);
  return loginType === 'shop' ? unread.shop : unread.chat;
}
