import { formatDateTime } from '../../lib/dates.js';
import { toPlain } from '../../lib/money.js';
import type { Notice } from '../notifications/index.js';
import type { CreditRow } from './credit.repository.js';

// What a borrower is told of each decision on their loan (approved, rejected, overdue): a
// notification, with its e-mail to the account's bound address (ADR 018). The overdue notice's
// e-mail is sent whatever the borrower's e-mail settings say.

type Kind = 'loan_approved' | 'loan_rejected' | 'loan_overdue';

function paramsOf(kind: Kind, loan: CreditRow, total: string): Record<string, string | number> {
  const money = toPlain(loan.applyAmount);
  if (kind === 'loan_approved') {
    return {
      amount: money,
      days: loan.creditPeriod,
      dueDate: formatDateTime(loan.dueAt),
      total: toPlain(loan.totalRepayment),
    };
  }
  if (kind === 'loan_rejected') return { amount: money, reason: loan.reason ?? '' };
  return { dueDate: formatDateTime(loan.dueAt), rate: toPlain(loan.defaultRate), total };
}

/** The notice of `kind` about `loan`; `total` is what repaying takes now (overdue notices). */
export function loanNotice(kind: Kind, loan: CreditRow, total = '0'): Notice {
  return {
    userId: loan.userId,
    kind,
    params: paramsOf(kind, loan, total),
    targetId: loan.id,
    eventKey: loan.id,
  };
}
