import { CREDIT_STATUS } from '@caravan/contract';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { credits } from '../../db/schema/index.js';
import type { Notifies } from '../notifications/index.js';
import { standing } from './loan-standing.js';
import { loanNotice } from './notices.js';

/**
 * The overdue sweep: each loan past its due time is marked overdue and its overdue days and
 * interest brought up to `now` (the overdue rate × amount × the days begun past due). Each update
 * only moves a loan forward (`overdue_days` below the new count), so a repeated run, or runs on
 * several instances at once, change nothing twice; the borrower is told once, in the transaction
 * that turned the loan overdue. Returns how many loans it moved.
 */
export async function runCreditSweep(db: Db, notifier: Notifies, now: Date): Promise<number> {
  const due = await db
    .select()
    .from(credits)
    .where(
      and(inArray(credits.status, [CREDIT_STATUS.loaned, CREDIT_STATUS.overdue]), lt(credits.dueAt, now)),
    );
  let moved = 0;
  for (const loan of due) {
    const late = standing(loan, now);
    const changed = await notifier.transaction(db, async (tx, notify) => {
      const [row] = await tx
        .update(credits)
        .set({
          status: CREDIT_STATUS.overdue,
          overdueDays: late.overdue,
          overdueInterest: late.overdueInterest,
          updatedAt: now,
        })
        .where(
          and(
            eq(credits.id, loan.id),
            inArray(credits.status, [CREDIT_STATUS.loaned, CREDIT_STATUS.overdue]),
            lt(credits.overdueDays, late.overdue),
          ),
        )
        .returning({ id: credits.id });
      if (row && loan.overdueDays === 0) await notify(loanNotice('loan_overdue', loan, late.payment));
      return Boolean(row);
    });
    if (changed) moved += 1;
  }
  return moved;
}
