import { CREDIT_STATUS } from '@caravan/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { credits } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import { amount, toDb } from '../../../lib/money.js';
import { verifySafeword } from '../../account/index.js';
import { post } from '../../wallet/index.js';
import { ownLoan, type CreditRow } from '../credit.repository.js';
import { standing } from '../loan-standing.js';

/**
 * credit!pay: repays the caller's loan in full from their wallet, early at no extra cost: the
 * amount, the interest of the days begun and any overdue interest, in one transaction
 * (`loan_repayment`, keyed by the loan): the wallet pays, loans receivable takes back the amount,
 * interest takes the rest. The row is locked, so two repayments at once debit once; the balance's
 * constraint refuses an overdraft and changes nothing.
 */
export async function repayCredit(
  db: Db,
  userId: string,
  creditId: string,
  safeword: string,
  now: Date,
): Promise<CreditRow> {
  await verifySafeword(db, userId, safeword, now);
  return db.transaction(async (tx) => {
    const loan = await ownLoan(tx, userId, creditId, true);
    if (loan.status !== CREDIT_STATUS.loaned && loan.status !== CREDIT_STATUS.overdue) {
      throw new AppError('CREDIT_NOT_REPAYABLE');
    }
    const due = standing(loan, now);
    const principal = amount(loan.applyAmount);
    const interest = amount(due.interest).plus(due.overdueInterest);
    await post(
      tx,
      {
        kind: 'loan_repayment',
        businessId: loan.id,
        entries: [
          { account: { kind: 'wallet', userId }, amount: principal.plus(interest).negated() },
          { account: { kind: 'platform_loans' }, amount: principal },
          { account: { kind: 'platform_interest' }, amount: interest },
        ],
      },
      now,
    );
    const [row] = await tx
      .update(credits)
      .set({
        status: CREDIT_STATUS.repaid,
        repaidAt: now,
        repaidAmount: due.payment,
        repaidInterest: toDb(interest),
        overdueDays: due.overdue,
        overdueInterest: due.overdueInterest,
        updatedAt: now,
      })
      .where(eq(credits.id, loan.id))
      .returning();
    if (!row) throw new AppError('COMMON_NOT_FOUND');
    return row;
  });
}
