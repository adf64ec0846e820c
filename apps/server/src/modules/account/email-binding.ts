import { ACCOUNT_RULES, EMAIL_CODE, type Language } from '@caravan/contract';
import { formatMessage } from '@caravan/contract/i18n';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError, isUniqueViolation } from '../../lib/errors.js';
import { enforceLimits, type Limiter } from '../../lib/limiter.js';
import type { Mailer } from '../../lib/mailer.js';
import { findUserById } from './account.repository.js';
import { consumeEmailCode, issueEmailCode } from './email-codes.js';
import { checkAccountPassword } from './login-attempts.js';

/** A well-formed address within the spec's limits, lower-cased; else AUTH_EMAIL_INVALID. */
function normalEmail(text: string): string {
  const email = text.trim().toLowerCase();
  if (email.length > ACCOUNT_RULES.emailMax || !ACCOUNT_RULES.email.test(email)) {
    throw new AppError('AUTH_EMAIL_INVALID');
  }
  return email;
}

/** Refuses an address another account uses, as its e-mail or as its login name. */
async function assertEmailFree(db: DbOrTx, userId: string, email: string): Promise<void> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        ne(users.id, userId),
        or(sql`lower(${users.email}) = ${email}`, sql`lower(${users.username}) = ${email}`),
      ),
    )
    .limit(1);
  if (other) throw new AppError('AUTH_EMAIL_TAKEN');
}

/** user!getVerifTarget: where the account's codes go, and whether the owner has proved it theirs. */
export async function verificationTarget(
  db: DbOrTx,
  userId: string,
): Promise<{ target: string; type: 0 | 1 | 2; verified: boolean }> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('AUTH_NOT_LOGGED_IN');
  if (user.email) return { target: user.email, type: 2, verified: user.emailVerifiedAt !== null };
  // No SMS provider is configured, so a phone receives no codes: it is shown, never verified.
  if (user.phone) return { target: user.phone, type: 1, verified: false };
  return { target: '', type: 0, verified: false };
}

/**
 * Binding codes one account may ask for, to whatever addresses from whatever client addresses (the
 * routes limit each address mailed and each client address): counted before the password is
 * checked, so a refusal changes nothing (issue 50).
 */
const BINDING_CODES_PER_ACCOUNT = { max: 10, windowMs: 3600_000 };

/**
 * localuser!beforeBind: after the login password (counted against the login lockout, so the form
 * cannot be used to guess it), mails a 6-digit code to the address the user wants to bind.
 */
export async function sendBindingCode(
  db: Db,
  mailer: Mailer,
  limiter: Limiter,
  userId: string,
  input: { email: string; password: string },
  lang: Language,
  now: Date,
): Promise<void> {
  const email = normalEmail(input.email);
  await enforceLimits(limiter, [{ key: `bind-code:${userId}`, ...BINDING_CODES_PER_ACCOUNT }]);
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('AUTH_NOT_LOGGED_IN');
  await checkAccountPassword(db, user, input.password, now);
  if (user.email?.toLowerCase() === email && user.emailVerifiedAt) throw new AppError('AUTH_EMAIL_UNCHANGED');
  await assertEmailFree(db, userId, email);
  const code = await issueEmailCode(db, { email, purpose: 'bind_email', userId }, now);
  await mailer.send(
    {
      to: email,
      subject: formatMessage(lang, 'NOTICE_BIND_CODE_SUBJECT'),
      text: formatMessage(lang, 'NOTICE_BIND_CODE_BODY', {
        code,
        minutes: EMAIL_CODE.ttlMinutes,
        account: user.username,
      }),
      secrets: [code],
    },
    now,
  );
}

/**
 * localuser!save_email: binds the address whose mailed code this is, verified. The address it
 * replaces (if any) is told, so a stolen session cannot quietly take the account's recovery.
 */
export async function bindEmail(
  db: Db,
  mailer: Mailer,
  userId: string,
  input: { email: string; verifcode: string },
  lang: Language,
  now: Date,
): Promise<{ email: string }> {
  const email = normalEmail(input.email);
  let before: { email: string | null; username: string } | null;
  try {
    before = await db.transaction(async (tx) => {
      if (!(await consumeEmailCode(tx, { email, purpose: 'bind_email', userId }, input.verifcode, now))) {
        return null;
      }
      await assertEmailFree(tx, userId, email);
      const [row] = await tx
        .select({ email: users.email, username: users.username })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      await tx.update(users).set({ email, emailVerifiedAt: now }).where(eq(users.id, userId));
      return row ?? null;
    });
  } catch (error) {
    // Two accounts binding one address at once: the unique index lets one through.
    if (isUniqueViolation(error)) throw new AppError('AUTH_EMAIL_TAKEN');
    throw error;
  }
  if (!before) throw new AppError('AUTH_CODE_WRONG');
  if (before.email && before.email.toLowerCase() !== email) {
    await mailer.send(
      {
        to: before.email,
        subject: formatMessage(lang, 'NOTICE_EMAIL_CHANGED_SUBJECT'),
        text: formatMessage(lang, 'NOTICE_EMAIL_CHANGED_BODY', { account: before.username, email }),
      },
      now,
    );
  }
  return { email };
}

/**
 * localuser!bindEmailOrPhone (bindEmailOrPhoneSm, save_phone): what `target` (else `email`, else
 * `phone`) names, bound with the code localuser!beforeBind mailed. An e-mail is bound as
 * localuser!save_email binds it; a phone would need a code by SMS, which Caravan cannot send.
 */
export async function bindEmailOrPhone(
  db: Db,
  mailer: Mailer,
  userId: string,
  input: { target?: string; email?: string; phone?: string; verifcode?: string; verifyCode?: string },
  lang: Language,
  now: Date,
): Promise<{ email: string }> {
  const named = input.target ?? input.email ?? input.phone;
  if (!named) throw new AppError('COMMON_PARAM_MISSING', { field: 'target' });
  if (!named.includes('@')) throw new AppError('AUTH_SMS_NOT_SUPPORTED');
  const verifcode = input.verifcode ?? input.verifyCode;
  if (!verifcode) throw new AppError('COMMON_PARAM_MISSING', { field: 'verifcode' });
  return bindEmail(db, mailer, userId, { email: named, verifcode }, lang, now);
}
