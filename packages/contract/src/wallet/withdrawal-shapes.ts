import { z } from 'zod';
import { deferred } from '../deferred.js';
import { optionalText, paramRules, requiredId, requiredText } from '../params.js';
import { amountText, decimalText, secret, upperCase } from './fields.js';
import { bankAccountProblem, isBic, normalizeBankAccount } from './bank-account.js';
import { ethereumAddressProblem } from './ethereum-address.js';
import { ETHEREUM_NETWORK, isWithdrawCoin, WITHDRAW_COINS, withdrawNetworksOf } from './rules.js';
import { RechargeGetParams } from './shapes.js';

// Withdrawals: the address a buyer binds, the limits and fee, the request, and finance's review
// (contract §1.9).

/** A withdrawal coin as sent, in any letter case. */
const withdrawCoin = () => z.preprocess(upperCase, z.enum(WITHDRAW_COINS));

/** A coin's networks include Ethereum (ERC20): USDT and ETH. An unknown coin is left to the server. */
function onEthereum(coin: unknown, network: unknown): boolean {
  if (network !== ETHEREUM_NETWORK) return false;
  const name = String(coin);
  return coin === undefined || (isWithdrawCoin(name) && withdrawNetworksOf(name).includes(ETHEREUM_NETWORK));
}

/**
 * user!bindWithdrawAddress: the network, the address and the fund password; `coin` (ours; USDT
 * when absent, or BTC for the BTC network) says which coin's one address it is. The address comes
 * as `address` or as `channel_address` (the original back end's name, which old clients send);
 * both may be sent only alike. An Ethereum address (ERC20) must carry its EIP-55 checksum: a
 * mixed-case one whose checksum fails and the zero address are refused, and one without a
 * checksum (all lower or all upper case) is taken only with `confirmNoChecksum`, which our form
 * sends once the user has confirmed its warning.
 */
export const BindWithdrawAddressParams = deferred(() =>
  paramRules(
    z.object({
      coin: withdrawCoin().optional(),
      blockchain_name: z.preprocess(upperCase, z.string().max(16)),
      address: optionalText(128),
      channel_address: optionalText(128).describe('The address, as the original back end named it'),
      safeword: secret(64),
      confirmNoChecksum: z
        .preprocess((v) => v === '1' || v === 1 || v === 'true' || v === true, z.boolean())
        .optional()
        .describe(
          '1 (or true): the user confirmed binding an Ethereum address without an EIP-55 checksum ' +
            '(all lower or all upper case); without it such an address is refused (WALLET_ADDRESS_NO_CHECKSUM)',
        ),
    }),
    (p, refuse) => {
      const { address, channel_address: legacy } = p;
      if (typeof address === 'string' && typeof legacy === 'string' && address !== legacy) {
        refuse('channel_address');
      }
      const field = typeof address === 'string' ? 'address' : 'channel_address';
      const given = p[field];
      if (typeof given !== 'string' || !onEthereum(p.coin, p.blockchain_name)) return;
      const problem = ethereumAddressProblem(given);
      if (problem === 'zero') refuse(field, 'WALLET_ADDRESS_ZERO');
      else if (problem === 'checksum') refuse(field, 'WALLET_ADDRESS_CHECKSUM_WRONG');
      else if (problem === 'noChecksum' && p.confirmNoChecksum !== true) {
        refuse(field, 'WALLET_ADDRESS_NO_CHECKSUM');
      }
    },
  ),
);

