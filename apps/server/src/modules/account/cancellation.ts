import type { ErrorCode } from '@caravan/contract';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { sellers, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { newToken } from '../../lib/ids.js';
import { hashPassword } from './passwords.js';
import { revokeUserSessions } from './sessions.js';

/**
 * A check that can refuse a cancellation, e.g. the wallet's "a balance remains". Modules that hold
 * something of the user's register one; each runs inside the cancelling transaction.
 */
export type CancellationGuard = (tx: DbOrTx, userId: string) => Promise<ErrorCode | null>;

/**
 * Cancels a buyer's account (user!logoff): refused while any guard objects (a balance remains);
 * ends every session, closes the user's shop, and anonymises personal data. Orders and money
 * records stay, linked to the anonymous account.
 */
export async function cancelAccount(
  db: Db,
  userId: string,
  reason: string,
  guards: readonly CancellationGuard[],
  now: Date,
): Promise<void> {
  const unusable = await hashPassword(newToken());
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user || user.status === 2) throw new AppError('AUTH_SESSION_EXPIRED');
    for (const guard of guards) {
      const refusal = await guard(tx, userId);
      if (refusal) throw new AppError(refusal as 'AUTH_CANCEL_BALANCE_REMAINS');
    }
    await tx
      .update(users)
      .set({
        username: `cancelled_${user.usercode}`,
        email: null,
        phone: null,
        passwordHash: unusable,
        safewordHash: null,
        avatar: 1,
        agentCode: null,
        lastLoginIp: null,
        status: 2,
        cancelReason: reason,
        cancelledAt: now,
      })
      .where(eq(users.id, userId));
    await tx.update(sellers).set({ status: 0 }).where(eq(sellers.userId, userId));
    await revokeUserSessions(tx, userId);
  });
}
