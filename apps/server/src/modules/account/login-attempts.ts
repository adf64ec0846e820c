import { LOGIN_LOCK } from '@caravan/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { operators, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { dummyPasswordHash, verifyPassword } from './passwords.js';

export interface LoginSubject {
  id: string;
  passwordHash: string;
  lockedUntil: Date | null;
  /** Who set the lock; operators' accounts have no operator locks. */
  lockedBy?: 'failures' | 'operator' | null;
  status: number;
}

/**
 * The attempt counter of one account. An attempt is counted *before* its password is checked, in
 * the same conditional UPDATE that decides whether it may be checked at all; so however many
 * attempts arrive at once, at most LOGIN_LOCK.failures are ever evaluated per lock window.
 */
interface AttemptCounter {
  /** Counts one attempt unless the account is locked or that many are counted; whether it may go on. */
  claim(now: Date): Promise<boolean>;
  /** A wrong password: locks the account until `until` if the count stands at the limit; whether it did. */
  lockIfAtLimit(now: Date, until: Date): Promise<boolean>;
  /** The right password: the count starts again and a lock from wrong passwords ends. */
  clear(): Promise<void>;
}

/** The counter of a buyer's or an operator's account: the same columns in both tables. */
function attemptCounter(db: DbOrTx, table: typeof users | typeof operators, id: string): AttemptCounter {
  // Buyers' locks also say who set them (an operator may lock a buyer; that lock is not ours to end).
  const isUsers = table === users;
  const clearLockedBy = isUsers ? sql`, locked_by = null` : sql``;
  const setLockedBy = isUsers ? sql`, locked_by = 'failures'` : sql``;
  const notOperatorLock = isUsers ? sql`and ${users.lockedBy} is distinct from 'operator'` : sql``;
  const unlocked = (now: Date) => sql`(${table.lockedUntil} is null or ${table.lockedUntil} <= ${now})`;
  return {
    async claim(now) {
      const { rows } = await db.execute(
        sql`update ${table} set failed_logins = failed_logins + 1, locked_until = null ${clearLockedBy}
            where ${table.id} = ${id} and ${table.failedLogins} < ${LOGIN_LOCK.failures} and ${unlocked(now)}
            returning 1`,
      );
      return rows.length > 0;
    },
    async lockIfAtLimit(now, until) {
      const { rows } = await db.execute(
        sql`update ${table} set failed_logins = 0, locked_until = ${until} ${setLockedBy}
            where ${table.id} = ${id} and ${table.failedLogins} >= ${LOGIN_LOCK.failures} and ${unlocked(now)}
            returning 1`,
      );
      return rows.length > 0;
    },
    async clear() {
      await db.execute(
        sql`update ${table} set failed_logins = 0, locked_until = null ${clearLockedBy}
            where ${table.id} = ${id} ${notOperatorLock}`,
      );
    },
  };
}

/**
 * Checks a password against an account with the spec §9 lockout (three wrong passwords in a row
 * lock it for three minutes). An unknown account costs the same time and gets the same answer.
 * `kind` names the table the account lives in.
 */
export async function checkLoginAttempt(
  db: DbOrTx,
  kind: 'user' | 'operator',
  subject: LoginSubject | undefined,
  password: string,
  now: Date,
): Promise<void> {
  if (!subject) {
    await verifyPassword(await dummyPasswordHash(), password);
    throw new AppError('AUTH_LOGIN_FAILED');
  }
  if (subject.lockedBy === 'operator' && subject.lockedUntil && subject.lockedUntil > now) {
    const minutes = Math.ceil((subject.lockedUntil.getTime() - now.getTime()) / 60_000);
    throw new AppError('AUTH_ACCOUNT_LOCKED_BY_OPERATOR', { minutes });
  }
  const counter = attemptCounter(db, kind === 'user' ? users : operators, subject.id);
  if (!(await counter.claim(now))) throw new AppError('AUTH_ACCOUNT_LOCKED', { minutes: LOGIN_LOCK.minutes });
  if (!(await verifyPassword(subject.passwordHash, password))) {
    const until = new Date(now.getTime() + LOGIN_LOCK.minutes * 60_000);
    if (await counter.lockIfAtLimit(now, until)) {
      throw new AppError('AUTH_ACCOUNT_LOCKED', { minutes: LOGIN_LOCK.minutes });
    }
    throw new AppError('AUTH_LOGIN_FAILED');
  }
  await counter.clear();
  if (subject.status !== 1) throw new AppError('AUTH_ACCOUNT_DISABLED');
}

/**
 * The login password asked again before a sensitive step (binding an e-mail, cancelling the
 * account): checked and counted as a login is, so such a form cannot be used to guess it; a wrong
 * one is AUTH_PASSWORD_WRONG (the caller is logged in: "account or password" would mislead).
 */
export async function checkAccountPassword(
  db: DbOrTx,
  user: LoginSubject,
  password: string,
  now: Date,
): Promise<void> {
  try {
    await checkLoginAttempt(db, 'user', user, password, now);
  } catch (error) {
    if (error instanceof AppError && error.code === 'AUTH_LOGIN_FAILED')
      throw new AppError('AUTH_PASSWORD_WRONG');
    throw error;
  }
}
