import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  chatConversations,
  chatMessages,
  operators,
  sellerGoods,
  sellers,
  users,
} from '../db/schema/index.js';
import { hashPassword } from '../modules/account/passwords.js';
import { DEMO_ACCOUNTS } from './shops.js';

// The demo's conversations (issue 20), so that every inbox has something in it on the first start:
// a customer-service operator, the demo buyer's question to support waiting for an answer, and the
// demo buyer's conversation with the first demo shop about one of its goods, which the shop has
// not read yet.

const MINUTE = 60_000;

type Line = { from: 'user' | 'support' | 'shop'; text: string; minutesAgo: number; aboutGoods?: boolean };

const SUPPORT_LINES: Line[] = [
  {
    from: 'user',
    text: 'Hello, can I change the delivery address of an order after paying?',
    minutesAgo: 190,
  },
  {
    from: 'support',
    text: 'Hello! Yes, until the seller ships it: open the order and ask the seller, or tell us its number.',
    minutesAgo: 182,
  },
  { from: 'user', text: 'Thank you. How long does a refund take once the seller agrees?', minutesAgo: 12 },
];

const SHOP_LINES: Line[] = [
  {
    from: 'user',
    text: 'Hi, is this available in a carton of 50? I would order 10 cartons.',
    minutesAgo: 300,
    aboutGoods: true,
  },
  { from: 'shop', text: 'Hello! Yes, 50 to a carton. We ship within 48 hours of payment.', minutesAgo: 280 },
  { from: 'user', text: 'Great. Can you ship to Dubai, and how long does it take?', minutesAgo: 25 },
];

/** Writes a conversation's lines with the unread counts and last message they leave behind. */
async function writeConversation(
  db: Db,
  conversation: { userId: string; sellerId: string | null; operatorId: string | null },
  lines: Line[],
  goodsId: string | null,
  now: Date,
): Promise<void> {
  const at = (line: Line) => new Date(now.getTime() - line.minutesAgo * MINUTE);
  const last = lines[lines.length - 1]!;
  // The other side has not read what the buyer wrote after its last answer.
  const lastAnswer = lines.findLastIndex((l) => l.from !== 'user');
  const unanswered = lines.length - 1 - lastAnswer;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chatConversations)
      .values({
        kind: conversation.sellerId ? 'shop' : 'support',
        ...conversation,
        userUnread: 0,
        peerUnread: unanswered,
        lastContent: last.text,
        lastMessageAt: at(last),
        createdAt: at(lines[0]!),
      })
      .onConflictDoNothing()
      .returning({ id: chatConversations.id });
    if (!row) return;
    await tx.insert(chatMessages).values(
      lines.map((line) => ({
        conversationId: row.id,
        sender: line.from,
        operatorId: line.from === 'support' ? conversation.operatorId : null,
        type: 'text' as const,
        content: line.text,
        ...(line.aboutGoods && goodsId ? { contextType: 1, contextId: goodsId } : {}),
        createdAt: at(line),
      })),
    );
  });
}

/**
 * The customer-service operator and the demo buyer's two conversations. Once per data folder (keyed
 * on the operator's account), whatever has become of them since.
 */
export async function seedDemoChat(db: Db, now: Date): Promise<void> {
  const account = DEMO_ACCOUNTS.support;
  const [exists] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(eq(operators.username, account.username));
  if (exists) return;
  const [operator] = await db
    .insert(operators)
    .values({
      username: account.username,
      passwordHash: await hashPassword(account.password),
      role: 'customer_service',
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: operators.id });
  if (!operator) return;
  const [buyer] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, DEMO_ACCOUNTS.buyer.username));
  const [shop] = await db
    .select({ id: sellers.id })
    .from(sellers)
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(eq(users.username, DEMO_ACCOUNTS.seller.username));
  if (!buyer || !shop) return;
  const [goods] = await db
    .select({ id: sellerGoods.id })
    .from(sellerGoods)
    .where(and(eq(sellerGoods.sellerId, shop.id), eq(sellerGoods.isShelf, 1), isNull(sellerGoods.deletedAt)))
    .orderBy(asc(sellerGoods.createdAt))
    .limit(1);
  await writeConversation(
    db,
    { userId: buyer.id, sellerId: null, operatorId: operator.id },
    SUPPORT_LINES,
    null,
    now,
  );
  await writeConversation(
    db,
    { userId: buyer.id, sellerId: shop.id, operatorId: null },
    SHOP_LINES,
    goods?.id ?? null,
    now,
  );
}
