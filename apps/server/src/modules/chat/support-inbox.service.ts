import { CHAT_LIMITS, canUse, type AdminChatConversationVo } from '@caravan/contract';
import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Realtime } from '../../lib/realtime.js';
import { chatConversations, operators, orders, sellers, users } from '../../db/schema/index.js';
import { formatDateTime } from '../../lib/dates.js';
import { AppError } from '../../lib/errors.js';
import { toWire } from '../../lib/money.js';
import { offsetOf, type Paging } from '../../lib/paging.js';
import { recordAudit, type AuditContext } from '../audit/index.js';
import { conversationById, markRead, pageOfMessages, type ConversationRow } from './chat.repository.js';
import { presentMessage, replyAsSupport, type ChatDeps, type MessageInput } from './chat.service.js';

// The customer-service inbox (issue 20): every buyer's conversation with support, the ones waiting
// for an answer first; an operator claims one and answers it, with the buyer's recent orders beside.

async function present(db: DbOrTx, rows: readonly ConversationRow[]): Promise<AdminChatConversationVo[]> {
  if (rows.length === 0) return [];
  const [people, staff] = await Promise.all([
    db
      .select({ id: users.id, username: users.username, avatar: users.avatar })
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((r) => r.userId))])),
    db.select({ id: operators.id, username: operators.username }).from(operators),
  ]);
  const person = new Map(people.map((p) => [p.id, p]));
  const staffName = new Map(staff.map((s) => [s.id, s.username]));
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    username: person.get(row.userId)?.username ?? '',
    avatar: String(person.get(row.userId)?.avatar ?? 1),
    unread: row.peerUnread,
    lastContent: row.lastContent ?? '',
    lastMessageTime: formatDateTime(row.lastMessageAt),
    operatorId: row.operatorId ?? '',
    operatorName: row.operatorId ? (staffName.get(row.operatorId) ?? '') : '',
  }));
}

/** A support conversation whose latest message is the buyer's: it waits for an answer, read or not. */
const awaitsAnswer = sql`(select m.sender from chat_messages m where m.conversation_id = ${chatConversations.id} order by m.id desc limit 1) = 'user'`;

/** The inbox: waiting for an answer (oldest waiting first), the caller's, or all, newest first. */
export async function listSupportConversations(
  db: Db,
  operatorId: string,
  view: 'waiting' | 'mine' | 'all',
  paging: Paging,
): Promise<{ rows: AdminChatConversationVo[]; total: number }> {
  const where = and(
    eq(chatConversations.kind, 'support'),
    isNotNull(chatConversations.lastMessageAt),
    view === 'waiting' ? awaitsAnswer : undefined,
    view === 'mine' ? eq(chatConversations.operatorId, operatorId) : undefined,
  );
  const order =
    view === 'waiting'
      ? [sql`${chatConversations.lastMessageAt} asc`, chatConversations.id]
      : [desc(chatConversations.lastMessageAt), desc(chatConversations.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(chatConversations)
      .where(where)
      .orderBy(...order)
      .limit(paging.pageSize)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(chatConversations).where(where),
  ]);
  return { rows: await present(db, rows), total: total?.n ?? 0 };
}

async function supportConversation(db: DbOrTx, id: string): Promise<ConversationRow> {
  const row = await conversationById(db, id);
  if (!row || row.kind !== 'support') throw new AppError('COMMON_NOT_FOUND');
  return row;
}

