import Decimal from 'decimal.js';
import { z } from 'zod';
import { deferred } from '../deferred.js';
import {
  blankToUndefined as blank,
  optionalId,
  optionalText,
  PageParams,
  paramRules,
  type RefuseParam,
  requiredId,
  requiredText,
} from '../params.js';
import { amountText, decimalText, digitsOnly, isAmountText, secret, upperCase } from './fields.js';

/** wallet!getUsdt: the wallet balance and rebate, numbers rounded down to 2 dp (contract §1.9). */
export const UsdtBalanceVo = deferred(() => z.object({ money: z.number(), rebate: z.number() }));
export type UsdtBalanceVo = z.infer<typeof UsdtBalanceVo>;

/** What moved a wallet: the ledger transaction kinds a buyer sees in the records. */
export const MONEY_LOG_TYPES = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_returned',
  'opening_balance',
  'third_party_deposit',
  'order_payment',
  'order_purchase',
  'order_settlement',
  'order_refund',
  'order_purchase_refund',
  'loan_disbursement',
  'loan_repayment',
  /** A balance below the withdrawal minimum, given up to the platform when the account closed. */
  'balance_forfeit',
  /** An order not shipped in time, compensated by a credit to the buyer's wallet (issue 54). */
  'late_compensation',
] as const;
export type MoneyLogType = (typeof MONEY_LOG_TYPES)[number];

/** A start-up loan's records: paid out to the wallet, and repaid from it. */
export const LOAN_MONEY_LOG_TYPES = [
  'loan_disbursement',
  'loan_repayment',
] as const satisfies readonly MoneyLogType[];

/**
 * What moneylog!list's `type` may name: one kind, or `loan` for both of a loan's kinds (the records
 * filter offers loans as one choice).
 */
export const MONEY_LOG_FILTERS = [...MONEY_LOG_TYPES, 'loan'] as const;
export type MoneyLogFilter = (typeof MONEY_LOG_FILTERS)[number];

/** The kinds a filter lists. */
export function moneyLogKindsOf(filter: MoneyLogFilter): readonly MoneyLogType[] {
  return filter === 'loan' ? LOAN_MONEY_LOG_TYPES : [filter];
}

/**
 * A loan's reference as its owner reads it in the wallet's records and the loan history: "LN" and
 * the first eight characters of its id, upper case.
 */
export function loanReference(loanId: string): string {
  return `LN${loanId.slice(0, 8).toUpperCase()}`;
}

/** The kinds only a seller's wallet has (buying orders wholesale and being paid for them). */
export const SELLER_MONEY_LOG_TYPES: readonly MoneyLogType[] = [
  'order_purchase',
  'order_settlement',
  'order_purchase_refund',
];

/** moneylog!list: the wallet's records, newest first; `type` narrows them to one kind (or loans). */
export const MoneyLogListParams = deferred(() =>
  PageParams.extend({
    type: z.preprocess(blank, z.enum(MONEY_LOG_FILTERS).optional()),
  }),
);

/**
 * One wallet record: a signed amount (a withdrawal request is negative), the balance after it,
 * and the business record it belongs to (a deposit's or withdrawal's order number, a loan's
 * reference).
 */
export const MoneyLogVo = deferred(() =>
  z.object({
    id: z.string(),
    type: z.enum(MONEY_LOG_TYPES),
    amount: z.number(),
    balance: z.number(),
    orderNo: z.string(),
    remark: z.string().nullable(),
    /** `YYYY-MM-DD HH:mm:ss`, UTC. */
    createTime: z.string(),
  }),
);
export type MoneyLogVo = z.infer<typeof MoneyLogVo>;

/** The coins of the wallet (contract §1.9). */
export const COIN_SYMBOLS = ['USDT', 'ETH', 'BTC'] as const;
export type CoinSymbol = (typeof COIN_SYMBOLS)[number];
const Coin = deferred(() => z.preprocess(upperCase, z.enum(COIN_SYMBOLS)));

/** Decimal places a deposit amount may have: 2 for USDT (spec §5), 10 for ETH and BTC. */
export function depositDecimals(coin: (typeof COIN_SYMBOLS)[number]): number {
  return coin === 'USDT' ? 2 : 10;
}

/** rechargeBlockchain!recharge_open / withdraw!withdraw_open: a one-time form token. */
export const FormTokenVo = deferred(() => z.object({ session_token: z.string() }));

