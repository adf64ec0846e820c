import { MONEY_LOG_TYPES } from '@caravan/contract';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, money, ref, timestamptz } from './columns.js';
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
    id: id(),
    key: text('key').notNull(),
    kind: text('kind', {
      enum: [
        'wallet',
        'withdrawal_hold',
        'order_escrow',
        'platform_cash',
        'platform_fees',
        'platform_grants',
        'platform_wholesale',
        'platform_loans',
        'platform_interest',
        'platform_forfeits',
        'platform_promotions',
      ],
    }).notNull(),
    userId: uuid('user_id').references(() => users.id),
    /** The sum of the account's entries, kept by the entries' trigger (migration 0011). */
    balance: money('balance').notNull().default('0'),
    mayGoNegative: boolean('may_go_negative').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
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
    id: id(),
    /**
     * Every kind a buyer sees in the wallet's records (the contract's MONEY_LOG_TYPES), and the
     * payout of a withdrawal, which moves only the hold to the platform's cash and fees, and the
     * platform's share of an order's coupon paid into its escrow and back (issue 54).
     */
    kind: text('kind', {
      enum: [...MONEY_LOG_TYPES, 'withdrawal_paid', 'order_promotion', 'order_promotion_refund'],
    }).notNull(),
    businessId: text('business_id').notNull(),
    memo: text('memo'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [uniqueIndex('ledger_transactions_business_idx').on(t.kind, t.businessId)],
);

/** One leg of a transaction: a signed amount on one account, and the account's balance after it. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: ref('transaction_id', () => ledgerTransactions.id),
    accountId: ref('account_id', () => ledgerAccounts.id),
    amount: money('amount').notNull(),
    /** Set by the trigger that moves the account's balance (migration 0011); never by the caller. */
    balanceAfter: money('balance_after').notNull().default('0'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.id.desc()),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    check('ledger_entries_not_zero', sql`${t.amount} <> 0`),
  ],
);

/** The coins a buyer can deposit (and withdraw) in. */
export const COINS = ['USDT', 'ETH', 'BTC'] as const;

/**
 * A crypto deposit channel: a coin on a network with the platform's receiving address, the bounds
 * of one deposit in that coin and an open/closed switch, set by finance operators.
 */
