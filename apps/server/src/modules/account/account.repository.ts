import { eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { operators, sellers, sessions, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

/** Finds a user by user name, e-mail or phone (case-insensitive for names and e-mail). */
export async function findUserByAccount(db: DbOrTx, account: string): Promise<UserRow | undefined> {
  const lower = account.toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(
      or(
        sql`lower(${users.username}) = ${lower}`,
        sql`lower(${users.email}) = ${lower}`,
        eq(users.phone, account),
      ),
    )
    .limit(1);
  return row;
}

export async function findUserById(
  db: DbOrTx,
  id: string,
): Promise<(UserRow & { sellerId: string | null }) | undefined> {
  const [row] = await db
    .select({ user: users, sellerId: sellers.id })
    .from(users)
    .leftJoin(sellers, eq(sellers.userId, users.id))
    .where(eq(users.id, id))
    .limit(1);
  return row ? { ...row.user, sellerId: row.sellerId } : undefined;
}

/** A successful login: when, from where, and the language the user now reads (their notices' e-mails). */
export async function recordLogin(
  db: DbOrTx,
  id: string,
  login: { at: Date; ip: string; lang: string | undefined },
): Promise<void> {
  await db
    .update(users)
    .set({ lastLoginAt: login.at, lastLoginIp: login.ip, ...(login.lang ? { lang: login.lang } : {}) })
    .where(eq(users.id, id));
}

export async function findOperatorByUsername(db: DbOrTx, username: string) {
  const [row] = await db
    .select()
    .from(operators)
    .where(sql`lower(${operators.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function setAvatar(db: DbOrTx, id: string, avatar: number): Promise<void> {
  await db.update(users).set({ avatar }).where(eq(users.id, id));
}

/** Marks the session and its user as seen now (heartbeat). */
export async function touchSession(db: DbOrTx, tokenHash: string, userId: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.tokenHash, tokenHash));
  await db.update(users).set({ lastSeenAt: at }).where(eq(users.id, userId));
}
