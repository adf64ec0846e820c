import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import type { Window } from '../../lib/paging.js';

// The notification centre's queries. Every one is the caller's own: a notification of another
// user is simply not found (DESIGN.md §6).

export type NotificationRow = typeof notifications.$inferSelect;

const mine = (userId: string) => eq(notifications.userId, userId);
const unread = (userId: string) => and(mine(userId), isNull(notifications.readAt));

/** The user's notifications, newest first, one page, and how many there are. */
export async function pageOf(
  db: DbOrTx,
  userId: string,
  window: Window,
): Promise<{ rows: NotificationRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine(userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(window.limit)
      .offset(window.offset),
    db.$count(notifications, mine(userId)),
  ]);
  return { rows, total };
}

/** The user's latest unread notifications, newest first. */
export function latestUnread(db: DbOrTx, userId: string, size: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(unread(userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(size);
}

/** How many of the user's notifications are unread. */
export async function unreadCount(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(unread(userId));
  return row?.n ?? 0;
}

/** Marks one of the user's notifications read (it keeps the first time); undefined when not theirs. */
export async function markRead(
  db: DbOrTx,
  userId: string,
  id: string,
  now: Date,
): Promise<NotificationRow | undefined> {
  const [updated] = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.id, id), unread(userId)))
    .returning();
  if (updated) return updated;
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), mine(userId)));
  return row;
}

/** Marks every unread notification of the user read. */
export async function markAllRead(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db.update(notifications).set({ readAt: now }).where(unread(userId));
}
