import { loanCost, loanDays } from '@caravan/contract';
import { amount, toDb } from '../../lib/money.js';
import type { CreditRow } from './credit.repository.js';

// The credit module's money rule: what a loan in use has cost so far and what repaying it takes.
// The repayment command, the overdue sweep and the presenters all read it from here.

/** Where a loan in use stands at `now` (its days, interest so far, overdue part, what repaying takes). */
export function standing(row: CreditRow, now: Date) {
  if (!row.loanedAt || !row.dueAt || (row.status !== 2 && row.status !== 5)) {
    return { elapsed: 0, overdue: 0, interest: '0', overdueInterest: '0', payment: '0' };
  }
  const days = loanDays(row.loanedAt, row.dueAt, row.creditPeriod, now);
  const term = loanCost(row.applyAmount, row.creditRate, days.elapsed);
  const late = loanCost(row.applyAmount, row.defaultRate, days.overdue);
  return {
    elapsed: days.elapsed,
    overdue: days.overdue,
    interest: term.interest,
    overdueInterest: late.interest,
    payment: toDb(amount(term.total).plus(late.interest)),
  };
}
