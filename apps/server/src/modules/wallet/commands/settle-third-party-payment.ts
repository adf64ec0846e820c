import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { thirdPartyPayments } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import { amount } from '../../../lib/money.js';
import { post, transfer } from '../ledger.js';
import { THIRD_PARTY_CHANNELS } from '../third-party.service.js';

/**
 * The provider's report on a payment: paid credits the wallet (once, however often it is
 * reported), failed closes it with nothing credited. A report on a settled payment changes nothing.
 */
export async function settleThirdPartyPayment(
  db: Db,
  provider: string,
  reference: string,
  paid: boolean,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(thirdPartyPayments)
      .where(and(eq(thirdPartyPayments.provider, provider), eq(thirdPartyPayments.reference, reference)))
      .for('update');
    if (!row) throw new AppError('COMMON_NOT_FOUND');
    if (row.state !== 0) return row;
    if (paid) {
      const channel = THIRD_PARTY_CHANNELS.find((c) => c.id === row.channel);
      await post(
        tx,
        {
          kind: 'third_party_deposit',
          businessId: row.id,
          memo: `${channel?.name ?? 'PHP'} ${row.fiatAmount} PHP`,
          entries: transfer(
            { kind: 'platform_cash' },
            { kind: 'wallet', userId: row.userId },
            amount(row.usdt),
          ),
        },
        now,
      );
    }
    const [updated] = await tx
      .update(thirdPartyPayments)
      .set({ state: paid ? 1 : 2, completedAt: now })
      .where(eq(thirdPartyPayments.id, row.id))
      .returning();
    return updated ?? row;
  });
}