/** rechargeBlockchain!rechargeLimitConfig: one deposit's bounds in USDT. */
export const RechargeLimitVo = deferred(() =>
  z.object({ rechargeAmountMin: z.number(), rechargeAmountMax: z.number() }),
);
export type RechargeLimitVo = z.infer<typeof RechargeLimitVo>;

/** channelBlockchain!list: the open deposit channels of a coin. */
export const ChannelListParams = deferred(() => z.object({ coin: Coin.optional() }));
export const DepositChannelVo = deferred(() =>
  z.object({
    coin: z.enum(COIN_SYMBOLS),
    blockchain_name: z.string(),
    address: z.string(),
    /** One deposit's bounds, in the coin. */
    min: z.string(),
    max: z.string(),
  }),
);

/** rechargeBlockchain!fee: what one coin is worth in USDT (1 for USDT; null while no rate is set). */
export const CoinPriceParams = deferred(() => z.object({ symbol: Coin }));
export const CoinPriceVo = deferred(() => z.object({ price: z.number().nullable() }));

/** rechargeBlockchain!recharge's fields but the one-time form token. */
const cryptoRechargeFields = () => ({
  amount: amountText(),
  from: requiredText(128),
  coin: Coin,
  blockchain_name: optionalText(32),
  img: optionalText(300),
  channel_address: optionalText(128),
  tx: optionalText(128),
});

/** A deposit's amount has as many decimals as the coin's deposits take (depositDecimals). */
function cryptoAmountRule(p: { amount?: unknown; coin?: unknown }, refuse: RefuseParam<'amount'>): void {
  const coin = COIN_SYMBOLS.find((symbol) => symbol === p.coin);
  if (typeof p.amount !== 'string' || !coin) return;
  const decimals = depositDecimals(coin);
  if (!isAmountText(p.amount, decimals)) refuse('amount', 'WALLET_AMOUNT_INVALID', { decimals });
}

/**
 * rechargeBlockchain!recharge (contract §1.9): `amount` in the coin, with as many decimals as the
 * coin's deposits take (depositDecimals), else WALLET_AMOUNT_INVALID {decimals}.
 */
export const CryptoRechargeParams = deferred(() =>
  paramRules(z.object({ session_token: secret(64), ...cryptoRechargeFields() }), cryptoAmountRule),
);

/** The same without the one-time form token, which a form adds as it sends them. */
export const CryptoRechargeFormParams = deferred(() =>
  paramRules(z.object(cryptoRechargeFields()), cryptoAmountRule),
);

/** The legacy Page object of the recharge and withdrawal lists (contract §2.3, spec §3). */
export function legacyPage<T extends z.ZodType>(item: T) {
  return z.object({
    elements: z.array(item),
    pageSize: z.number(),
    thisPageNumber: z.number(),
    totalElements: z.number(),
  });
}

/** `page_no` / `page_size` paging of the legacy wallet lists. */
export const LegacyPageParams = deferred(() =>
  z.object({
    page_no: z.preprocess(blank, z.coerce.number().int().min(1).max(10000).default(1)),
    page_size: z.preprocess(
      blank,
      z.coerce
        .number()
        .int()
        .min(1)
        .transform((n) => Math.min(n, 100))
        .default(10),
    ),
  }),
);

/** A deposit as the buyer sees it (rechargeBlockchain!list elements and !get). */
export const RechargeRecordVo = deferred(() =>
  z.object({
    order_no: z.string(),
    /** The amount sent, in the coin (at least ".00", up to 10 decimals). */
    amount: z.string(),
    /** The USDT credited once confirmed (".00" while pending or after a rejection). */
    volume: z.string(),
    coin: z.string(),
    coin_blockchain: z.string(),
    fee: z.number(),
    from: z.string().nullable(),
    tx: z.string().nullable(),
    img: z.string(),
    channel_address: z.string().nullable(),
    /** 0 pending, 1 credited, 2 rejected. */
    state: z.number(),
    /** Why finance rejected it. */
    reason: z.string().nullable(),
    /** `bank` deposits: the bank and the card's last four digits. */
    bank_name: z.string().nullable(),
    card_last4: z.string().nullable(),
    /**
     * `bank` deposits: the transfer's currency and amount, and the reference written on it. `amount`
     * is then the USDT it is worth at the price of the day it was requested (what confirming credits).
     */
    fiat_currency: z.string().nullable(),
    fiat_amount: z.string().nullable(),
    reference: z.string().nullable(),
    create_time: z.string(),
  }),
);
export type RechargeRecordVo = z.infer<typeof RechargeRecordVo>;

export const RechargeGetParams = deferred(() =>
  z.object({
    order_no: requiredText(40),
  }),
);

