import { createHash, randomInt } from 'node:crypto';
import { ACCOUNT_RULES, EMAIL_CODE, type Language } from '@caravan/contract';
import { formatMessage } from '@caravan/contract/i18n';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emailCodes, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import { findUserByAccount } from './account.repository.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { assertNewPassword } from './registration.js';
import { revokeUserSessions } from './sessions.js';

/** Wrong guesses a code survives before it is void (a 6-digit code must not be brute-forced). */
const MAX_CODE_ATTEMPTS = 5;

function hashCode(email: string, code: string): string {
  return createHash('sha256').update(`${email.toLowerCase()}:${code}`).digest('hex');
}

/**
 * Sends a 6-digit password-reset code to an e-mail address (jscode!execute). One per address per
 * minute. Whether an account uses the address is not revealed: an unknown address gets the same
 * answer and no mail.
 */
export async function sendResetCode(
  db: Db,
  mailer: Mailer,
  target: string,
  lang: Language,
  now: Date,
): Promise<void> {
  const email = target.toLowerCase();
  if (email.length > ACCOUNT_RULES.emailMax || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
    throw new AppError('AUTH_EMAIL_INVALID');
  }
  const [last] = await db
    .select({ createdAt: emailCodes.createdAt })
    .from(emailCodes)
    .where(and(sql`lower(${emailCodes.email}) = ${email}`, eq(emailCodes.purpose, 'reset_password')))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  const waited = last ? (now.getTime() - last.createdAt.getTime()) / 1000 : Infinity;
  if (waited < EMAIL_CODE.resendSeconds) {
    throw new AppError('AUTH_CODE_TOO_FREQUENT', { seconds: Math.ceil(EMAIL_CODE.resendSeconds - waited) });
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.insert(emailCodes).values({
    email,
    purpose: 'reset_password',
    codeHash: hashCode(email, code),
    expiresAt: new Date(now.getTime() + EMAIL_CODE.ttlMinutes * 60_000),
    createdAt: now,
  });
  const user = await findUserByAccount(db, email);
  if (!user || user.status === 2 || user.email?.toLowerCase() !== email) return;
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

/** Resets the login password with an e-mailed code (user!resetpsw); every session ends. */
export async function resetPassword(
  db: Db,
  input: { target: string; verifcode: string; password: string; re_password: string },
  now: Date,
): Promise<void> {
  assertNewPassword(input.password, input.re_password);
  const email = input.target.toLowerCase();
  const ok = await db.transaction(async (tx) => {
    const [code] = await tx
      .select()
      .from(emailCodes)
      .where(
        and(
          sql`lower(${emailCodes.email}) = ${email}`,
          eq(emailCodes.purpose, 'reset_password'),
          isNull(emailCodes.usedAt),
        ),
      )
      .orderBy(desc(emailCodes.createdAt))
      .limit(1)
      .for('update');
    if (!code || code.expiresAt <= now || code.attempts >= MAX_CODE_ATTEMPTS) return false;
    if (code.codeHash !== hashCode(email, input.verifcode)) {
      await tx
        .update(emailCodes)
        .set({ attempts: code.attempts + 1 })
        .where(eq(emailCodes.id, code.id));
      return false;
    }
    const user = await findUserByAccount(tx, email);
    if (!user || user.status === 2 || user.email?.toLowerCase() !== email) return false;
    await tx.update(emailCodes).set({ usedAt: now }).where(eq(emailCodes.id, code.id));
    await tx
      .update(users)
      .set({ passwordHash: await hashPassword(input.password), failedLogins: 0, lockedUntil: null })
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
