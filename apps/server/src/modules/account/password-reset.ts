import { ACCOUNT_RULES, EMAIL_CODE, type Language, type ResetTargetVo } from '@caravan/contract';
import { formatMessage } from '@caravan/contract/i18n';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { enforceLimits, type Limiter } from '../../lib/limiter.js';
import type { Mailer } from '../../lib/mailer.js';
import { maskEmail } from '../../lib/mask-name.js';
import { announceEndedSessions, type Realtime } from '../../lib/realtime.js';
import { findUserByAccount, findUserById, type UserRow } from './account.repository.js';
import { checkEmailCode, consumeEmailCode, issueEmailCode } from './email-codes.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { assertNewPassword } from './registration.js';
import { revokeUserSessions } from './sessions.js';

/**
 * The account a reset is for and the address its code goes to. The account is named by user
 * name, e-mail or phone; its code goes to its e-mail (a user-name or phone account binds one in
 * its settings). An unknown account, or one without an e-mail, has nothing to send to: the code is
 * kept under the name as typed, so the answer and its timing are the same, and no mail goes out.
 */
async function resetTarget(db: DbOrTx, account: string): Promise<{ user: UserRow | null; email: string }> {
  const name = account.trim();
  if (name.length === 0 || name.length > ACCOUNT_RULES.emailMax) throw new AppError('AUTH_EMAIL_INVALID');
  const user = (await findUserByAccount(db, name)) ?? null;
  if (!user || user.status === 2 || !user.email) return { user: null, email: name.toLowerCase() };
  return { user, email: user.email.toLowerCase() };
}

/**
 * Reset codes an address may be sent, however its account is named (user name, e-mail, phone) and
 * from whatever addresses: the routes limit each name as typed and each client address; this
 * limits the account (issue 50).
 */
const RESET_CODES_PER_ADDRESS = { max: 5, windowMs: 3600_000 };

/** A phone number, with or without its area code's `+`: codes for it would go by SMS. */
const PHONE_NUMBER = /^\+?\d{7,18}$/;

/**
 * Sends a 6-digit password-reset code to the e-mail of the account named by `target` (jscode!execute):
 * one per address per minute, 5 an hour. Whether such an account exists, or has an e-mail, is not
 * revealed (an unknown name is counted as its own address). With `refusePhone` (idcode!execute,
 * for a target named by user name or e-mail), a phone number asks for a text message, which
 * Caravan cannot send (no SMS provider).
 */
export async function sendResetCode(
  db: Db,
  mailer: Mailer,
  limiter: Limiter,
  target: string,
  lang: Language,
  now: Date,
  options: { refusePhone?: boolean } = {},
): Promise<void> {
  if (options.refusePhone && PHONE_NUMBER.test(target)) throw new AppError('AUTH_SMS_NOT_SUPPORTED');
  const { user, email } = await resetTarget(db, target);
  await enforceLimits(limiter, [{ key: `reset-code:${email}`, ...RESET_CODES_PER_ADDRESS }]);
  const code = await issueEmailCode(db, { email, purpose: 'reset_password' }, now);
  if (!user) return;
  await mailer.send(
    {
      to: email,
      subject: formatMessage(lang, 'NOTICE_RESET_CODE_SUBJECT'),
      text: formatMessage(lang, 'NOTICE_RESET_CODE_BODY', { code, minutes: EMAIL_CODE.ttlMinutes }),
      secrets: [code],
    },
    now,
  );
}

/** Resets the login password with the e-mailed code (user!resetpsw); every session ends. */
export async function resetPassword(
  db: Db,
  realtime: Realtime,
  input: { target: string; verifcode: string; password: string; re_password: string },
  now: Date,
): Promise<void> {
  assertNewPassword(input.password, input.re_password);
  await applyReset(db, realtime, (tx) => resetTarget(tx, input.target), input, now);
}

/**
 * Changes the logged-in user's password with the reset code mailed to their e-mail
 * (user!updatepsw, code sent by jscode!execute); every session ends, as with user!resetpsw.
 */
export async function resetOwnPassword(
  db: Db,
  realtime: Realtime,
  userId: string,
  input: { verifcode: string; password: string },
  now: Date,
): Promise<void> {
  assertNewPassword(input.password, input.password);
  await applyReset(
    db,
    realtime,
    async (tx) => {
      const user = (await findUserById(tx, userId)) ?? null;
      // No e-mail, no code was ever sent: the code is wrong, as for an unknown reset target.
      return { user: user?.email ? user : null, email: user?.email?.toLowerCase() ?? '' };
    },
    input,
    now,
  );
}

/**
 * Uses the reset code of the account `target` resolves to and sets its new password, in one
 * transaction; a wrong code (counted against it) or no account is AUTH_CODE_WRONG, alike. The
 * account's sessions end, and their sockets once it commits.
 */
async function applyReset(
  db: Db,
  realtime: Realtime,
  target: (tx: DbOrTx) => Promise<{ user: UserRow | null; email: string }>,
  input: { verifcode: string; password: string },
  now: Date,
): Promise<void> {
  const ended = await db.transaction(async (tx) => {
    const { user, email } = await target(tx);
    if (!(await consumeEmailCode(tx, { email, purpose: 'reset_password' }, input.verifcode, now)))
      return null;
    if (!user) return null;
    await tx
      .update(users)
      .set({
        passwordHash: await hashPassword(input.password),
        failedLogins: 0,
        lockedUntil: null,
        // The code reached the address, so the address is the owner's.
        emailVerifiedAt: user.emailVerifiedAt ?? now,
      })
      .where(eq(users.id, user.id));
    return revokeUserSessions(tx, user.id);
  });
  if (!ended) throw new AppError('AUTH_CODE_WRONG');
  await announceEndedSessions(realtime, ended);
}

/**
 * localuser!verify_code: whether `verifcode` is the reset code mailed for `target`, leaving it for
 * user!resetpsw. A wrong one counts against the code's few guesses like a wrong reset; an unknown
 * account's answer is the same as a wrong code's.
 */
export async function checkResetCode(
  db: Db,
  input: { target: string; verifcode: string },
  now: Date,
): Promise<void> {
  const ok = await db.transaction(async (tx) => {
    const { user, email } = await resetTarget(tx, input.target);
    const matched = await checkEmailCode(tx, { email, purpose: 'reset_password' }, input.verifcode, now);
    return matched && user !== null;
  });
  if (!ok) throw new AppError('AUTH_CODE_WRONG');
}

/**
 * user!getUserNameVerifTarget: where a reset code for `name` goes, worked out from the name alone so
 * that the answer is the same whether the account exists or not (as jscode!execute's is): an e-mail
 * address masked, else '' (the account's e-mail, which only the mail itself names).
 */
export function resetCodeTarget(name: string): ResetTargetVo {
  const email = name.trim().toLowerCase();
  return { target: email.includes('@') ? maskEmail(email) : '', type: 2 };
}

/** Changes the login password (old one required); every session ends, this one included. */
export async function changePassword(
  db: Db,
  realtime: Realtime,
  userId: string,
  input: { old_password: string; password: string; comfirm_password: string },
): Promise<void> {
  assertNewPassword(input.password, input.comfirm_password);
  const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.hash, input.old_password)))
    throw new AppError('AUTH_OLD_PASSWORD_WRONG');
  const ended = await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash: await hashPassword(input.password) })
      .where(eq(users.id, userId));
    return revokeUserSessions(tx, userId);
  });
  await announceEndedSessions(realtime, ended);
}
