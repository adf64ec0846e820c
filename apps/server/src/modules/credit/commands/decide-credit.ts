import { CREDIT_STATUS, loanDueAt } from '@caravan/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.js';
import { credits } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import { amount } from '../../../lib/money.js';
import { recordAudit, type AuditContext } from '../../audit/index.js';
import type { Notifies } from '../../notifications/index.js';
import { post, transfer } from '../../wallet/index.js';
import type { CreditRow } from '../credit.repository.js';
import { loanNotice } from '../notices.js';

/** Locks a loan waiting for review; a decided one is refused, an unknown one not found. */
async function lockApplying(tx: DbOrTx, id: string): Promise<CreditRow> {
  const [row] = await tx.select().from(credits).where(eq(credits.id, id)).for('update');
  if (!row) throw new AppError('COMMON_NOT_FOUND');
  if (row.status !== CREDIT_STATUS.applying) throw new AppError('CREDIT_ALREADY_DECIDED');
  return row;
}

/**
 * Approves a loan and pays it out in one transaction: loans receivable → the borrower's wallet
 * (`loan_disbursement`, keyed by the loan, so it is posted once), the loan marked loaned with its
 * due time, the decision audited, the borrower notified. Two approvals at once: the row lock queues
 * the second, which finds the loan decided.
 */
export async function approveCredit(
  db: Db,
  notifier: Notifies,
  id: string,
  audit: AuditContext,
): Promise<CreditRow> {
  return notifier.transaction(db, async (tx, notify) => {
    const before = await lockApplying(tx, id);
    const now = audit.now;
    const [row] = await tx
      .update(credits)
      .set({
        status: CREDIT_STATUS.loaned,
        loanedAt: now,
        dueAt: loanDueAt(now, before.creditPeriod),
        decidedBy: audit.actor.username,
        decidedAt: now,
        updatedAt: now,
      })
      .where(and(eq(credits.id, id), eq(credits.status, CREDIT_STATUS.applying)))
      .returning();
    if (!row) throw new AppError('CREDIT_ALREADY_DECIDED');
    await post(
      tx,
      {
        kind: 'loan_disbursement',
        businessId: row.id,
        entries: transfer(
          { kind: 'platform_loans' },
          { kind: 'wallet', userId: row.userId },
          amount(row.applyAmount),
        ),
      },
      now,
    );
    await recordAudit(tx, audit, {
      action: 'credit.approve',
      targetType: 'credit',
      targetId: row.id,
      before: { status: before.status },
      after: { status: row.status, applyAmount: row.applyAmount, dueAt: row.dueAt },
    });
    await notify(loanNotice('loan_approved', row));
    return row;
  });
}

/** Rejects a loan waiting for review with a reason the borrower is told; they may apply again. */
export async function rejectCredit(
  db: Db,
  notifier: Notifies,
  id: string,
  reason: string,
  audit: AuditContext,
): Promise<CreditRow> {
  return notifier.transaction(db, async (tx, notify) => {
    const before = await lockApplying(tx, id);
    const [row] = await tx
      .update(credits)
      .set({
        status: CREDIT_STATUS.failed,
        reason,
        decidedBy: audit.actor.username,
        decidedAt: audit.now,
        updatedAt: audit.now,
      })
      .where(eq(credits.id, id))
      .returning();
    if (!row) throw new AppError('COMMON_NOT_FOUND');
    await recordAudit(tx, audit, {
      action: 'credit.reject',
      targetType: 'credit',
      targetId: row.id,
      before: { status: before.status },
      after: { status: row.status, reason },
    });
    await notify(loanNotice('loan_rejected', row));
    return row;
  });
}