/** /admin/deposits!list: deposits for finance, by state (0 pending first). */
export const AdminDepositListParams = deferred(() =>
  PageParams.extend({
    state: z.preprocess(blank, z.coerce.number().int().min(0).max(2).optional()),
  }),
);

/** A deposit as finance reviews it: the buyer, the certificate, and other deposits that reuse it. */
export const AdminDepositVo = deferred(() =>
  RechargeRecordVo.extend({
    id: z.string(),
    userId: z.string(),
    username: z.string(),
    usercode: z.string(),
    method: z.enum(['crypto', 'bank']),
    rate: z.string().nullable(),
    decidedBy: z.string().nullable(),
    decideTime: z.string(),
    /** Other deposits with the same certificate image or transaction hash. */
    duplicates: z.array(z.object({ orderNo: z.string(), state: z.number(), sameUser: z.boolean() })),
  }),
);
export type AdminDepositVo = z.infer<typeof AdminDepositVo>;

/** /admin/deposits!confirm and !reject (a reason is required to reject). */
export const AdminDepositDecisionParams = deferred(() =>
  z.object({
    id: requiredId,
    reason: optionalText(200),
  }),
);

/** A parsed decimalText as a decimal; undefined when the field itself was refused. */
const decimalOf = (v: unknown) =>
  typeof v === 'string' && /^\d{1,12}(\.\d+)?$/.test(v) ? new Decimal(v) : undefined;

/** Refuses each of `fields` that is not above zero (a rate, a price, a minimum). */
function aboveZero<F extends string>(
  params: Partial<Record<F, unknown>>,
  fields: F[],
  refuse: (field: F) => void,
) {
  for (const field of fields) if (decimalOf(params[field])?.lte(0)) refuse(field);
}

/** The open flag ('1'/'0', 'true'/'false' or a boolean) and list position of what finance saves. */
const openAndSortFields = deferred(() => ({
  isOpen: z.preprocess(
    (v) =>
      v === '1' || v === 'true' || v === true ? true : v === '0' || v === 'false' || v === false ? false : v,
    z.boolean(),
  ),
  sort: z.preprocess(blank, z.coerce.number().int().min(0).max(10000).default(0)),
}));

/** The same as finance reads them back: open or not, list position, and when it last changed. */
const openAndSortVo = deferred(() => ({
  isOpen: z.boolean(),
  sort: z.number(),
  updateTime: z.string(),
}));

/** A deposit channel as finance manages it. */
export const AdminDepositChannelVo = deferred(() =>
  z.object({
    id: z.string(),
    coin: z.enum(COIN_SYMBOLS),
    network: z.string(),
    address: z.string(),
    minAmount: z.string(),
    maxAmount: z.string(),
    ...openAndSortVo,
  }),
);
export type AdminDepositChannelVo = z.infer<typeof AdminDepositChannelVo>;

/**
 * /admin/depositChannels!save: a new channel (no id) or a change to one; the minimum above zero and
 * the maximum not below it.
 */
export const AdminDepositChannelSaveParams = deferred(() =>
  paramRules(
    z.object({
      id: optionalId,
      coin: Coin,
      network: z.preprocess(upperCase, z.string().regex(/^[A-Z0-9-]{2,16}$/)),
      address: requiredText(128, 10),
      minAmount: decimalText(10),
      maxAmount: decimalText(10),
      ...openAndSortFields,
    }),
    (params, refuse) => {
      aboveZero(params, ['minAmount'], refuse);
      const min = decimalOf(params.minAmount);
      if (min && decimalOf(params.maxAmount)?.lt(min)) refuse('maxAmount');
    },
  ),
);

/** A coin's USDT rate as finance sets it (USDT is always 1 and not listed). */
export const AdminCoinRateVo = deferred(() =>
  z.object({
    coin: z.enum(COIN_SYMBOLS),
    rate: z.string().nullable(),
    updateTime: z.string(),
  }),
);
export const AdminCoinRateSaveParams = deferred(() =>
  paramRules(
    z.object({
      coin: z.preprocess(upperCase, z.enum(['ETH', 'BTC'])),
      rate: decimalText(8),
    }),
    (params, refuse) => aboveZero(params, ['rate'], refuse),
  ),
);
export type AdminCoinRateVo = z.infer<typeof AdminCoinRateVo>;

/** An ISO 4217 currency code (USD, PHP), upper-cased. */
const CurrencyCode = deferred(() => z.preprocess(upperCase, z.string().regex(/^[A-Z]{3}$/)));

