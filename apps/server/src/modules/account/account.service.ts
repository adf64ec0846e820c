import type { Language, LocalUserVo, LoginVo, ShareVo } from '@caravan/contract';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { announceEndedSessions, type Realtime } from '../../lib/realtime.js';
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

/** Ends the session, its sockets (on every instance) included. */
export async function logout(db: DbOrTx, realtime: Realtime, tokenHash: string): Promise<void> {
  await announceEndedSessions(realtime, await revokeSession(db, tokenHash));
}

/** The current user in the contract's localuser!get shape. */
export async function getLocalUser(db: DbOrTx, userId: string): Promise<LocalUserVo> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('AUTH_SESSION_EXPIRED');
  return presentLocalUser(user, await kycSummary(db, userId));
}

/**
 * localuser!getShare: the account's sharing card, from the same record as localuser!get; user
 * levels are not Caravan's (contract: out of scope), so they are empty.
 */
export async function getShare(db: DbOrTx, userId: string): Promise<ShareVo> {
  const user = await getLocalUser(db, userId);
  return {
    username: user.username,
    userrole: user.userrole,
    usercode: user.usercode,
    user_level: 0,
    user_level_custom: '',
    user_level_custom_display: '',
    name: user.name,
    url: user.url,
    usercode_qr: user.usercode_qr,
  };
}