export const depositChannels = pgTable(
  'deposit_channels',
  {
    id: id(),
    coin: text('coin', { enum: COINS }).notNull(),
    /** The network's name as clients show it, e.g. TRC20, ERC20, BTC. */
    network: text('network').notNull(),
    address: text('address').notNull(),
    minAmount: numeric('min_amount', { precision: 30, scale: 10 }).notNull(),
    maxAmount: numeric('max_amount', { precision: 30, scale: 10 }).notNull(),
    isOpen: boolean('is_open').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deposit_channels_coin_network_idx').on(t.coin, t.network),
    check('deposit_channels_bounds', sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount}`),
  ],
);

/** What one coin is worth in USDT, set by finance operators; a deposit is credited at the rate in force at confirmation. */
export const coinRates = pgTable(
  'coin_rates',
  {
    coin: text('coin', { enum: COINS }).primaryKey(),
    rate: numeric('rate', { precision: 20, scale: 8 }).notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [check('coin_rates_positive', sql`${t.rate} > 0`)],
);

/** The first columns of a buyer's money request (deposit, withdrawal, payment): id, order, owner. */
function requestColumns() {
  return {
    id: id(),
    orderNo: text('order_no').notNull(),
    userId: ref('user_id', () => users.id),
  };
}

/** A request finance decides: state 0 pending, 1 done, 2 rejected (with a reason), who and when. */
function decisionColumns() {
  return {
    state: smallint('state').notNull().default(0),
    reason: text('reason'),
    decidedBy: text('decided_by'),
    decidedAt: timestamptz('decided_at'),
    createdAt: timestamptz('created_at').notNull(),
  };
}

/**
 * Where buyers send a bank transfer in one currency (set by finance in the console): the
 * beneficiary's bank, name, account and SWIFT code, the prefix of the payment reference, and what
 * one USDT costs in the currency. Without an open account, bank deposits are not offered.
 */
export const bankDepositAccounts = pgTable('bank_deposit_accounts', {
  /** ISO 4217 code, e.g. USD, PHP. */
  currency: text('currency').primaryKey(),
  bankName: text('bank_name').notNull(),
  accountName: text('account_name').notNull(),
  accountNumber: text('account_number').notNull(),
  swiftCode: text('swift_code'),
  referencePrefix: text('reference_prefix').notNull(),
  usdtPrice: numeric('usdt_price', { precision: 20, scale: 8 }).notNull(),
  isOpen: boolean('is_open').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  updatedAt: timestamptz('updated_at').notNull(),
});

/**
 * A deposit request: crypto (coin, network, payer address, optional tx hash) or bank card (bank
 * name and the card's last four digits only: the full number is never stored). `volume` is what
 * the buyer sent, in the coin; `credited` the USDT it became, at `rate`, once a finance operator
 * confirmed it. State 0 pending, 1 credited, 2 rejected (with a reason).
 */
export const deposits = pgTable(
  'deposits',
  {
    ...requestColumns(),
    method: text('method', { enum: ['crypto', 'bank'] }).notNull(),
    coin: text('coin', { enum: COINS }).notNull(),
    network: text('network'),
    channelAddress: text('channel_address'),
    fromAddress: text('from_address'),
    txHash: text('tx_hash'),
    volume: numeric('volume', { precision: 30, scale: 10 }).notNull(),
    credited: money('credited'),
    rate: numeric('rate', { precision: 20, scale: 8 }),
    bankName: text('bank_name'),
    cardLast4: text('card_last4'),
    /**
     * A bank transfer is sent in a fiat currency: the amount sent, the currency's price of one USDT
     * when it was requested, and the reference the buyer was asked to write on the transfer.
     * `volume` then holds its USDT value at that price (rounded down), which confirming credits.
     */
    fiatCurrency: text('fiat_currency'),
    fiatAmount: numeric('fiat_amount', { precision: 30, scale: 2 }),
    fiatPrice: numeric('fiat_price', { precision: 20, scale: 8 }),
    reference: text('reference'),
    /** The payment certificate: a private file (see privateFiles). */
    certificate: text('certificate').notNull(),
    certificateHash: text('certificate_hash').notNull(),
    ...decisionColumns(),
  },
  (t) => [
    uniqueIndex('deposits_order_no_idx').on(t.orderNo),
    index('deposits_user_idx').on(t.userId, t.createdAt.desc()),
    index('deposits_state_idx').on(t.state, t.createdAt),
    index('deposits_tx_idx').on(t.txHash),
    index('deposits_certificate_idx').on(t.certificateHash),
    check('deposits_card_last4', sql`${t.cardLast4} is null or ${t.cardLast4} ~ '^[0-9]{4}$'`),
  ],
);

/**
 * A private upload: stored outside the public uploads folder and served only to its owner and to
 * the operators its purpose concerns: a payment certificate to finance, an identity photo (a
 * seller application's) to operations.
 */
export const privateFiles = pgTable(
  'private_files',
  {
    id: id(),
    ownerId: ref('owner_id', () => users.id),
    path: text('path').notNull(),
    sha256: text('sha256').notNull(),
    // `unclaimed`: an old client's upload to a folder of its own; the first form that uses it
    // (a deposit, an identity check, a loan) claims it for its purpose.
    purpose: text('purpose', { enum: ['payment', 'identity', 'loan', 'unclaimed'] })
      .notNull()
      .default('payment'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('private_files_owner_idx').on(t.ownerId)],
);

/**
 * Who uploaded each public image (uploadimg!execute): the same bytes from two users are one file
 * with two uploaders. A picture a user names as their own (a shop's logo) must be one of theirs.
 */
export const publicUploads = pgTable(
  'public_uploads',
  {
    /** The URL path the upload answered: `/uploads/<folder>/<32 hex>.webp`. */
    url: text('url').notNull(),
    userId: ref('user_id', () => users.id),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.url, t.userId] })],
);

/** One-time form tokens (`session_token` of recharge_open / withdraw_open): each submits once. */
export const formTokens = pgTable(
  'form_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: ref('user_id', () => users.id),
    purpose: text('purpose', { enum: ['recharge', 'withdraw'] }).notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('form_tokens_user_idx').on(t.userId)],
);

/**
 * The one withdrawal address a user may bind for each coin (spec §5: only one; ADR 017: one per
 * coin, since a TRON address cannot receive bitcoin). Bound once, never replaced by the user.
 */
export const withdrawAddresses = pgTable(
  'withdraw_addresses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    coin: text('coin', { enum: COINS }).notNull(),
    network: text('network').notNull(),
    address: text('address').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.coin] })],
);

/**
 * A withdrawal request. `amount` (gross) is held from the wallet when requested; `fee` and `net`
 * (what is paid out) add up to it exactly. A BTC or ETH withdrawal also keeps, fixed when it was
 * requested, the rate (USDT per coin), the amount's worth in the coin, the fee in the coin and
 * what is sent (ADR 017). State 0 pending, 1 paid (with the payout's tx id),
 * 2 rejected (with a reason; the held amount is returned). At most one pending per user, enforced
 * by a partial unique index.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    ...requestColumns(),
    method: text('method', { enum: ['crypto', 'bank'] }).notNull(),
    coin: text('coin', { enum: COINS }).notNull(),
    network: text('network'),
    toAddress: text('to_address'),
    bankName: text('bank_name'),
    bankUserName: text('bank_user_name'),
    cardLast4: text('card_last4'),
    /**
     * Bank mode: the whole account number or IBAN the money is paid to (ADR 029), which only
     * finance reads, each reading audited; null for requests made before it was kept.
     */
    accountNumber: text('account_number'),
    routingNum: text('routing_num'),
    accountAddress: text('account_address'),
    bankAddress: text('bank_address'),
    countryName: text('country_name'),
    swiftCode: text('swift_code'),
    amount: money('amount').notNull(),
    fee: money('fee').notNull(),
    net: money('net').notNull(),
    rate: numeric('rate', { precision: 20, scale: 8 }),
    coinAmount: numeric('coin_amount', { precision: 30, scale: 10 }),
    coinFee: numeric('coin_fee', { precision: 30, scale: 10 }),
    coinNet: numeric('coin_net', { precision: 30, scale: 10 }),
    /**
     * Bank mode: the currency the buyer is paid in and, when finance has a price for it (the bank
     * deposit accounts' USDT price), that price and `net` in the currency, fixed when requested.
     */
    payoutCurrency: text('payout_currency'),
    payoutRate: numeric('payout_rate', { precision: 20, scale: 8 }),
    payoutAmount: money('payout_amount'),
    /** The request's calendar day in Asia/Shanghai, for the daily count. */
    day: text('day').notNull(),
    txId: text('tx_id'),
    ...decisionColumns(),
  },
  (t) => [
    uniqueIndex('withdrawals_order_no_idx').on(t.orderNo),
    uniqueIndex('withdrawals_one_pending_idx')
      .on(t.userId)
      .where(sql`${t.state} = 0`),
    index('withdrawals_user_idx').on(t.userId, t.createdAt.desc()),
    index('withdrawals_user_day_idx').on(t.userId, t.day),
    index('withdrawals_state_idx').on(t.state, t.createdAt),
    check(
      'withdrawals_amounts',
      sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.net} > 0 and ${t.amount} = ${t.fee} + ${t.net}`,
    ),
    check('withdrawals_card_last4', sql`${t.cardLast4} is null or ${t.cardLast4} ~ '^[0-9]{4}$'`),
    check(
      'withdrawals_payout_amounts',
      sql`(${t.payoutRate} is null and ${t.payoutAmount} is null) or (${t.payoutCurrency} is not null and ${t.payoutRate} > 0 and ${t.payoutAmount} >= 0)`,
    ),
    // All four coin figures or none; what is sent is the coin amount less the coin fee, above 0.
    check(
      'withdrawals_coin_amounts',
      sql`(${t.rate} is null and ${t.coinAmount} is null and ${t.coinFee} is null and ${t.coinNet} is null) or (${t.rate} > 0 and ${t.coinFee} >= 0 and ${t.coinNet} > 0 and ${t.coinAmount} = ${t.coinFee} + ${t.coinNet})`,
    ),
  ],
);

/**
 * A payment through a third-party channel (GCash, Maya…): the fiat amount, the USDT it credits
 * (at the rate when it was created, which the buyer saw), and the provider's reference. State 0
 * waiting for the provider, 1 paid and credited, 2 failed. Credited once, when the provider
 * reports the payment complete.
 */
export const thirdPartyPayments = pgTable(
  'third_party_payments',
  {
    ...requestColumns(),
    channel: smallint('channel').notNull(),
    currency: text('currency').notNull(),
    fiatAmount: money('fiat_amount').notNull(),
    usdt: money('usdt').notNull(),
    rate: numeric('rate', { precision: 20, scale: 8 }).notNull(),
    provider: text('provider').notNull(),
    reference: text('reference').notNull(),
    returnUrl: text('return_url'),
    state: smallint('state').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [
    uniqueIndex('third_party_payments_order_no_idx').on(t.orderNo),
    uniqueIndex('third_party_payments_reference_idx').on(t.provider, t.reference),
    index('third_party_payments_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);
