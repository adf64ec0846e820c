import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { formTokens } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { hashToken, newToken } from '../../lib/ids.js';

// The wallet forms' one-time tokens (recharge_open, withdraw_open): a deposit or withdrawal form
// submits once.

/** How long a form's one-time token stays valid. */
const FORM_TOKEN_MS = 30 * 60_000;

/** The form a one-time token was issued for. */
export type FormPurpose = 'recharge' | 'withdraw';

/** Issues a one-time form token (recharge_open, withdraw_open): the form it guards submits once. */
export async function openForm(db: DbOrTx, userId: string, purpose: FormPurpose, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(formTokens).values({
    tokenHash: hashToken(token),
    userId,
    purpose,
    expiresAt: new Date(now.getTime() + FORM_TOKEN_MS),
  });
  return token;
}

/**
 * Uses up a form token inside the submitting transaction; a used, expired or foreign one, or one
 * issued for another form, is refused. `purpose` names the forms whose tokens are taken.
 */
export async function consumeForm(
  tx: DbOrTx,
  userId: string,
  purpose: FormPurpose | readonly FormPurpose[],
  token: string,
  now: Date,
): Promise<void> {
  const purposes: readonly FormPurpose[] = typeof purpose === 'string' ? [purpose] : purpose;
  const [used] = await tx
    .update(formTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(formTokens.tokenHash, hashToken(token)),
        eq(formTokens.userId, userId),
        inArray(formTokens.purpose, [...purposes]),
        isNull(formTokens.usedAt),
        gt(formTokens.expiresAt, now),
      ),
    )
    .returning({ tokenHash: formTokens.tokenHash });
  if (!used) throw new AppError('COMMON_DUPLICATE_SUBMISSION');
}
