import type { LocalUserVo, LoginVo } from '@caravan/contract';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import {
  findUserByAccount,
  findUserById,
  recordLoginFailure,
  recordLoginSuccess,
} from './account.repository.js';
import { presentLocalUser } from './account.presenter.js';
import { dummyPasswordHash, verifyPassword } from './passwords.js';
import { createSession, revokeSession } from './sessions.js';

/** Spec §9: three wrong passwords in a row lock the account for three minutes. */
export const MAX_LOGIN_FAILURES = 3;
export const LOCK_MINUTES = 3;

export interface LoginContext {
  now: Date;
  ip: string;
  sessionTtlHours: number;
}

/**
 * Logs a buyer in by user name, e-mail or phone. An unknown user and a wrong password get the same
 * answer; every login issues a new token.
 */
export async function login(
  db: DbOrTx,
  input: { username: string; password: string },
  ctx: LoginContext,
): Promise<LoginVo> {
  const user = await findUserByAccount(db, input.username);
  if (!user) {
    await verifyPassword(await dummyPasswordHash(), input.password);
    throw new AppError('AUTH_LOGIN_FAILED');
  }
  if (user.lockedUntil && user.lockedUntil > ctx.now) {
    throw new AppError('AUTH_ACCOUNT_LOCKED', { minutes: LOCK_MINUTES });
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    const failures = user.failedLogins + 1;
    if (failures >= MAX_LOGIN_FAILURES) {
      await recordLoginFailure(db, user.id, new Date(ctx.now.getTime() + LOCK_MINUTES * 60_000));
      throw new AppError('AUTH_ACCOUNT_LOCKED', { minutes: LOCK_MINUTES });
    }
    await recordLoginFailure(db, user.id, null);
    throw new AppError('AUTH_LOGIN_FAILED');
  }
  if (user.status !== 1) throw new AppError('AUTH_ACCOUNT_DISABLED');
  await recordLoginSuccess(db, user.id, ctx.now, ctx.ip);
  const token = await createSession(db, { userId: user.id }, ctx.now, ctx.sessionTtlHours);
  return { token, username: user.username, usercode: user.usercode };
}

export async function logout(db: DbOrTx, tokenHash: string): Promise<void> {
  await revokeSession(db, tokenHash);
}

/** The current user in the contract's localuser!get shape. */
export async function getLocalUser(db: DbOrTx, userId: string): Promise<LocalUserVo> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('AUTH_SESSION_EXPIRED');
  return presentLocalUser(user);
}
