import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { chatConversations, chatMessages } from '../../db/schema/index.js';

// Conversations and messages: the queries the chat's services share.

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

/**
 * The buyer's conversation with support, or with a shop, opened on first use. A burst of first
 * messages opens one (the partial unique indexes; the loser reads the winner's row).
 */
export async function openConversation(
  db: DbOrTx,
  userId: string,
  sellerId: string | null,
  now: Date,
): Promise<ConversationRow> {
  const existing = await findConversation(db, userId, sellerId);
  if (existing) return existing;
  await db
    .insert(chatConversations)
    .values({ kind: sellerId ? 'shop' : 'support', userId, sellerId, createdAt: now })
    .onConflictDoNothing();
  const row = await findConversation(db, userId, sellerId);
  if (!row) throw new Error('conversation not opened');
  return row;
}

export async function findConversation(
  db: DbOrTx,
  userId: string,
  sellerId: string | null,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(
      sellerId
        ? and(
            eq(chatConversations.kind, 'shop'),
            eq(chatConversations.userId, userId),
            eq(chatConversations.sellerId, sellerId),
          )
        : and(eq(chatConversations.kind, 'support'), eq(chatConversations.userId, userId)),
    );
  return row;
}

export async function conversationById(db: DbOrTx, id: string): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  return row;
}

/**
 * A page of a conversation's messages, oldest first: the latest `limit`, or the `limit` before the
 * message `before` (the oldest one the reader has).
 */
export async function pageOfMessages(
  db: DbOrTx,
  conversationId: string,
  before: number | undefined,
  limit: number,
): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(eq(chatMessages.conversationId, conversationId), before ? lt(chatMessages.id, before) : undefined),
    )
    .orderBy(desc(chatMessages.id))
    .limit(limit);
  return rows.reverse();
}

/** The side whose messages the other has not read: the buyer's (`peer` unread) or the other's. */
export type Side = 'user' | 'peer';

/**
 * Writes a message and moves the conversation on: its last message, and the unread count of the
 * side that did not write it — in one statement each, inside the caller's transaction.
 */
export async function appendMessage(
  tx: DbOrTx,
  conversation: ConversationRow,
  message: Omit<typeof chatMessages.$inferInsert, 'conversationId'>,
): Promise<MessageRow> {
  const [row] = await tx
    .insert(chatMessages)
    .values({ ...message, conversationId: conversation.id })
    .returning();
  if (!row) throw new Error('message not written');
  const fromUser = message.sender === 'user';
  await tx
    .update(chatConversations)
    .set({
      lastContent: message.type === 'img' ? '[picture]' : message.content.slice(0, 200),
      lastMessageAt: message.createdAt,
      ...(fromUser
        ? { peerUnread: sql`${chatConversations.peerUnread} + 1` }
        : { userUnread: sql`${chatConversations.userUnread} + 1` }),
    })
    .where(eq(chatConversations.id, conversation.id));
  return row;
}

/** Marks a side's messages read (its reader opened the latest page). */
export async function markRead(db: DbOrTx, conversationId: string, reader: Side): Promise<void> {
  await db
    .update(chatConversations)
    .set(reader === 'user' ? { userUnread: 0 } : { peerUnread: 0 })
    .where(eq(chatConversations.id, conversationId));
}
