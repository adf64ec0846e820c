import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, money, ref, timestamptz } from './columns.js';
import { users } from './account.js';

/** A rate per day, exact to 4 places (0.0005 is 0.05 % a day; contract §1.10). */
const dailyRate = <N extends string>(name: N) => numeric(name, { precision: 10, scale: 4 });

/**
 * The start-up loan on offer (issue 19): one row, `key` 'default', set by finance operators in the
 * console (audited). Amounts are whole USDT; terms are days (at most 366); rates are per day.
 */
export const creditProducts = pgTable(
  'credit_products',
  {
    key: text('key').primaryKey(),
    amountMin: money('amount_min').notNull(),
    amountMax: money('amount_max').notNull(),
    /** The terms a borrower may choose, in days, ascending. */
    lendableDays: integer('lendable_days').array().notNull(),
    dailyRate: dailyRate('daily_rate').notNull(),
    overdueRate: dailyRate('overdue_rate').notNull(),
    /** Who qualifies: an approved identity check; no loan in use is always required. */
    requireIdentity: boolean('require_identity').notNull(),
    /** Who qualifies: an account that is not disabled and has never let a loan run overdue unpaid. */
    requireGoodStanding: boolean('require_good_standing').notNull(),
    updatedBy: text('updated_by'),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    check('credit_products_amounts', sql`${t.amountMin} > 0 and ${t.amountMax} >= ${t.amountMin}`),
    check('credit_products_rates', sql`${t.dailyRate} >= 0 and ${t.overdueRate} >= 0`),
  ],
);

/**
 * A loan (credit!apply): what the borrower asked for and the terms disclosed before they applied,
 * stored as shown — rate, overdue rate, total interest and total to repay — so the history and the
 * console show the same figures whatever the product later becomes.
 *
 * status: 1 applied (under review), 2 loaned (disbursed), 3 failed (rejected; the borrower may
 * apply again), 4 repaid, 5 overdue (loaned, past its due time, accruing the overdue rate).
 * One loan per account may be in review or in use at a time (a partial unique index).
 */
export const credits = pgTable(
  'credits',
  {
    id: id(),
    userId: ref('user_id', () => users.id),
    status: smallint('status').notNull().default(1),
    realName: text('real_name').notNull(),
    /** The country of the identity document: an id of the address module's country list. */
    countryId: integer('country_id').notNull(),
    identification: text('identification').notNull(),
    /** Front, back and hand-held photos: the borrower's private files (private_files.id). */
    imgFace: uuid('img_face').notNull(),
    imgBack: uuid('img_back').notNull(),
    imgHand: uuid('img_hand').notNull(),
    applyAmount: money('apply_amount').notNull(),
    creditPeriod: integer('credit_period').notNull(),
    creditRate: dailyRate('credit_rate').notNull(),
    defaultRate: dailyRate('default_rate').notNull(),
    totalInterest: money('total_interest').notNull(),
    totalRepayment: money('total_repayment').notNull(),
    /** The language the borrower applied in: the notices of its decisions are written in it. */
    lang: text('lang').notNull().default('en'),
    /** The failed loan this one applies again for (creditId on credit!apply). */
    reapplyOf: uuid('reapply_of'),
    reason: text('reason'),
    decidedBy: text('decided_by'),
    decidedAt: timestamptz('decided_at'),
    loanedAt: timestamptz('loaned_at'),
    dueAt: timestamptz('due_at'),
    /** Whole days past the due time accrued so far, and their interest at the overdue rate. */
    overdueDays: integer('overdue_days').notNull().default(0),
    overdueInterest: money('overdue_interest').notNull().default('0'),
    repaidAt: timestamptz('repaid_at'),
    /** What the repayment took from the wallet, and the interest in it (term and overdue). */
    repaidAmount: money('repaid_amount'),
    repaidInterest: money('repaid_interest'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('credits_one_open_idx')
      .on(t.userId)
      .where(sql`${t.status} in (1, 2, 5)`),
    index('credits_user_idx').on(t.userId, t.createdAt),
    index('credits_queue_idx').on(t.status, t.createdAt),
    check('credits_status', sql`${t.status} in (1, 2, 3, 4, 5)`),
    check('credits_terms', sql`${t.applyAmount} > 0 and ${t.creditPeriod} between 1 and 366`),
  ],
);