/** withdraw!withdraw_open (contract §1.9). */
export const WithdrawOpenVo = deferred(() =>
  z.object({
    session_token: z.string(),
    coinType: z.string(),
    chainName: z.string().nullable(),
    /** 1: the user must bind an address before a crypto withdrawal. */
    openWithdrawAddressBinding: z.number(),
    /** The bound (USDT) address, '' when none is bound, as the original back end answers. */
    existWithdrawAddress: z.string(),
    /** The bound (USDT) address, null when none is bound. */
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
 * The fee rule (syspara withdraw_fee: fixed, or a rate of the amount). `fee` is a number, as old
 * clients read it: a fixed fee in the channel's coin (the USDT fee at the rate, rounded up to 8
 * places), or the rate. `feeUsdt` (the rule as set) and `rate` (what one coin is worth in USDT now;
 * 1 for USDT) are ours, as exact decimal text for the form's preview.
 */
export const WithdrawFeeVo = deferred(() =>
  z.object({
    withdraw_fee_type: z.enum(['fixed', 'rate']),
    fee: z.number(),
    coin: z.enum(WITHDRAW_COINS),
    feeUsdt: z.string(),
    rate: z.string(),
  }),
);

/** An account number or IBAN as typed: spaces, dashes and dots dropped, letters upper case. */
const bankAccountText = (v: unknown) => (typeof v === 'string' ? normalizeBankAccount(v) || undefined : v);

/**
 * withdraw!apply (contract §1.9), crypto or bank mode. Bank mode: `bankCardNo` (the name old
 * clients send) carries the account number or IBAN the money goes to; an IBAN's check digits must
 * hold (WALLET_IBAN_INVALID), an account number is 6–34 digits (WALLET_BANK_ACCOUNT_INVALID); a
 * `swiftCode`, when given, must have the SWIFT/BIC form (WALLET_SWIFT_INVALID); `currency` names
 * the currency the buyer is paid in (one of finance's bank account currencies gets its amount
 * fixed at finance's price). Bank mode needs `bankName` and `bankUserName` (COMMON_PARAM_MISSING)
 * and `bankCardNo` (WALLET_BANK_ACCOUNT_INVALID). `amount` is USDT, in cents at most
 * (WALLET_AMOUNT_INVALID {decimals: 2}).
 */
export const WithdrawApplyParams = deferred(() =>
  paramRules(
    z.object({
      session_token: secret(64),
      safeword: secret(64),
      amount: amountText(2),
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
      bankCardNo: z
        .preprocess(bankAccountText, z.string().max(34).optional())
        .describe(
          'Bank mode: the account number or IBAN the money is paid to (old clients: the card number)',
        ),
      routingNum: optionalText(32),
      accountAddress: optionalText(128),
      bankAddress: optionalText(128),
      countryName: optionalText(64),
      swiftCode: z.preprocess(upperCase, z.string().max(16).optional()),
    }),
    (p, refuse) => {
      if (p.channel !== 'bank') return;
      if (typeof p.bankCardNo === 'string') {
        const problem = bankAccountProblem(p.bankCardNo);
        if (problem === 'iban') refuse('bankCardNo', 'WALLET_IBAN_INVALID');
        else if (problem === 'account') refuse('bankCardNo', 'WALLET_BANK_ACCOUNT_INVALID');
      }
      if (typeof p.swiftCode === 'string' && !isBic(p.swiftCode)) refuse('swiftCode', 'WALLET_SWIFT_INVALID');
      // Who and where the money goes to, after the forms of what was given (as the server checked).
      if (p.bankName === undefined) refuse('bankName', 'COMMON_PARAM_MISSING', { field: 'bankName' });
      if (p.bankUserName === undefined)
        refuse('bankUserName', 'COMMON_PARAM_MISSING', { field: 'bankUserName' });
      if (p.bankCardNo === undefined) refuse('bankCardNo', 'WALLET_BANK_ACCOUNT_INVALID');
    },
  ),
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
    /**
     * Bank mode (ours; null otherwise or when not named): the currency the buyer is paid in, and
     * when finance prices it, the price of one USDT in it and what is paid (`volume` in it), as
     * exact decimal text fixed when requested.
     */
    payout_currency: z.string().nullable(),
    payout_rate: z.string().nullable(),
    payout_amount: z.string().nullable(),
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
    /** The owner's user name and UID, as finance's deposits list shows them. */
    username: z.string(),
    usercode: z.string(),
    decidedBy: z.string().nullable(),
  }),
);
export type AdminWithdrawalVo = z.infer<typeof AdminWithdrawalVo>;

/** /admin/withdrawals!bankDetails: one withdrawal, by id. */
export const AdminWithdrawalBankParams = deferred(() => z.object({ id: requiredId }));

/**
 * What a bank transfer needs, revealed to finance and super admins only, each reading written to
 * the audit log: the holder, the whole account number or IBAN (null for a request made before it
 * was kept: `cardLast4` is all there is), the SWIFT/BIC and routing number, the bank and country,
 * and what to send in which currency (`amount` null when finance has no price for it: send the
 * USDT value `volume`).
 */
export const AdminWithdrawalBankVo = deferred(() =>
  z.object({
    id: z.string(),
    order_no: z.string(),
    holder: z.string(),
    accountNumber: z.string().nullable(),
    /** Whether `accountNumber` is an IBAN (its check digits held when requested). */
    iban: z.boolean(),
    cardLast4: z.string().nullable(),
    swiftCode: z.string().nullable(),
    routingNum: z.string().nullable(),
    bankName: z.string(),
    bankAddress: z.string().nullable(),
    accountAddress: z.string().nullable(),
    countryName: z.string().nullable(),
    /** What leaves the platform, in USDT (the withdrawal's net). */
    volume: z.number(),
    currency: z.string().nullable(),
    rate: z.string().nullable(),
    amount: z.string().nullable(),
  }),
);
export type AdminWithdrawalBankVo = z.infer<typeof AdminWithdrawalBankVo>;

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