/**
 * thirdPartyRecharge!recharge in bank-card mode: the currency of the transfer (one finance has an
 * account for), the amount sent in it, the bank and the card paid from (of which only the last four
 * digits are kept) and the transfer's certificate.
 */
export const BankRechargeParams = deferred(() =>
  z.object({
    session_token: secret(64),
    currency: CurrencyCode,
    /** In the currency, in cents at most. */
    amount: amountText(2),
    bankName: requiredText(64, 2),
    bankCardNo: z.preprocess(digitsOnly, z.string().max(32)),
    img: optionalText(300),
  }),
);

/** A currency's bank account, where a transfer is sent: what the buyer and finance both read of it. */
const bankAccountFields = deferred(() => ({
  currency: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  swiftCode: z.string().nullable(),
}));

/**
 * thirdPartyRecharge!bankAccounts: where to send a bank transfer in each currency, the reference
 * to write on it (the buyer's own), what one USDT costs in the currency (`usdtPrice`, decimal
 * text) and one deposit's bounds in it. Empty when finance has set up no account.
 */
export const BankAccountVo = deferred(() =>
  z.object({
    ...bankAccountFields,
    reference: z.string(),
    usdtPrice: z.string(),
    min: z.string(),
    max: z.string(),
  }),
);
export type BankAccountVo = z.infer<typeof BankAccountVo>;

/** A currency's bank account as finance manages it. */
export const AdminBankAccountVo = deferred(() =>
  z.object({
    ...bankAccountFields,
    referencePrefix: z.string(),
    usdtPrice: z.string(),
    ...openAndSortVo,
  }),
);
export type AdminBankAccountVo = z.infer<typeof AdminBankAccountVo>;

/** /admin/bankAccounts!save: a currency's account, created or changed; its price above zero. */
export const AdminBankAccountSaveParams = deferred(() =>
  paramRules(
    z.object({
      currency: CurrencyCode,
      bankName: requiredText(80, 2),
      accountName: requiredText(80, 2),
      accountNumber: z.preprocess(
        (v) => (typeof v === 'string' ? blank(v.trim().replace(/\s+/g, ' ')) : blank(v)),
        z.string().regex(/^[A-Za-z0-9 -]{4,40}$/),
      ),
      swiftCode: z.preprocess(
        upperCase,
        z
          .string()
          .regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/)
          .optional(),
      ),
      referencePrefix: z.preprocess(upperCase, z.string().regex(/^[A-Z0-9]{2,12}$/)),
      usdtPrice: decimalText(8),
      ...openAndSortFields,
    }),
    (params, refuse) => aboveZero(params, ['usdtPrice'], refuse),
  ),
);

/** thirdPartyRecharge!PHP_recharge … PHP_recharge5: pesos, and where to come back to. */
export const PhpRechargeParams = deferred(() =>
  z.object({
    session_token: secret(64),
    /** Pesos, in centavos at most. */
    amount: amountText(2),
    pageUrl: optionalText(300),
  }),
);

/** The reply of a recharge or withdrawal request: its order number. */
export const OrderNoVo = deferred(() => z.object({ order_no: z.string() }));

/** The contract's peso channels (thirdPartyRecharge!PHP_recharge…): each a route into GCash or Maya. */
export const PESO_CHANNEL_ACTIONS = [
  'PHP_recharge',
  'PHP_recharge2',
  'PHP_recharge3',
  'PHP_recharge4',
  'PHP_recharge5',
] as const;
export type PesoChannelAction = (typeof PESO_CHANNEL_ACTIONS)[number];

/** thirdPartyRecharge!getCoinList: a fiat currency, its USDT rate and bounds, and its channels. */
export const ThirdPartyCoinVo = deferred(() =>
  z.object({
    currency: z.string(),
    /** What one unit of the currency is worth in USDT (8 dp). */
    rate: z.number(),
    /** What one USDT costs in the currency (2 dp): the rate the right way round for people. */
    usdtPrice: z.number(),
    /** The payments go through the built-in test provider: no real money moves. */
    sandbox: z.boolean(),
    min: z.number(),
    max: z.number(),
    channels: z.array(z.object({ id: z.number(), action: z.enum(PESO_CHANNEL_ACTIONS), name: z.string() })),
  }),
);
export type ThirdPartyCoinVo = z.infer<typeof ThirdPartyCoinVo>;

/** thirdPartyRecharge!PHP_recharge…: the payment's order, the provider's page, the USDT it credits. */
export const ThirdPartyStartVo = deferred(() =>
  z.object({ order_no: z.string(), payUrl: z.string(), usdt: z.string() }),
);
