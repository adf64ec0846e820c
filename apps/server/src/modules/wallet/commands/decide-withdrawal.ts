import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { withdrawals } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import { amount, toDb } from '../../../lib/money.js';
import { recordAudit, type AuditContext } from '../../audit/index.js';
import type { Notifies } from '../../notifications/index.js';
import { post, transfer } from '../ledger.js';
import type { WithdrawalRow } from '../withdrawals.service.js';

/**
 * Finance decides a pending withdrawal: paid (the held amount leaves: the net to the payout, the
 * fee to the platform's fees) or rejected (exactly the held amount back to the wallet). Locked,
 * once only, audited; the requester is told.
 */
export async function decideWithdrawal(
  db: Db,
  notifier: Notifies,
  id: string,
  decision: { paid: true; txId: string } | { paid: false; reason: string },
  audit: AuditContext,
): Promise<WithdrawalRow> {
  return notifier.transaction(db, async (tx, notify) => {
    const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
    if (!row) throw new AppError('COMMON_NOT_FOUND');
    if (row.state !== 0) throw new AppError('WALLET_ALREADY_DECIDED');
    const held = amount(row.amount);
    const hold = { kind: 'withdrawal_hold', userId: row.userId } as const;
    await post(
      tx,
      decision.paid
        ? {
            kind: 'withdrawal_paid',
            businessId: row.id,
            memo: decision.txId,
            entries: [
              { account: hold, amount: held.negated() },
              { account: { kind: 'platform_cash' }, amount: amount(row.net) },
              { account: { kind: 'platform_fees' }, amount: amount(row.fee) },
            ],
          }
        : {
            kind: 'withdrawal_returned',
            businessId: row.id,
            memo: decision.reason,
            entries: transfer(hold, { kind: 'wallet', userId: row.userId }, held),
          },
      audit.now,
    );
    const [updated] = await tx
      .update(withdrawals)
      .set(
        decision.paid
          ? { state: 1, txId: decision.txId, decidedBy: audit.actor.username, decidedAt: audit.now }
          : { state: 2, reason: decision.reason, decidedBy: audit.actor.username, decidedAt: audit.now },
      )
      .where(eq(withdrawals.id, id))
      .returning();
    if (!updated) throw new AppError('COMMON_NOT_FOUND');
    await recordAudit(tx, audit, {
      action: decision.paid ? 'wallet.withdrawal.pay' : 'wallet.withdrawal.reject',
      targetType: 'withdrawal',
      targetId: row.orderNo,
      before: { state: 0 },
      after: decision.paid ? { state: 1, txId: decision.txId } : { state: 2, reason: decision.reason },
    });
    const told = { orderNo: row.orderNo, amount: toDb(row.amount) };
    await notify({
      userId: row.userId,
      ...(decision.paid
        ? { kind: 'withdrawal_paid', params: { ...told, fee: toDb(row.fee) } }
        : { kind: 'withdrawal_rejected', params: { ...told, reason: decision.reason } }),
      targetId: row.orderNo,
      eventKey: row.id,
    });
    return updated;
  });
}
