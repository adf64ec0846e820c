import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { deposits } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import { amount, roundDown, toDb } from '../../../lib/money.js';
import { recordAudit, type AuditContext } from '../../audit/index.js';
import type { Notifies } from '../../notifications/index.js';
import { post, transfer } from '../ledger.js';
import { rateOf } from '../coins.js';
import type { DepositRow } from '../deposits.service.js';

/**
 * Confirms a pending deposit: credits the wallet with the USDT it is worth at the rate in force
 * now, in one transaction with the deposit's new state, and tells the depositor. Confirming twice
 * (or concurrently) credits once: the deposit row is locked, and the ledger is idempotent on the
 * deposit's id.
 */
export async function confirmDeposit(
  db: Db,
  notifier: Notifies,
  id: string,
  audit: AuditContext,
): Promise<DepositRow> {
  const now = audit.now;
  return notifier.transaction(db, async (tx, notify) => {
    const [deposit] = await tx.select().from(deposits).where(eq(deposits.id, id)).for('update');
    if (!deposit) throw new AppError('COMMON_NOT_FOUND');
    if (deposit.state !== 0) throw new AppError('WALLET_ALREADY_DECIDED');
    const rate = await rateOf(tx, deposit.coin);
    if (!rate) throw new AppError('WALLET_RATE_MISSING', { coin: deposit.coin });
    const credited = roundDown(amount(deposit.volume).times(rate));
    if (credited.lte(0)) throw new AppError('WALLET_AMOUNT_INVALID', { decimals: 2 });
    await post(
      tx,
      {
        kind: 'deposit',
        businessId: deposit.id,
        memo:
          deposit.method === 'bank'
            ? `${deposit.fiatAmount ?? ''} ${deposit.fiatCurrency ?? ''} · ${deposit.bankName ?? ''} ****${deposit.cardLast4 ?? ''}`
            : `${deposit.coin} ${deposit.network ?? ''}`.trim(),
        entries: transfer({ kind: 'platform_cash' }, { kind: 'wallet', userId: deposit.userId }, credited),
      },
      now,
    );
    const [updated] = await tx
      .update(deposits)
      .set({
        state: 1,
        credited: toDb(credited),
        rate: toDb(rate, 8),
        decidedBy: audit.actor.username,
        decidedAt: now,
      })
      .where(eq(deposits.id, id))
      .returning();
    if (!updated) throw new AppError('COMMON_NOT_FOUND');
    await recordAudit(tx, audit, {
      action: 'wallet.deposit.confirm',
      targetType: 'deposit',
      targetId: deposit.orderNo,
      before: { state: 0 },
      after: { state: 1, credited: updated.credited, rate: updated.rate },
    });
    await notify({
      userId: updated.userId,
      kind: 'deposit_confirmed',
      params: { orderNo: updated.orderNo, amount: toDb(credited) },
      targetId: updated.orderNo,
      eventKey: updated.id,
    });
    return updated;
  });
}

/** Rejects a pending deposit with a reason the buyer is told; nothing is credited. */
export async function rejectDeposit(
  db: Db,
  notifier: Notifies,
  id: string,
  reason: string,
  audit: AuditContext,
): Promise<DepositRow> {
  return notifier.transaction(db, async (tx, notify) => {
    const [updated] = await tx
      .update(deposits)
      .set({ state: 2, reason, decidedBy: audit.actor.username, decidedAt: audit.now })
      .where(and(eq(deposits.id, id), eq(deposits.state, 0)))
      .returning();
    if (!updated) {
      const [exists] = await tx.select({ id: deposits.id }).from(deposits).where(eq(deposits.id, id));
      throw new AppError(exists ? 'WALLET_ALREADY_DECIDED' : 'COMMON_NOT_FOUND');
    }
    await recordAudit(tx, audit, {
      action: 'wallet.deposit.reject',
      targetType: 'deposit',
      targetId: updated.orderNo,
      before: { state: 0 },
      after: { state: 2, reason },
    });
    await notify({
      userId: updated.userId,
      kind: 'deposit_rejected',
      params: { orderNo: updated.orderNo, reason },
      targetId: updated.orderNo,
      eventKey: updated.id,
    });
    return updated;
  });
}
