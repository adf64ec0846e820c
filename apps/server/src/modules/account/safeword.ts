import { ACCOUNT_RULES, SAFEWORD_LOCK } from '@caravan/contract';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { KeyedWorkSlots } from '../../lib/work-slots.js';
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

/** A claim on one of the day's tries older than this is a check that never finished: dropped. */
const CLAIM_STALE_MS = 60_000;
/** How long a check waits for a try that checks on other instances hold, before giving up. */
const CLAIM_WAIT_MS = 20_000;
/** A user's checks on this instance run one at a time (a burst of payments queues here). */
const checksOfUser = new KeyedWorkSlots(1);

/** Today's wrong fund passwords, from the columns as stored. */
const failuresToday = (day: string) =>
  sql<number>`case when ${users.safewordFailDay} = ${day} then ${users.safewordFailCount} else 0 end`;

/**
 * Checks a user's fund password. After three wrong ones in a day (Asia/Shanghai) fund operations
 * are locked until the next day, and no further attempt is even evaluated (ADR 039).
 *
 * No transaction is open while argon2id runs (tens of milliseconds of CPU), so a payment's
 * transaction opens only once the password is known good. The count stays exact under concurrency:
 * a check first claims one of the day's remaining tries in one statement (today's failures plus
 * the claims under way must stay under three), is evaluated only with a claim, and then gives the
 * claim back, as a failure when the password was wrong. The right password clears the day's
 * failures, as it always has. A user's checks on one instance queue one behind the other; one that
 * finds every try claimed on other instances waits for them.
 */
export function verifySafeword(db: Db, userId: string, safeword: string, now: Date): Promise<void> {
  return checksOfUser.run(userId, async () => {
    const day = lockDay(now);
    const hash = await claimTry(db, userId, day, now);
    let right: boolean;
    try {
      right = await verifyPassword(hash, safeword);
    } catch (error) {
      await settleTry(db, userId, day, false);
      throw error;
    }
    const failures = await settleTry(db, userId, day, right);
    if (!right) {
      throw new AppError('AUTH_SAFEWORD_WRONG', { remaining: SAFEWORD_LOCK.failuresPerDay - failures });
    }
  });
}

/** Claims one of the day's tries and returns the hash to check, or throws why there is none. */
async function claimTry(db: Db, userId: string, day: string, now: Date): Promise<string> {
  const fresh = new Date(now.getTime() - CLAIM_STALE_MS);
  const pending = sql<number>`case when ${users.safewordPendingAt} > ${fresh.toISOString()}::timestamptz
    then ${users.safewordPending} else 0 end`;
  const giveUpAt = Date.now() + CLAIM_WAIT_MS;
  for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
    const [claim] = await db
      .update(users)
      .set({ safewordPending: sql`${pending} + 1`, safewordPendingAt: now })
      .where(
        and(
          eq(users.id, userId),
          isNotNull(users.safewordHash),
          sql`${failuresToday(day)} + ${pending} < ${SAFEWORD_LOCK.failuresPerDay}`,
        ),
      )
      .returning({ hash: users.safewordHash });
    if (claim?.hash) return claim.hash;
    const [user] = await db
      .select({ hash: users.safewordHash, failures: failuresToday(day) })
      .from(users)
      .where(eq(users.id, userId));
    if (!user?.hash) throw new AppError('AUTH_SAFEWORD_NOT_SET');
    if (user.failures >= SAFEWORD_LOCK.failuresPerDay) throw new AppError('AUTH_SAFEWORD_LOCKED');
    // Every try left is claimed by checks on other instances: one of them ends within milliseconds.
    if (Date.now() >= giveUpAt) throw new AppError('COMMON_RATE_LIMITED');
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

/**
 * Gives a claimed try back: a wrong password counts as a failure, the right one clears them. With
 * no check left under way the claim columns return to empty, so a right password leaves the row as
 * it found it.
 */
async function settleTry(db: Db, userId: string, day: string, right: boolean): Promise<number> {
  const left = sql`greatest(${users.safewordPending} - 1, 0)`;
  const [row] = await db
    .update(users)
    .set({
      safewordPending: left,
      safewordPendingAt: sql`case when ${left} = 0 then null else ${users.safewordPendingAt} end`,
      ...(right
        ? { safewordFailCount: 0 }
        : { safewordFailDay: day, safewordFailCount: sql`${failuresToday(day)} + 1` }),
    })
    .where(eq(users.id, userId))
    .returning({ failures: users.safewordFailCount });
  return row?.failures ?? SAFEWORD_LOCK.failuresPerDay;
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
