import {
  ACCOUNT_RULES,
  REGISTER_TYPES,
  type Language,
  type LoginVo,
  type RegisterParams,
} from '@caravan/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError, isUniqueViolation } from '../../lib/errors.js';
import { newUsercode } from '../../lib/ids.js';
import { findUserByAccount } from './account.repository.js';
import { verifySlideChallenge } from './captcha.js';
import { hashPassword } from './passwords.js';
import { createSession } from './sessions.js';

/** The agent code clients send when there is none (contract §1.2). */
const NO_AGENT = '000000';

export interface RegisterContext {
  now: Date;
  sessionTtlHours: number;
  captchaBypass: boolean;
  /** The request's language, kept as the user's (ADR 018). */
  lang: Language;
  /** Where the request came from: registering signs the user in, so it is the last sign-in's IP. */
  ip: string;
}

/** Checks a new login password and its confirmation (spec §5). */
export function assertNewPassword(password: string, confirmation: string): void {
  if (!ACCOUNT_RULES.password.test(password)) throw new AppError('AUTH_PASSWORD_INVALID');
  if (password !== confirmation) throw new AppError('AUTH_PASSWORDS_DIFFERENT');
}

/** The account fields for each register type; the account name is checked by its type's rule. */
function accountFields(
  type: number,
  username: string,
): { username: string; email: string | null; phone: string | null } {
  if (type === REGISTER_TYPES.phone) {
    if (!ACCOUNT_RULES.phone.test(username)) throw new AppError('AUTH_PHONE_INVALID');
    return { username, email: null, phone: username };
  }
  if (type === REGISTER_TYPES.email) {
    if (username.length > ACCOUNT_RULES.emailMax || !ACCOUNT_RULES.email.test(username)) {
      throw new AppError('AUTH_EMAIL_INVALID');
    }
    return { username: username.toLowerCase(), email: username.toLowerCase(), phone: null };
  }
  if (!ACCOUNT_RULES.username.test(username)) throw new AppError('AUTH_USERNAME_INVALID');
  return { username, email: null, phone: null };
}

/** Refuses an account name (user name, e-mail or phone) that an account already answers to. */
async function assertAccountFree(db: Db, name: string): Promise<void> {
  if (await findUserByAccount(db, name)) throw new AppError('AUTH_ACCOUNT_EXISTS');
}

/**
 * user!checkAccount: true when an e-mail (with `@`), a phone (`+` and digits) or a user name is
 * free to register, checked by its type's rule; taken is AUTH_ACCOUNT_EXISTS, what registering
 * with it answers.
 */
export async function checkAccountFree(db: Db, target: string): Promise<true> {
  const type = target.includes('@')
    ? REGISTER_TYPES.email
    : /^\+?\d+$/.test(target)
      ? REGISTER_TYPES.phone
      : REGISTER_TYPES.username;
  await assertAccountFree(db, accountFields(type, target).username);
  return true;
}

/**
 * Registers a buyer (phone, e-mail or user name) after the slide verification, and logs them in;
 * a fund password sent with it (localuser!register_username) is set with the account. The inputs
 * are checked first, so that a typo does not use up the puzzle.
 */
export async function register(
  db: Db,
  input: RegisterParams & { safeword?: string | undefined },
  ctx: RegisterContext,
): Promise<LoginVo> {
  const fields = accountFields(input.type, input.username);
  assertNewPassword(input.password, input.re_password);
  if (!input.agree) throw new AppError('AUTH_AGREEMENT_REQUIRED');
  const agentCode = input.agentCode && input.agentCode !== NO_AGENT ? input.agentCode : null;
  if (agentCode) {
    const [agent] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.usercode, agentCode))
      .limit(1);
    if (!agent) throw new AppError('AUTH_AGENT_CODE_INVALID');
  }
  if (!ctx.captchaBypass) await verifySlideChallenge(db, input, ctx.now);
  await assertAccountFree(db, fields.username);

  const passwordHash = await hashPassword(input.password);
  const safewordHash = input.safeword ? await hashPassword(input.safeword) : null;
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          ...fields,
          usercode: newUsercode(),
          passwordHash,
          safewordHash,
          agentCode,
          lang: ctx.lang,
          createdAt: ctx.now,
          lastLoginAt: ctx.now,
          lastLoginIp: ctx.ip,
        })
        .returning();
      if (!user) throw new Error('user not created');
      const token = await createSession(tx, { userId: user.id }, ctx.now, ctx.sessionTtlHours);
      return { token, username: user.username, usercode: user.usercode };
    });
  } catch (error) {
    // Two registrations of one name at once: the unique index decides; the loser is told plainly.
    if (isUniqueViolation(error)) throw new AppError('AUTH_ACCOUNT_EXISTS');
    throw error;
  }
}
