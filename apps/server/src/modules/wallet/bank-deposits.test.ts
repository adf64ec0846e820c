import { BankAccountVo } from '@caravan/contract';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApp } from '../../../test/build-test-app.js';
import { createLoggedInUser } from '../../../test/factories.js';
import { z } from 'zod';
import { auditLog, bankDepositAccounts, deposits } from '../../db/schema/index.js';

import { depositTestApp, Review } from '../../../test/deposit-fixtures.js';

const { ctx, certificate, formToken, depositRecord, balance } = depositTestApp();
let t: TestApp;
let finance: string;
let operations: string;
beforeAll(() => {
  ({ t, finance, operations } = ctx);
});

describe('bank-card deposits (thirdPartyRecharge!recharge)', () => {
  const card = '4111 1111 1111 1111';
  async function bankRecharge(token: string, overrides: Record<string, string> = {}) {
    return t.action('/api/thirdPartyRecharge!recharge.action', {
      token,
      session_token: await formToken(token),
      currency: 'USD',
      amount: '200.00',
      bankName: 'HSBC',
      bankCardNo: card,
      img: await certificate(token),
      ...overrides,
    });
  }
  const saveAccount = (token: string, overrides: Record<string, string> = {}) =>
    t.action('/admin/bankAccounts!save.action', {
      token,
      currency: 'usd',
      bankName: 'First Harbour Bank',
      accountName: 'Caravan Marketplace Ltd',
      accountNumber: 'GB29 NWBK 6016 1331 9268 19',
      swiftCode: 'fhbkgb2l',
      referencePrefix: 'crv',
      usdtPrice: '1',
      isOpen: '1',
      ...overrides,
    });
  const accounts = async (token: string) =>
    z
      .array(BankAccountVo)
      .parse((await t.action('/api/thirdPartyRecharge!bankAccounts.action', { token })).data);

  it('is not offered until finance sets up an account for the currency', async () => {
    const { token } = await createLoggedInUser(t);
    await t.db.delete(bankDepositAccounts);
    expect(await accounts(token)).toEqual([]);
    expect((await bankRecharge(token)).key).toBe('WALLET_NO_PAYMENT_METHOD');
  });

  it('is set up by finance only, audited, and shows buyers where to send the money', async () => {
    const { token, user } = await createLoggedInUser(t);
    expect((await saveAccount(operations)).key).toBe('COMMON_NO_PERMISSION');
    expect((await saveAccount(token)).code).toBe('403');
    const saved = await saveAccount(finance);
    expect(saved.code, saved.msg).toBe('0');
    expect(saved.data).toMatchObject({ currency: 'USD', swiftCode: 'FHBKGB2L', referencePrefix: 'CRV' });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, 'USD'))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(audit?.action).toMatch(/^wallet\.bank_account\.(create|update)$/);
    const [usd] = await accounts(token);
    expect(usd).toEqual({
      currency: 'USD',
      bankName: 'First Harbour Bank',
      accountName: 'Caravan Marketplace Ltd',
      accountNumber: 'GB29 NWBK 6016 1331 9268 19',
      swiftCode: 'FHBKGB2L',
      reference: `CRV-${user.usercode}`,
      usdtPrice: '1',
      min: '1.00',
      max: '1000000.00',
    });
    // Bad input changes nothing.
    for (const [field, value] of [
      ['currency', 'dollars'],
      ['usdtPrice', '-1'],
      ['usdtPrice', '0'],
      ['swiftCode', 'NOPE'],
      ['accountNumber', '12'],
      ['referencePrefix', 'has space'],
    ] as const) {
      const res = await saveAccount(finance, { [field]: value });
      expect(res.code, `${field}=${value}`).toBe('1');
    }
    expect((await accounts(token))[0]?.usdtPrice).toBe('1');
    // Closed: no longer offered.
    expect((await saveAccount(finance, { isOpen: '0' })).code).toBe('0');
    expect(await accounts(token)).toEqual([]);
    expect((await bankRecharge(token)).key).toBe('WALLET_NO_PAYMENT_METHOD');
    expect((await saveAccount(finance)).code).toBe('0');
  });

  it('takes the amount in the transfer’s currency and fixes its USDT value at today’s price', async () => {
    expect((await saveAccount(finance, { currency: 'PHP', usdtPrice: '57.14' })).code).toBe('0');
    const { token, user } = await createLoggedInUser(t);
    const res = await bankRecharge(token, { currency: 'php', amount: '5714.00' });
    expect(res.code, res.msg).toBe('0');
    const orderNo = (res.data as { order_no: string }).order_no;
    const record = await depositRecord(token, orderNo);
    expect(record).toMatchObject({
      fiat_currency: 'PHP',
      fiat_amount: '5714.00',
      amount: '100.00',
      reference: `CRV-${user.usercode}`,
    });
    // The price changes before finance confirms: the buyer still gets what was shown.
    expect((await saveAccount(finance, { currency: 'PHP', usdtPrice: '60' })).code).toBe('0');
    const item = Review.parse(
      (await t.action('/admin/deposits!list.action', { token: finance, state: 0, pageSize: 100 })).data,
    ).pageList.find((d) => d.order_no === orderNo);
    expect(item).toMatchObject({ fiat_currency: 'PHP', fiat_amount: '5714.00' });
    expect(
      (await t.action('/admin/deposits!confirm.action', { token: finance, id: item?.id ?? '' })).code,
    ).toBe('0');
    expect(await balance(token)).toBe(100);
    // 1.00 PHP is 0.01 USDT: below one deposit's minimum (1 USDT).
    expect((await bankRecharge(token, { currency: 'PHP', amount: '1.00' })).key).toBe(
      'WALLET_DEPOSIT_BELOW_MIN',
    );
    expect((await bankRecharge(token, { currency: 'EUR' })).key).toBe('WALLET_NO_PAYMENT_METHOD');
    expect((await bankRecharge(token, { currency: '' })).code).toBe('1');
  });

  it('keeps only the card’s last four digits: not in the database, the logs or any reply', async () => {
    expect((await saveAccount(finance)).code).toBe('0');
    const { token } = await createLoggedInUser(t);
    const res = await bankRecharge(token);
    expect(res.code).toBe('0');
    const orderNo = (res.data as { order_no: string }).order_no;
    expect(orderNo).toMatch(/^B\d{18}$/);
    const record = await depositRecord(token, orderNo);
    expect(record).toMatchObject({
      bank_name: 'HSBC',
      card_last4: '1111',
      coin: 'USDT',
      amount: '200.00',
      fiat_currency: 'USD',
      state: 0,
    });
    const full = '4111111111111111';
    const [row] = await t.db.select().from(deposits).where(eq(deposits.orderNo, orderNo));
    expect(JSON.stringify(row)).not.toContain(full);
    expect(t.logs.join('\n')).not.toContain(full);
    expect(t.logs.join('\n')).not.toMatch(/4111[+ ]1111|4111%201111/);
    // The request's line names the parameter, never its value (lib/redact.ts logUrl).
    expect(t.logs.join('\n')).toMatch(/thirdPartyRecharge!recharge\.action\?[^"]*\bbankCardNo\b(?!=)/);
    expect(JSON.stringify(record)).not.toContain(full);
    const review = Review.parse(
      (await t.action('/admin/deposits!list.action', { token: finance, state: 0, pageSize: 100 })).data,
    );
    const item = review.pageList.find((d) => d.order_no === orderNo);
    expect(JSON.stringify(item)).not.toContain(full);
    expect(
      (await t.action('/admin/deposits!confirm.action', { token: finance, id: item?.id ?? '' })).code,
    ).toBe('0');
    expect(await balance(token)).toBe(200);
    const log = (await t.action('/api/moneylog!list.action', { token })).data as {
      pageList: { remark: string }[];
    };
    expect(log.pageList[0]?.remark).toBe('200.00 USD · HSBC ****1111');
  });

  it('refuses a mistyped card number, a bad amount, or no certificate', async () => {
    expect((await saveAccount(finance)).code).toBe('0');
    const { token } = await createLoggedInUser(t);
    expect((await bankRecharge(token, { bankCardNo: '4111 1111 1111 1112' })).key).toBe(
      'WALLET_CARD_NUMBER_INVALID',
    );
    expect((await bankRecharge(token, { bankCardNo: '1234' })).key).toBe('WALLET_CARD_NUMBER_INVALID');
    expect((await bankRecharge(token, { bankCardNo: 'abcd efgh ijkl mnop' })).key).toBe(
      'WALLET_CARD_NUMBER_INVALID',
    );
    expect((await bankRecharge(token, { amount: '0.50' })).key).toBe('WALLET_DEPOSIT_BELOW_MIN');
    expect((await bankRecharge(token, { amount: '12.345' })).key).toBe('WALLET_AMOUNT_INVALID');
    expect((await bankRecharge(token, { img: '' })).key).toBe('WALLET_CERTIFICATE_REQUIRED');
    expect((await bankRecharge(token, { bankName: '' })).key).toBe('COMMON_PARAM_MISSING');
  });
});
