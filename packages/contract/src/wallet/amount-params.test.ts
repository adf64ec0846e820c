import { describe, expect, it } from 'vitest';
import { ruleErrorOf } from '../params.js';
import { BankRechargeParams, CryptoRechargeParams, PhpRechargeParams } from './shapes.js';
import { WithdrawApplyParams } from './withdrawal-shapes.js';
import type { z } from 'zod';

// Amounts are decimal text in the contract (issue 52), refused with the error the server has always
// answered (WALLET_AMOUNT_INVALID and its decimals); bank-mode withdrawals name who is paid.

/** The first issue's error as the server answers it: a named error with its params, or the field. */
function refusal(schema: z.ZodType, params: Record<string, unknown>) {
  const parsed = schema.safeParse(params);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  return ruleErrorOf(issue) ?? { field: issue.path[0], code: issue.code };
}

const invalid = (decimals: number) => ({ code: 'WALLET_AMOUNT_INVALID', params: { decimals } });

const withdrawal = { session_token: 't', safeword: 'secret', amount: '10.50', channel: 'USDT', from: 'T' };
const bankWithdrawal = {
  ...withdrawal,
  channel: 'bank',
  bankName: 'Bank of Nowhere',
  bankUserName: 'Ann Buyer',
  bankCardNo: 'DE89 3704 0044 0532 0130 00',
};

describe('an amount of money as a param', () => {
  it.each(['10', '10.5', '10.50', ' 0.01 '])('takes %j with cents', (amount) => {
    expect(refusal(WithdrawApplyParams, { ...withdrawal, amount })).toBeNull();
  });

  it('keeps it as trimmed text, never a number', () => {
    expect(WithdrawApplyParams.parse({ ...withdrawal, amount: ' 10.50 ' }).amount).toBe('10.50');
  });

  it.each(['0', '0.00', '-1', '1.234', '1e3', '.5', '1.', 'ten', '1,5', '1234567890123'])(
    'refuses %j with WALLET_AMOUNT_INVALID and its decimals',
    (amount) => {
      expect(refusal(WithdrawApplyParams, { ...withdrawal, amount })).toEqual(invalid(2));
      expect(refusal(PhpRechargeParams, { session_token: 't', amount })).toEqual(invalid(2));
      const bank = { session_token: 't', currency: 'usd', amount, bankName: 'Bank', bankCardNo: '1234' };
      expect(refusal(BankRechargeParams, bank)).toEqual(invalid(2));
    },
  );

  it('says a missing amount is missing, and a long one too long, as before', () => {
    expect(refusal(WithdrawApplyParams, { ...withdrawal, amount: ' ' })).toEqual({
      field: 'amount',
      code: 'invalid_type',
    });
    expect(refusal(WithdrawApplyParams, { ...withdrawal, amount: '1'.repeat(41) })).toEqual({
      field: 'amount',
      code: 'too_big',
    });
  });
});

describe('a crypto deposit’s amount', () => {
  const deposit = { session_token: 't', from: 'addr', amount: '1', coin: 'USDT' };

  it('takes cents for USDT and 10 places for BTC and ETH', () => {
    expect(refusal(CryptoRechargeParams, { ...deposit, amount: '12.34' })).toBeNull();
    expect(refusal(CryptoRechargeParams, { ...deposit, coin: 'btc', amount: '0.0000000001' })).toBeNull();
    expect(refusal(CryptoRechargeParams, { ...deposit, coin: 'ETH', amount: '1.1234567891' })).toBeNull();
  });

  it('refuses more places than the coin takes, with that coin’s decimals', () => {
    expect(refusal(CryptoRechargeParams, { ...deposit, amount: '12.345' })).toEqual(invalid(2));
    expect(refusal(CryptoRechargeParams, { ...deposit, amount: 'abc' })).toEqual(invalid(2));
    expect(refusal(CryptoRechargeParams, { ...deposit, coin: 'BTC', amount: '0.00000000001' })).toEqual(
      invalid(10),
    );
    expect(refusal(CryptoRechargeParams, { ...deposit, coin: 'ETH', amount: '0' })).toEqual(invalid(10));
  });

  it('leaves the amount to the coin’s refusal when the coin is unknown', () => {
    expect(refusal(CryptoRechargeParams, { ...deposit, coin: 'DOGE', amount: '1.123' })).toEqual({
      field: 'coin',
      code: 'invalid_value',
    });
  });
});

describe('a bank withdrawal', () => {
  it('takes the bank, the holder and the account', () => {
    expect(refusal(WithdrawApplyParams, bankWithdrawal)).toBeNull();
  });

  it.each(['bankName', 'bankUserName'])('says which is missing when %s is not given', (field) => {
    expect(refusal(WithdrawApplyParams, { ...bankWithdrawal, [field]: '' })).toEqual({
      code: 'COMMON_PARAM_MISSING',
      params: { field },
    });
  });

  it('refuses a withdrawal without an account as a bank account that is not one', () => {
    expect(refusal(WithdrawApplyParams, { ...bankWithdrawal, bankCardNo: undefined })).toEqual({
      code: 'WALLET_BANK_ACCOUNT_INVALID',
      params: {},
    });
  });

  it('checks the account’s form before what is missing, as the server did', () => {
    const params = { ...bankWithdrawal, bankName: '', bankCardNo: 'DE00 0000' };
    expect(refusal(WithdrawApplyParams, params)).toEqual({ code: 'WALLET_IBAN_INVALID', params: {} });
  });

  it('needs none of them for a crypto withdrawal', () => {
    expect(refusal(WithdrawApplyParams, withdrawal)).toBeNull();
  });
});
