import { z } from 'zod';
import { deferred } from '../deferred.js';
import { endpoint } from '../endpoint.js';
import { blankToUndefined as blank } from '../params.js';
import { upperCase } from './fields.js';
import { LegacyPageParams, MONEY_LOG_TYPES, MoneyLogVo, type MoneyLogType } from './shapes.js';

// The exchange-era wallet reads that old clients still call (contract §1.9): the holdings of each
// coin and the wallet's records in the legacy paging (§2.3). Caravan's own client reads
// wallet!getUsdt and moneylog!list instead; these serve the same data in the shapes old clients read.

/** What a legacy wallet!logs page holds (contract §1.9: 10 per page). */
export const LEGACY_WALLET_LOG_PAGE_SIZE = 10;

/** The record kinds old clients file under one heading: every deposit, withdrawals, orders. */
const CATEGORY_GROUPS = {
  recharge: ['deposit', 'third_party_deposit'],
  withdraw: ['withdrawal_hold', 'withdrawal_returned'],
  order: ['order_payment', 'order_purchase', 'order_settlement', 'order_refund', 'order_purchase_refund'],
  loan: ['loan_disbursement', 'loan_repayment'],
} as const satisfies Record<string, readonly MoneyLogType[]>;

/**
 * The `category` of wallet!logs and wallet!records and the record kinds each one lists: every
 * moneylog!list `type` code lists that kind alone; `recharge`, `withdraw` and `order` list a group
 * (CATEGORY_GROUPS).
 */
export const LEGACY_WALLET_CATEGORIES: Readonly<Record<string, readonly MoneyLogType[]>> = {
  ...Object.fromEntries(MONEY_LOG_TYPES.map((type) => [type, [type]])),
  ...CATEGORY_GROUPS,
};
const CATEGORY_NAMES = Object.keys(LEGACY_WALLET_CATEGORIES) as [string, ...string[]];

/**
 * wallet!get / wallet!getAll: `symbol` (optional, any coin symbol, case-insensitive) is accepted
 * for old clients and changes nothing: the wallet holds USDT only.
 */
export const LegacyHoldingsParams = deferred(() =>
  z.object({
    symbol: z
      .preprocess(
        upperCase,
        z
          .string()
          .regex(/^[A-Z0-9]{1,16}$/)
          .optional(),
      )
      .describe('Any coin symbol, case-insensitive; accepted for old clients, changes nothing'),
  }),
);

/**
 * The wallet's holdings: `usdt` the balance (2 dp, rounded down, as wallet!getUsdt's `money`) and
 * `extends` the other coins held. Caravan holds no other coin (BTC and ETH deposits are converted
 * to USDT when confirmed), so `extends` is always empty; both are zero/empty without a session.
 */
export const LegacyHoldingsVo = deferred(() =>
  z.object({
    usdt: z.number(),
    extends: z.array(
      z.object({ name: z.string(), symbol: z.string(), volume: z.number(), usdt: z.number() }),
    ),
  }),
);
export type LegacyHoldingsVo = z.infer<typeof LegacyHoldingsVo>;

const CATEGORY_HELP =
  `A record kind: one of moneylog!list’s type codes (${MONEY_LOG_TYPES.join(', ')}) for that kind ` +
  `alone, or a group: ${Object.entries(CATEGORY_GROUPS)
    .map(([group, kinds]) => `${group} (${kinds.join(', ')})`)
    .join(', ')}. Absent or empty: every kind.`;

/**
 * wallet!logs / wallet!records: `page_no` (from 1, default 1; 10 records a page) and `category`
 * (see LEGACY_WALLET_CATEGORIES; absent means every kind). An unknown category or a page_no that is
 * not a whole number from 1 to 10000 is refused (COMMON_PARAM_INVALID).
 */
export const LegacyWalletLogParams = deferred(() =>
  z.object({
    page_no: LegacyPageParams.shape.page_no.describe('The page, from 1 (10 records a page)'),
    category: z.preprocess(blank, z.enum(CATEGORY_NAMES).optional()).describe(CATEGORY_HELP),
  }),
);

const holdings = (name: string) =>
  endpoint({ name, access: 'optional', params: LegacyHoldingsParams, reply: LegacyHoldingsVo });
/** A bare array of moneylog!list's records, newest first (contract §2.3). */
const LegacyWalletLogVo = deferred(() => z.array(MoneyLogVo));
const logs = (name: string) =>
  endpoint({ name, access: 'user', params: LegacyWalletLogParams, reply: LegacyWalletLogVo });

export const legacyWalletEndpoints = {
  holdings: holdings('wallet!get'),
  allHoldings: holdings('wallet!getAll'),
  logs: logs('wallet!logs'),
  records: logs('wallet!records'),
} as const;
