import type { Language, LocalUserVo, LoginVo } from '@caravan/contract';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { findUserByAccount, findUserById, recordLogin } from './account.repository.js';
import { kycSummary } from '../kyc/index.js';
import { presentLocalUser } from './account.presenter.js';
import { checkLoginAttempt } from './login-attempts.js';
import { createSession, revokeSession } from './sessions.js';

export interface LoginContext {
  now: Date;
  ip: string;
  sessionTtlHours: number;
  /** The language the request states, kept as the user's (ADR 018); none keeps theirs. */
  lang: Language | undefined;
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
  await checkLoginAttempt(db, 'user', user, input.password, ctx.now);
  if (!user) throw new AppError('AUTH_LOGIN_FAILED');
  await recordLogin(db, user.id, { at: ctx.now, ip: ctx.ip, lang: ctx.lang });
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
  return presentLocalUser(user, await kycSummary(db, userId));
}
