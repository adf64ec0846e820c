import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, ref, timestamptz } from './columns.js';
import { users } from './account.js';
import { sellers } from './catalog.js';

/**
 * A conversation (issue 20): a buyer with the platform's customer service (`support`, one per
 * buyer), or a buyer with a shop (`shop`, one per buyer and shop). Each side's unread count is kept
 * on the row, moved in the transaction that writes or reads the messages; a support conversation
 * may be claimed by an operator.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: id(),
    kind: text('kind', { enum: ['support', 'shop'] }).notNull(),
    userId: ref('user_id', () => users.id),
    /** The shop of a `shop` conversation; null for support. */
    sellerId: uuid('seller_id').references(() => sellers.id),
    /** The customer-service operator who claimed a support conversation. */
    operatorId: uuid('operator_id'),
    /** Messages the buyer has not read, and those the shop (or support) has not read. */
    userUnread: integer('user_unread').notNull().default(0),
    peerUnread: integer('peer_unread').notNull().default(0),
    /** The latest message, for the inboxes: its text ("[picture]" for an image) and time. */
    lastContent: text('last_content'),
    lastMessageAt: timestamptz('last_message_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('chat_conversations_support_idx')
      .on(t.userId)
      .where(sql`${t.kind} = 'support'`),
    uniqueIndex('chat_conversations_shop_idx')
      .on(t.userId, t.sellerId)
      .where(sql`${t.kind} = 'shop'`),
    index('chat_conversations_seller_idx').on(t.sellerId, t.lastMessageAt),
    index('chat_conversations_inbox_idx').on(t.kind, t.lastMessageAt),
    check(
      'chat_conversations_kind',
      sql`(${t.kind} = 'support' and ${t.sellerId} is null) or (${t.kind} = 'shop' and ${t.sellerId} is not null)`,
    ),
  ],
);

/**
 * A message: who sent it (the buyer, the shop, or support — an operator), text or an image (the
 * URL of an image the upload endpoint stored), and what it is about (a product or an order the
 * buyer wrote from). Ids grow with time: paging goes by id.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: ref('conversation_id', () => chatConversations.id),
    sender: text('sender', { enum: ['user', 'shop', 'support'] }).notNull(),
    /** The operator who wrote a support reply. */
    operatorId: uuid('operator_id'),
    type: text('type', { enum: ['text', 'img'] }).notNull(),
    content: text('content').notNull(),
    /** 1 product (a sellerGoods id), 2 order: what the buyer wrote from. */
    contextType: smallint('context_type'),
    contextId: uuid('context_id'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.id)],
);
