import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './account.js';

// The double-entry ledger (DESIGN.md §5, ADR 009). Amounts are USDT at 2 dp. Migration 0011 adds
// what the schema cannot say: entries and transactions are immutable, each transaction's entries
// sum to zero (checked at commit), and an account's balance moves only with its entries.

/**
 * An account: a user's wallet or withdrawal hold, or one of the platform's own (cash, fees…).
 * `key` names it (`wallet:<userId>`, `platform:cash`). Accounts that may not go negative (every
 * user account) carry a CHECK constraint, so no code path can overdraw them.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    kind: text('kind', {
      enum: ['wallet', 'withdrawal_hold', 'platform_cash', 'platform_fees', 'platform_grants'],
    }).notNull(),
    userId: uuid('user_id').references(() => users.id),
    /** The sum of the account's entries, kept by the entries' trigger (migration 0011). */
    balance: numeric('balance', { precision: 20, scale: 2 }).notNull().default('0'),
    mayGoNegative: boolean('may_go_negative').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_key_idx').on(t.key),
    index('ledger_accounts_user_idx').on(t.userId),
    check('ledger_accounts_not_negative', sql`${t.mayGoNegative} or ${t.balance} >= 0`),
  ],
);

/**
 * One movement of money: what it was (`kind`) and the business record it belongs to
 * (`businessId`: a deposit's, a withdrawal's, an order's id). Unique on the two, so posting the
 * same business event twice changes nothing the second time.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', {
      enum: ['deposit', 'withdrawal_hold', 'withdrawal_paid', 'withdrawal_returned', 'opening_balance'],
    }).notNull(),
    businessId: text('business_id').notNull(),
    memo: text('memo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('ledger_transactions_business_idx').on(t.kind, t.businessId)],
);

/** One leg of a transaction: a signed amount on one account, and the account's balance after it. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
    /** Set by the trigger that moves the account's balance (migration 0011); never by the caller. */
    balanceAfter: numeric('balance_after', { precision: 20, scale: 2 }).notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.id.desc()),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    check('ledger_entries_not_zero', sql`${t.amount} <> 0`),
  ],
);