/** One conversation, with the buyer's five latest orders. */
export async function supportDetail(db: Db, id: string) {
  const conversation = await supportConversation(db, id);
  const recent = await db
    .select({
      id: orders.id,
      status: orders.status,
      prizeReal: orders.prizeReal,
      shopName: sellers.name,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(sellers, eq(sellers.id, orders.sellerId))
    .where(eq(orders.userId, conversation.userId))
    .orderBy(desc(orders.createdAt))
    .limit(5);
  const [vo] = await present(db, [conversation]);
  return {
    conversation: vo!,
    recentOrders: recent.map((o) => ({
      orderId: o.id,
      status: o.status,
      prizeReal: toWire(o.prizeReal),
      shopName: o.shopName,
      createTime: formatDateTime(o.createdAt),
    })),
  };
}

/** A page of a conversation as support reads it; the latest page marks the buyer's messages read. */
export async function supportPage(db: Db, id: string, before: number | undefined) {
  const conversation = await supportConversation(db, id);
  const rows = await pageOfMessages(db, conversation.id, before, CHAT_LIMITS.pageSize);
  if (before === undefined && conversation.peerUnread > 0) await markRead(db, conversation.id, 'peer');
  const ids = [...new Set(rows.flatMap((r) => (r.operatorId ? [r.operatorId] : [])))];
  const names = ids.length
    ? await db
        .select({ id: operators.id, username: operators.username })
        .from(operators)
        .where(inArray(operators.id, ids))
    : [];
  const nameOf = new Map(names.map((n) => [n.id, n.username]));
  return rows.map((row) => ({
    ...presentMessage(row, 'support'),
    operatorName: row.operatorId ? (nameOf.get(row.operatorId) ?? '') : '',
  }));
}

/**
 * Claims a conversation for the caller: one nobody claimed, or the caller's own. Two operators
 * claiming at once: one update finds it free, the other then sees who has it.
 */
export async function claimSupport(
  db: Db,
  id: string,
  operatorId: string,
  realtime?: Realtime,
): Promise<AdminChatConversationVo> {
  await supportConversation(db, id);
  const claimed = await db
    .update(chatConversations)
    .set({ operatorId })
    .where(and(eq(chatConversations.id, id), sql`${chatConversations.operatorId} is null`))
    .returning({ id: chatConversations.id });
  const row = await supportConversation(db, id);
  const [vo] = await present(db, [row]);
  // The other operators' inboxes show who took it.
  if (claimed.length > 0) await publishClaim(realtime, vo!);
  return vo!;
}

/** An operator's answer: to a conversation nobody claimed (it becomes theirs) or their own. */
export async function answerSupport(deps: ChatDeps, id: string, operatorId: string, input: MessageInput) {
  const claimed = await claimSupport(deps.db, id, operatorId, deps.realtime);
  if (claimed.operatorId !== operatorId) throw new AppError('COMMON_NO_PERMISSION');
  const conversation = await supportConversation(deps.db, id);
  const row = await replyAsSupport(deps, conversation, operatorId, input);
  const [operator] = await deps.db
    .select({ username: operators.username })
    .from(operators)
    .where(eq(operators.id, operatorId));
  return { ...presentMessage(row, 'support'), operatorName: operator?.username ?? '' };
}

/**
 * Tells the operators' inboxes who has a conversation now ('' when nobody): the name to show and
 * the id, so that an open conversation shows it at once without asking again.
 */
function publishClaim(
  realtime: Realtime | undefined,
  vo: AdminChatConversationVo,
): Promise<void> | undefined {
  return realtime?.publish(
    { supportOperators: true },
    { type: 'support', conversationId: vo.id, claimedBy: vo.operatorName, operatorId: vo.operatorId },
  );
}

/**
 * A super admin hands a support conversation to another operator (issue 50) — one who is active and
 * answers support — or releases it to no one (`operatorId` undefined), audited in the same
 * transaction. The conversation is locked, and the operator's row shared, so that disabling that
 * operator at the same moment (which releases their conversations) waits for this, or this sees
 * them disabled.
 */
export async function reassignSupport(
  deps: Pick<ChatDeps, 'db' | 'realtime'>,
  id: string,
  operatorId: string | undefined,
  audit: AuditContext,
): Promise<AdminChatConversationVo> {
  const row = await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(chatConversations)
      .where(and(eq(chatConversations.id, id), eq(chatConversations.kind, 'support')))
      .for('update');
    if (!before) throw new AppError('COMMON_NOT_FOUND');
    if (operatorId !== undefined) {
      const [operator] = await tx
        .select({ status: operators.status, role: operators.role })
        .from(operators)
        .where(eq(operators.id, operatorId))
        .for('share');
      if (!operator || operator.status !== 1 || !canUse(operator.role, 'support')) {
        throw new AppError('ADMIN_OPERATOR_CANNOT_TAKE_SUPPORT');
      }
    }
    const next = operatorId ?? null;
    if (before.operatorId === next) throw new AppError('ADMIN_STATE_UNCHANGED');
    const [after] = await tx
      .update(chatConversations)
      .set({ operatorId: next })
      .where(eq(chatConversations.id, id))
      .returning();
    await recordAudit(tx, audit, {
      action: next === null ? 'support.release' : 'support.reassign',
      targetType: 'support_conversation',
      targetId: id,
      before: { operatorId: before.operatorId },
      after: { operatorId: next },
    });
    return after!;
  });
  const [vo] = await present(deps.db, [row]);
  await publishClaim(deps.realtime, vo!);
  return vo!;
}

/**
 * Releases every support conversation `operatorId` has claimed, inside the caller's transaction
 * (the operator is being disabled, or no longer answers support), each audited; the ids released.
 */
export async function releaseSupportClaims(
  tx: DbOrTx,
  operatorId: string,
  audit: AuditContext,
): Promise<string[]> {
  const released = await tx
    .update(chatConversations)
    .set({ operatorId: null })
    .where(and(eq(chatConversations.kind, 'support'), eq(chatConversations.operatorId, operatorId)))
    .returning({ id: chatConversations.id });
  for (const { id } of released) {
    await recordAudit(tx, audit, {
      action: 'support.release',
      targetType: 'support_conversation',
      targetId: id,
      before: { operatorId },
      after: { operatorId: null },
    });
  }
  return released.map((r) => r.id);
}

/** How many support conversations wait for an answer (the console's badge). */
export async function supportWaiting(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chatConversations)
    .where(and(eq(chatConversations.kind, 'support'), awaitsAnswer));
  return Number(row?.n ?? 0);
}
