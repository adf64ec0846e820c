import { ACCOUNT_RULES, SAFEWORD_LOCK } from '@caravan/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from './passwords.js';

/** The calendar day in Asia/Shanghai, when fund-password lockouts end (spec §9). */
// Built once: a DateTimeFormat costs about half a millisecond to construct (issue 23's order
// bench showed it in every payment's profile), formatting with it microseconds.
const LOCK_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: SAFEWORD_LOCK.timeZone });

export function lockDay(now: Date): string {
  return LOCK_DAY.format(now);
}

function assertNewSafeword(safeword: string, confirmation: string): void {
  if (!ACCOUNT_RULES.safeword.test(safeword)) throw new AppError('AUTH_SAFEWORD_INVALID');
  if (safeword !== confirmation) throw new AppError('AUTH_PASSWORDS_DIFFERENT');
}

type Verdict =
  { kind: 'ok' } | { kind: 'locked' } | { kind: 'not_set' } | { kind: 'wrong'; remaining: number };

/**
 * Checks a user's fund password. After three wrong ones in a day (Asia/Shanghai) fund operations
 * are locked until the next day, and no further attempt is even evaluated. The user's row is locked
 * for the check, so concurrent attempts are counted one at a time; a wrong attempt is committed
 * before the refusal is thrown.
 */
export async function verifySafeword(db: Db, userId: string, safeword: string, now: Date): Promise<void> {
  const day = lockDay(now);
  const verdict = await db.transaction(async (tx): Promise<Verdict> => {
    const [user] = await tx
      .select({
        hash: users.safewordHash,
        failDay: users.safewordFailDay,
        failCount: users.safewordFailCount,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user?.hash) return { kind: 'not_set' };
    const failures = user.failDay === day ? user.failCount : 0;
    if (failures >= SAFEWORD_LOCK.failuresPerDay) return { kind: 'locked' };
    if (await verifyPassword(user.hash, safeword)) {
      if (user.failCount > 0)
        await tx.update(users).set({ safewordFailCount: 0 }).where(eq(users.id, userId));
      return { kind: 'ok' };
    }
    await tx
      .update(users)
      .set({ safewordFailDay: day, safewordFailCount: failures + 1 })
      .where(eq(users.id, userId));
    return { kind: 'wrong', remaining: SAFEWORD_LOCK.failuresPerDay - failures - 1 };
  });
  if (verdict.kind === 'not_set') throw new AppError('AUTH_SAFEWORD_NOT_SET');
  if (verdict.kind === 'locked') throw new AppError('AUTH_SAFEWORD_LOCKED');
  if (verdict.kind === 'wrong') throw new AppError('AUTH_SAFEWORD_WRONG', { remaining: verdict.remaining });
}

/** Whether a fund password is set, and whether fund operations are locked today. */
export async function safewordStatus(
  db: Db,
  userId: string,
  now: Date,
): Promise<{ safeword: number; locked: boolean }> {
  const [user] = await db
    .select({ hash: users.safewordHash, failDay: users.safewordFailDay, failCount: users.safewordFailCount })
    .from(users)
    .where(eq(users.id, userId));
  const failures = user?.failDay === lockDay(now) ? (user?.failCount ?? 0) : 0;
  return { safeword: user?.hash ? 1 : 0, locked: failures >= SAFEWORD_LOCK.failuresPerDay };
}

/** Sets the first fund password (user!setSafewordReg). */
export async function setSafeword(
  db: Db,
  userId: string,
  input: { safeword: string; re_safeword: string },
): Promise<void> {
  assertNewSafeword(input.safeword, input.re_safeword);
  const hash = await hashPassword(input.safeword);
  const updated = await db
    .update(users)
    .set({ safewordHash: hash })
    .where(sql`${users.id} = ${userId} and ${users.safewordHash} is null`)
    .returning({ id: users.id });
  if (updated.length === 0) throw new AppError('AUTH_SAFEWORD_ALREADY_SET');
}

/** Changes the fund password; the old one counts towards the daily lockout. */
export async function changeSafeword(
  db: Db,
  userId: string,
  input: { old_safeword: string; safeword: string; re_safeword: string },
  now: Date,
): Promise<void> {
  assertNewSafeword(input.safeword, input.re_safeword);
  await verifySafeword(db, userId, input.old_safeword, now);
  await db
    .update(users)
    .set({ safewordHash: await hashPassword(input.safeword) })
    .where(eq(users.id, userId));
}
