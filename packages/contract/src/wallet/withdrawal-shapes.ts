import { z } from 'zod';
import { deferred } from '../deferred.js';
import { optionalText, requiredId, requiredText } from '../params.js';
import { decimalText, digitsOnly, secret, upperCase } from './fields.js';
import { WITHDRAW_COINS } from './rules.js';
import { RechargeGetParams } from './shapes.js';

// Withdrawals: the address a buyer binds, the limits and fee, the request, and finance's review
// (contract §1.9).

/** A withdrawal coin as sent, in any letter case. */
const withdrawCoin = () => z.preprocess(upperCase, z.enum(WITHDRAW_COINS));

/**
 * user!bindWithdrawAddress: the network, the address and the fund password; `coin` (ours; USDT
 * when absent, or BTC for the BTC network) says which coin's one address it is.
 */
export const BindWithdrawAddressParams = deferred(() =>
  z.object({
    coin: withdrawCoin().optional(),
    blockchain_name: z.preprocess(upperCase, z.string().max(16)),
    address: requiredText(128),
    safeword: secret(64),
  }),
);

/** withdraw!withdraw_open (contract §1.9). */
export const WithdrawOpenVo = deferred(() =>
  z.object({
    session_token: z.string(),
    coinType: z.string(),
    chainName: z.string().nullable(),
    /** 1: the user must bind an address before a crypto withdrawal. */
    openWithdrawAddressBinding: z.number(),
    existWithdrawAddress: z.boolean(),
    /** The bound address, shown on the form. */
    address: z.string().nullable(),
    /** Ours: every coin's bound address (one per coin), USDT's included. */
    addresses: z.array(z.object({ coin: z.string(), blockchain_name: z.string(), address: z.string() })),
  }),
);

/** withdraw!withdrawLimitConfig */
export const WithdrawLimitVo = deferred(() =>
  z.object({ withdrawAmountMin: z.number(), withdrawAmountMax: z.number() }),
);

/** withdraw!fee: the fee of a channel (USDT when absent; `bank` is charged as USDT). */
export const WithdrawFeeParams = deferred(() =>
  z.object({
    channel: z.preprocess(
      (v) => (typeof v === 'string' && v.trim().toLowerCase() === 'bank' ? 'USDT' : upperCase(v)),
      z.enum(WITHDRAW_COINS).default('USDT'),
    ),
  }),
);
/**
 * The fee rule (syspara withdraw_fee: fixed, or a rate of the amount). A fixed `fee` is in the
 * channel's coin (the USDT fee at the rate, rounded up); `feeUsdt` is the rule as set, `rate` what
 * one coin is worth in USDT now (1 for USDT).
 */
export const WithdrawFeeVo = deferred(() =>
  z.object({
    withdraw_fee_type: z.enum(['fixed', 'rate']),
    fee: z.string(),
    coin: z.enum(WITHDRAW_COINS),
    feeUsdt: z.string(),
    rate: z.string(),
  }),
);

/** withdraw!apply (contract §1.9), crypto or bank mode. */
export const WithdrawApplyParams = deferred(() =>
  z.object({
    session_token: secret(64),
    safeword: secret(64),
    amount: requiredText(40),
    from: optionalText(128),
    currency: optionalText(16),
    // `bank` as sent; a coin in any letter case.
    channel: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === 'bank' ? 'bank' : upperCase(v)),
      z.enum([...WITHDRAW_COINS, 'bank']).default('USDT'),
    ),
    /**
     * Ours, for BTC and ETH: the rate (USDT per coin) the buyer was shown. When given, a request
     * made after finance changed the rate is refused rather than sent at a rate nobody confirmed.
     */
    rate: decimalText(8).optional(),
    bankName: optionalText(64),
    bankUserName: optionalText(64),
    bankCardNo: z.preprocess(digitsOnly, z.string().max(34).optional()),
    routingNum: optionalText(32),
    accountAddress: optionalText(128),
    bankAddress: optionalText(128),
    countryName: optionalText(64),
    swiftCode: optionalText(16),
  }),
);

/** A withdrawal as the buyer sees it (withdraw!list elements and !get). */
export const WithdrawRecordVo = deferred(() =>
  z.object({
    order_no: z.string(),
    /** The gross amount held (USDT). */
    amount: z.number(),
    fee: z.number(),
    /** What is paid out: amount − fee. */
    volume: z.number(),
    coin: z.string(),
    coin_blockchain: z.string(),
    /**
     * BTC and ETH (ours; null otherwise), as exact decimal text: the amount's worth in the coin at
     * `rate` (USDT per coin, fixed when requested), the fee in the coin, and what is sent.
     */
    coin_amount: z.string().nullable(),
    coin_fee: z.string().nullable(),
    coin_volume: z.string().nullable(),
    rate: z.string().nullable(),
    /** The address, or for bank mode "name,card,bank" with the card's last four digits only. */
    to: z.string(),
    /** 0 in progress, 1 paid, 2 rejected. */
    state: z.number(),
    tx: z.string().nullable(),
    reason: z.string().nullable(),
    countryName: z.string().nullable(),
    bank: z.string().nullable(),
    bankCardNo: z.string().nullable(),
    bankUserName: z.string().nullable(),
    swiftCode: z.string().nullable(),
    create_time: z.string(),
  }),
);
export type WithdrawRecordVo = z.infer<typeof WithdrawRecordVo>;

export const WithdrawGetParams = RechargeGetParams;

/** A withdrawal as finance reviews it. */
export const AdminWithdrawalVo = deferred(() =>
  WithdrawRecordVo.extend({
    id: z.string(),
    userId: z.string(),
    decidedBy: z.string().nullable(),
  }),
);
export type AdminWithdrawalVo = z.infer<typeof AdminWithdrawalVo>;

/** /admin/withdrawals!pay (needs the payout's `tx`) and !reject (needs a `reason`). */
export const AdminWithdrawalDecisionParams = deferred(() =>
  z.object({
    id: requiredId,
    tx: optionalText(128),
    reason: optionalText(200),
  }),
);
/** withdrawals!pay: the payout's transaction id is required. */
export const AdminWithdrawalPayParams = deferred(() =>
  AdminWithdrawalDecisionParams.extend({ tx: requiredText(128) }),
);
/** withdrawals!reject: the reason is required. */
export const AdminWithdrawalRejectParams = deferred(() =>
  AdminWithdrawalDecisionParams.extend({
    reason: requiredText(200),
  }),
);
