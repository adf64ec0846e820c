import { creditEndpoints } from '@caravan/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { credits } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { toWire } from '../../lib/money.js';
import { toPage, windowOf } from '../../lib/paging.js';
import { endpointServer } from '../../plugins/actions.js';
import { auditContext } from '../audit/index.js';
import { usdtBalance } from '../wallet/index.js';
import { approveCredit, rejectCredit } from './commands/decide-credit.js';
import { repayCredit } from './commands/repay-credit.js';
import { countLoans, loansOf, openLoanOf, ownLoan, readProduct } from './credit.repository.js';
import { presentBill, presentCredit } from './credit.presenter.js';
import { standing } from './loan-standing.js';
import { applicationStart } from './loan-photos.js';
import { applyForCredit, creditConfig, mayApply, reapplyForm } from './credit.service.js';
import { listCredits, presentForReview, presentProduct, saveProduct } from './review.service.js';

/** Start-up loans (issue 19, contract §1.10): the borrower's actions and finance's review. */
export function registerCreditRoutes(app: FastifyInstance, deps: AppDeps): void {
  const serve = endpointServer(app, deps, { tag: 'loans' });
  serve(creditEndpoints.check, {
    summary: 'The string "true" when the caller may apply now, else "false"',
    handler: ({ actor, deps: d }) => mayApply(d.db, actor.userId),
  });
  serve(creditEndpoints.config, {
    summary: 'The loan on offer (amounts, terms, daily and overdue rates) and where the caller stands',
    handler: ({ actor, deps: d }) => creditConfig(d.db, actor.userId),
  });
  serve(creditEndpoints.apply, {
    summary:
      'Applies for a loan (or again for a failed one, creditId): the terms in force are stored as disclosed; one loan in review or in use at a time',
    limits: [{ max: 10, minutes: 1, per: 'ip' }],
    handler: async ({ actor, input, lang, deps: d }) =>
      presentCredit(await applyForCredit(d.db, actor.userId, input, lang, d.clock.now()), lang),
  });
  serve(creditEndpoints.bill, {
    summary: 'The loan in use: days begun, interest so far and what repaying now takes (zeros when none)',
    handler: async ({ actor, deps: d }) => presentBill(await openLoanOf(d.db, actor.userId), d.clock.now()),
  });
  serve(creditEndpoints.history, {
    summary: 'The caller’s loans, newest first, with the terms disclosed when each was applied for',
    handler: async ({ actor, input, lang, deps: d }) => {
      const window = windowOf(input);
      const rows = await loansOf(d.db, actor.userId).limit(window.limit).offset(window.offset);
      const total = await countLoans(d.db, eq(credits.userId, actor.userId));
      return toPage(await Promise.all(rows.map((row) => presentCredit(row, lang))), input, total);
    },
  });
  serve(creditEndpoints.beforePay, {
    summary: 'What repaying the loan now takes, against the wallet’s balance',
    handler: async ({ actor, input, deps: d }) => {
      const loan = await ownLoan(d.db, actor.userId, input.creditId);
      const due = standing(loan, d.clock.now());
      const balance = await usdtBalance(d.db, actor.userId);
      return {
        creditId: loan.id,
        realName: loan.realName,
        applyAmount: toWire(loan.applyAmount),
        alreadyCreditDays: due.elapsed,
        interest: toWire(due.interest),
        overdueInterest: toWire(due.overdueInterest),
        estimatePayment: toWire(due.payment),
        creditRate: toWire(loan.creditRate, 4),
        accountAmount: balance.money,
      };
    },
  });
  serve(creditEndpoints.pay, {
    summary: 'Repays the loan in full from the wallet (fund password); early repayment costs nothing extra',
    limits: [{ max: 20, minutes: 1, per: 'ip' }],
    handler: async ({ actor, input, lang, deps: d }) =>
      presentCredit(
        await repayCredit(d.db, actor.userId, input.creditId, input.safeword, d.clock.now()),
        lang,
      ),
  });
  serve(creditEndpoints.beforeApply, {
    summary:
      'The caller’s verified identity (name, document’s country and number, its photos) to start an application from',
    handler: ({ actor, deps: d }) => applicationStart(d.db, actor.userId),
  });
  serve(creditEndpoints.beforeReapply, {
    summary: 'A failed loan’s answers, to correct and apply again (its photos may be kept or replaced)',
    handler: ({ actor, input, deps: d }) => reapplyForm(d.db, actor.userId, input.creditId),
  });

  const review = endpointServer(app, deps, { tag: 'loans (console)' });
  review(creditEndpoints.admin.list, {
    summary: 'Loans by status (waiting ones oldest first), with identity photos and each applicant’s history',
    handler: async ({ input, deps: d }) => {
      const { rows, total } = await listCredits(d.db, input.status, input, d.clock.now());
      return toPage(rows, input, total);
    },
  });
  review(creditEndpoints.admin.approve, {
    summary: 'Approves a waiting loan and pays it out: loans receivable → the borrower’s wallet, audited',
    handler: async ({ actor, input, request, deps: d }) => {
      const row = await approveCredit(d.db, d.notifier, input.id, auditContext(actor, request, d));
      const [vo] = await presentForReview(d.db, [row], d.clock.now());
      return vo!;
    },
  });
  review(creditEndpoints.admin.reject, {
    summary: 'Rejects a waiting loan with a reason the borrower reads; they may apply again',
    handler: async ({ actor, input, request, deps: d }) => {
      const row = await rejectCredit(
        d.db,
        d.notifier,
        input.id,
        input.reason,
        auditContext(actor, request, d),
      );
      const [vo] = await presentForReview(d.db, [row], d.clock.now());
      return vo!;
    },
  });
  review(creditEndpoints.admin.product, {
    summary: 'The loan on offer, as finance set it',
    handler: async ({ deps: d }) => presentProduct(await readProduct(d.db)),
  });
  review(creditEndpoints.admin.saveProduct, {
    summary:
      'Sets the loan on offer (amounts, terms, rates, who qualifies), audited; loans made keep their terms',
    handler: async ({ actor, input, request, deps: d }) =>
      presentProduct(await saveProduct(d.db, input, auditContext(actor, request, d))),
  });
}
