import { and, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { operators, sellers, sessions, users } from '../../db/schema/index.js';
import { hashToken, newToken } from '../../lib/ids.js';

export type OperatorRole = 'super_admin' | 'finance' | 'operations' | 'customer_service';

export type SessionActor =
  | {
      kind: 'user';
      userId: string;
      username: string;
      usercode: string;
      sellerId: string | null;
      tokenHash: string;
    }
  | { kind: 'operator'; operatorId: string; username: string; role: OperatorRole; tokenHash: string };

/**
 * What a session is stored (and its sockets known) under: its token's hash; null for what cannot be
 * a token (32 hex characters), which then costs no query.
 */
export function sessionKey(token: string): string | null {
  return /^[0-9a-f]{32}$/i.test(token) ? hashToken(token.toLowerCase()) : null;
}

/** Looks up a live session by its token; disabled accounts have no session. */
export async function findSession(db: DbOrTx, token: string, now: Date): Promise<SessionActor | null> {
  const tokenHash = sessionKey(token);
  if (!tokenHash) return null;
  const [row] = await db
    .select({
      kind: sessions.kind,
      userId: users.id,
      username: users.username,
      usercode: users.usercode,
      userStatus: users.status,
      sellerId: sellers.id,
      operatorId: operators.id,
      operatorName: operators.username,
      operatorRole: operators.role,
      operatorStatus: operators.status,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(sellers, eq(sellers.userId, users.id))
    .leftJoin(operators, eq(operators.id, sessions.operatorId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  if (row.kind === 'user' && row.userId && row.username && row.usercode && row.userStatus === 1) {
    return {
      kind: 'user',
      userId: row.userId,
      username: row.username,
      usercode: row.usercode,
      sellerId: row.sellerId,
      tokenHash,
    };
  }
  if (
    row.kind === 'operator' &&
    row.operatorId &&
    row.operatorName &&
    row.operatorRole &&
    row.operatorStatus === 1
  ) {
    return {
      kind: 'operator',
      operatorId: row.operatorId,
      username: row.operatorName,
      role: row.operatorRole,
      tokenHash,
    };
  }
  return null;
}

/** Issues a new 128-bit token; only its SHA-256 hash is stored. Returns the token itself. */
export async function createSession(
  db: DbOrTx,
  owner: { userId: string } | { operatorId: string },
  now: Date,
  ttlHours: number,
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    kind: 'userId' in owner ? 'user' : 'operator',
    userId: 'userId' in owner ? owner.userId : null,
    operatorId: 'operatorId' in owner ? owner.operatorId : null,
    expiresAt: new Date(now.getTime() + ttlHours * 3600_000),
    createdAt: now,
    lastSeenAt: now,
  });
  return token;
}

// Each revocation returns the token hashes of the sessions it ended: once committed, the caller
// hands them to announceEndedSessions (lib/realtime.ts) so that their sockets close at once.
const hashes = { tokenHash: sessions.tokenHash };
const ended = (rows: { tokenHash: string }[]) => rows.map((r) => r.tokenHash);

export async function revokeSession(db: DbOrTx, tokenHash: string): Promise<string[]> {
  return ended(await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash)).returning(hashes));
}

/** Ends every session of a user (password change, disable, cancellation). */
export async function revokeUserSessions(db: DbOrTx, userId: string): Promise<string[]> {
  return ended(await db.delete(sessions).where(eq(sessions.userId, userId)).returning(hashes));
}

/** Ends every session of an operator (a changed role, a disabled account). */
export async function revokeOperatorSessions(db: DbOrTx, operatorId: string): Promise<string[]> {
  return ended(await db.delete(sessions).where(eq(sessions.operatorId, operatorId)).returning(hashes));
}

export async function purgeExpiredSessions(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
