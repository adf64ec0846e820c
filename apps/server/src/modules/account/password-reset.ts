import { ACCOUNT_RULES, EMAIL_CODE, type Language } from '@caravan/contract';
import { formatMessage } from '@caravan/contract/i18n';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import { findUserByAccount, type UserRow } from './account.repository.js';
import { consumeEmailCode, issueEmailCode } from './email-codes.js';
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
 * Sends a 6-digit password-reset code to the e-mail of the account named by `target` (jscode!execute):
 * one per address per minute. Whether such an account exists, or has an e-mail, is not revealed.
 */
export async function sendResetCode(
  db: Db,
  mailer: Mailer,
  target: string,
  lang: Language,
  now: Date,
): Promise<void> {
  const { user, email } = await resetTarget(db, target);
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
  input: { target: string; verifcode: string; password: string; re_password: string },
  now: Date,
): Promise<void> {
  assertNewPassword(input.password, input.re_password);
  const ok = await db.transaction(async (tx) => {
    const { user, email } = await resetTarget(tx, input.target);
    if (!(await consumeEmailCode(tx, { email, purpose: 'reset_password' }, input.verifcode, now)))
      return false;
    if (!user) return false;
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
    await revokeUserSessions(tx, user.id);
    return true;
  });
  if (!ok) throw new AppError('AUTH_CODE_WRONG');
}

/** Changes the login password (old one required); every session ends, this one included. */
export async function changePassword(
  db: Db,
  userId: string,
  input: { old_password: string; password: string; comfirm_password: string },
): Promise<void> {
  assertNewPassword(input.password, input.comfirm_password);
  const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.hash, input.old_password)))
    throw new AppError('AUTH_OLD_PASSWORD_WRONG');
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash: await hashPassword(input.password) })
      .where(eq(users.id, userId));
    await revokeUserSessions(tx, userId);
  });
}
