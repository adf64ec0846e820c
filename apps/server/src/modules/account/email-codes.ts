import { createHash, randomInt } from 'node:crypto';
import { EMAIL_CODE } from '@caravan/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { emailCodes } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

/** Wrong guesses a code survives before it is void (a 6-digit code must not be brute-forced). */
const MAX_CODE_ATTEMPTS = 5;

export type EmailCodePurpose = (typeof emailCodes.$inferInsert)['purpose'];

/** Whom a code is for: an address, a purpose and, for a logged-in user's binding, that user. */
export interface CodeOwner {
  email: string;
  purpose: EmailCodePurpose;
  userId?: string | null;
}

function hashCode(email: string, code: string): string {
  return createHash('sha256').update(`${email.toLowerCase()}:${code}`).digest('hex');
}

const ownedBy = (owner: CodeOwner) =>
  and(
    sql`lower(${emailCodes.email}) = ${owner.email.toLowerCase()}`,
    eq(emailCodes.purpose, owner.purpose),
    owner.userId ? eq(emailCodes.userId, owner.userId) : isNull(emailCodes.userId),
  );

/**
 * Records a new 6-digit code for `owner` and returns it (for the mail): one per address and
 * purpose a minute (EMAIL_CODE.resendSeconds), else AUTH_CODE_TOO_FREQUENT with the wait.
 */
export async function issueEmailCode(db: DbOrTx, owner: CodeOwner, now: Date): Promise<string> {
  const [last] = await db
    .select({ createdAt: emailCodes.createdAt })
    .from(emailCodes)
    .where(ownedBy(owner))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  const waited = last ? (now.getTime() - last.createdAt.getTime()) / 1000 : Infinity;
  if (waited < EMAIL_CODE.resendSeconds) {
    throw new AppError('AUTH_CODE_TOO_FREQUENT', { seconds: Math.ceil(EMAIL_CODE.resendSeconds - waited) });
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.insert(emailCodes).values({
    email: owner.email.toLowerCase(),
    purpose: owner.purpose,
    userId: owner.userId ?? null,
    codeHash: hashCode(owner.email, code),
    expiresAt: new Date(now.getTime() + EMAIL_CODE.ttlMinutes * 60_000),
    createdAt: now,
  });
  return code;
}

/**
 * Whether `code` is the newest code of `owner`, inside the caller's transaction (its row is locked,
 * so two attempts are counted one after the other). A wrong guess counts against the code; an
 * expired, used-up or exhausted one never matches. A match is used up when `use` says so.
 */
async function matchEmailCode(
  tx: DbOrTx,
  owner: CodeOwner,
  code: string,
  now: Date,
  use: boolean,
): Promise<boolean> {
  const [row] = await tx
    .select()
    .from(emailCodes)
    .where(and(ownedBy(owner), isNull(emailCodes.usedAt)))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1)
    .for('update');
  if (!row || row.expiresAt <= now || row.attempts >= MAX_CODE_ATTEMPTS) return false;
  if (row.codeHash !== hashCode(owner.email, code)) {
    await tx
      .update(emailCodes)
      .set({ attempts: row.attempts + 1 })
      .where(eq(emailCodes.id, row.id));
    return false;
  }
  if (use) await tx.update(emailCodes).set({ usedAt: now }).where(eq(emailCodes.id, row.id));
  return true;
}

/** Uses up the newest code of `owner` when `code` is it (matchEmailCode); returns whether it matched. */
export function consumeEmailCode(tx: DbOrTx, owner: CodeOwner, code: string, now: Date): Promise<boolean> {
  return matchEmailCode(tx, owner, code, now, true);
}

/**
 * Whether `code` is the newest code of `owner`, leaving it for the step that uses it (a form that
 * checks the code before asking for the new password). Wrong guesses count as consumeEmailCode's
 * do, against the same few, so checking first gives no extra guesses.
 */
export function checkEmailCode(tx: DbOrTx, owner: CodeOwner, code: string, now: Date): Promise<boolean> {
  return matchEmailCode(tx, owner, code, now, false);
}
