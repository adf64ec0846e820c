import { LOGIN_LOCK } from '@caravan/contract';
import { AppError } from '../../lib/errors.js';
import { dummyPasswordHash, verifyPassword } from './passwords.js';

export interface LoginSubject {
  passwordHash: string;
  failedLogins: number;
  lockedUntil: Date | null;
  /** Who set the lock; operators' accounts have no operator locks. */
  lockedBy?: 'failures' | 'operator' | null;
  status: number;
}

export interface AttemptRecorder {
  /** A wrong password: count it, or lock until `lockUntil` (the count then starts again). */
  failure(lockUntil: Date | null): Promise<void>;
  success(): Promise<void>;
}

/**
 * Checks a password against an account with the spec §9 lockout (three wrong passwords in a row
 * lock it for three minutes). An unknown account costs the same time and gets the same answer.
 */
export async function checkLoginAttempt(
  subject: LoginSubject | undefined,
  password: string,
  now: Date,
  record: AttemptRecorder,
): Promise<void> {
  if (!subject) {
    await verifyPassword(await dummyPasswordHash(), password);
    throw new AppError('AUTH_LOGIN_FAILED');
  }
  if (subject.lockedUntil && subject.lockedUntil > now) {
    if (subject.lockedBy === 'operator') {
      const minutes = Math.ceil((subject.lockedUntil.getTime() - now.getTime()) / 60_000);
      throw new AppError('AUTH_ACCOUNT_LOCKED_BY_OPERATOR', { minutes });
    }
    throw new AppError('AUTH_ACCOUNT_LOCKED', { minutes: LOGIN_LOCK.minutes });
  }
  if (!(await verifyPassword(subject.passwordHash, password))) {
    if (subject.failedLogins + 1 >= LOGIN_LOCK.failures) {
      await record.failure(new Date(now.getTime() + LOGIN_LOCK.minutes * 60_000));
      throw new AppError('AUTH_ACCOUNT_LOCKED', { minutes: LOGIN_LOCK.minutes });
    }
    await record.failure(null);
    throw new AppError('AUTH_LOGIN_FAILED');
  }
  if (subject.status !== 1) throw new AppError('AUTH_ACCOUNT_DISABLED');
  await record.success();
}
