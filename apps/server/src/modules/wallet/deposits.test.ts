import { AdminDepositVo, BankAccountVo, legacyPage, paged, RechargeRecordVo } from '@caravan/contract';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createLoggedInOperator, createLoggedInUser } from '../../../test/factories.js';
import { expectIdChecked } from '../../../test/id-checks.js';
import { multipart } from '../../../test/multipart.js';
import { onPostgres } from '../../../test/test-db.js';
import { z } from 'zod';
import {
  auditLog,
  bankDepositAccounts,
  coinRates,
  depositChannels,
  deposits,
} from '../../db/schema/index.js';

let t: TestApp;
let finance: string;
let operations: string;
const Records = legacyPage(RechargeRecordVo);
const Review = paged(AdminDepositVo);

const operatorToken = async (role: 'finance' | 'operations') => (await createLoggedInOperator(t, role)).token;

/**
 * Uploads a certificate image and returns the URL; its colour (random unless given) makes its bytes
 * unique.
 */
async function certificate(
  token: string,
  colour = `#${Math.floor(Math.random() * 0xffffff)
    .toString(16)
    .padStart(6, '0')}`,
) {
  const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const body = multipart(png, { moduleName: 'certificate' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploadimg!execute.action',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
  return (res.json() as { data: string }).data;
}

async function formToken(token: string) {
  return (
    (await t.action('/api/rechargeBlockchain!recharge_open.action', { token })).data as {
      session_token: string;
    }
  ).session_token;
}

/** A deposit request as the recharge page sends it; `overrides` change or drop (undefined) fields. */
async function recharge(token: string, overrides: Record<string, string | number | undefined> = {}) {
  const params: Record<string, string | number | undefined> = {
    token,
    session_token: await formToken(token),
    coin: 'USDT',
    blockchain_name: 'TRC20',
    amount: '150.50',
    from: 'TXyz1234567890abcdefghijkLMNOPqrs',
    img: await certificate(token),
    ...overrides,
  };
  const defined = Object.fromEntries(
    Object.entries(params).filter((e): e is [string, string | number] => e[1] !== undefined),
  );
  return t.action('/api/rechargeBlockchain!recharge.action', defined);
}

/** One of the buyer's deposits, as the buyer reads it. */
const depositRecord = async (token: string, orderNo: string) =>
  RechargeRecordVo.parse(
    (await t.action('/api/rechargeBlockchain!get.action', { token, order_no: orderNo })).data,
  );

const balance = async (token: string) =>
  ((await t.action('/api/wallet!getUsdt.action', { token })).data as { money: number }).money;

beforeAll(async () => {
  t = await buildTestApp();
  await t.db.insert(depositChannels).values([
    {
      coin: 'USDT',
      network: 'TRC20',
      address: 'TPlatformTrc20Address000000000001',
      minAmount: '1',
      maxAmount: '50000',
    },
    {
      coin: 'USDT',
      network: 'ERC20',
      address: '0xPlatformErc20',
      minAmount: '10',
      maxAmount: '50000',
      isOpen: false,
    },
    { coin: 'ETH', network: 'ERC20', address: '0xPlatformEth', minAmount: '0.001', maxAmount: '100' },
    { coin: 'BTC', network: 'BTC', address: 'bc1platform', minAmount: '0.0001', maxAmount: '10' },
  ]);
  await t.db.insert(coinRates).values({ coin: 'ETH', rate: '3000.5' });
  finance = await operatorToken('finance');
  operations = await operatorToken('operations');
});

describe('deposit configuration for buyers', () => {
  it('lists the open channels of a coin, the USDT bounds and the coin prices', async () => {
    const { token } = await createLoggedInUser(t);
    expect((await t.action('/api/channelBlockchain!list.action', { coin: 'usdt' })).data).toEqual([
      {
        coin: 'USDT',
        blockchain_name: 'TRC20',
        address: 'TPlatformTrc20Address000000000001',
        min: '1',
        max: '50000',
      },
    ]);
    expect((await t.action('/api/rechargeBlockchain!rechargeLimitConfig.action', { token })).data).toEqual({
      rechargeAmountMin: 1,
      rechargeAmountMax: 1000000,
    });
    expect((await t.action('/api/rechargeBlockchain!fee.action', { symbol: 'ETH' })).data).toEqual({
      price: 3000.5,
    });
    expect((await t.action('/api/rechargeBlockchain!fee.action', { symbol: 'USDT' })).data).toEqual({
      price: 1,
    });
    expect((await t.action('/api/rechargeBlockchain!fee.action', { symbol: 'BTC' })).data).toEqual({
      price: null,
    });
    expect((await t.action('/api/rechargeBlockchain!fee.action', { symbol: 'DOGE' })).key).toBe(
      'COMMON_PARAM_INVALID',
    );
  });
});

describe('rechargeBlockchain!recharge', () => {
  it('records a pending deposit the buyer can list and open; nothing is credited yet', async () => {
    const { token } = await createLoggedInUser(t);
    const res = await recharge(token, { tx: '0xabc123' });
    expect(res.code).toBe('0');
    const orderNo = (res.data as { order_no: string }).order_no;
    expect(orderNo).toMatch(/^R\d{8}\d{10}$/);
    const list = Records.parse((await t.action('/api/rechargeBlockchain!list.action', { token })).data);
    expect(list).toMatchObject({ pageSize: 10, thisPageNumber: 1, totalElements: 1 });
    expect(list.elements[0]).toMatchObject({
      order_no: orderNo,
      amount: '150.50',
      volume: '.00',
      coin: 'USDT',
      coin_blockchain: 'USDT_TRC20',
      fee: 0,
      state: 0,
      tx: '0xabc123',
      channel_address: 'TPlatformTrc20Address000000000001',
    });
    const one = await depositRecord(token, orderNo);
    expect(one.order_no).toBe(orderNo);
    expect(await balance(token)).toBe(0);
  });

  it('uses the one-time form token once', async () => {
    const { token } = await createLoggedInUser(t);
    const sessionToken = await formToken(token);
    expect((await recharge(token, { session_token: sessionToken })).code).toBe('0');
    expect((await recharge(token, { session_token: sessionToken })).key).toBe('COMMON_DUPLICATE_SUBMISSION');
    const other = await createLoggedInUser(t);
    // Another user's token is no token at all.
    expect((await recharge(token, { session_token: await formToken(other.token) })).key).toBe(
      'COMMON_DUPLICATE_SUBMISSION',
    );
  });

  it('refuses every bad request with a clear error and records nothing', async () => {
    const { user, token } = await createLoggedInUser(t);
    const other = await createLoggedInUser(t);
    const cases: [Record<string, string | number | undefined>, string][] = [
      [{ amount: '0.99' }, 'WALLET_DEPOSIT_BELOW_MIN'],
      [{ amount: '0' }, 'WALLET_AMOUNT_INVALID'],
      [{ amount: '-5' }, 'WALLET_AMOUNT_INVALID'],
      [{ amount: '10.123' }, 'WALLET_AMOUNT_INVALID'],
      [{ amount: 'ten' }, 'WALLET_AMOUNT_INVALID'],
      [{ amount: '50000.01' }, 'WALLET_DEPOSIT_ABOVE_MAX'],
      [{ amount: undefined }, 'COMMON_PARAM_MISSING'],
      [{ from: undefined }, 'COMMON_PARAM_MISSING'],
      [{ coin: undefined }, 'COMMON_PARAM_MISSING'],
      [{ coin: 'DOGE' }, 'COMMON_PARAM_INVALID'],
      [{ blockchain_name: 'SOL' }, 'WALLET_CHAIN_INVALID'],
      [{ blockchain_name: 'ERC20' }, 'WALLET_CHANNEL_CLOSED'],
      [{ coin: 'BTC', blockchain_name: 'BTC', amount: '0.001' }, 'WALLET_RATE_MISSING'],
      [{ img: undefined }, 'WALLET_CERTIFICATE_REQUIRED'],
      [{ img: '/uploads/images/not-private.webp' }, 'WALLET_CERTIFICATE_REQUIRED'],
      [{ img: await certificate(other.token, '#f00') }, 'WALLET_CERTIFICATE_REQUIRED'],
      [{ session_token: 'forged' }, 'COMMON_DUPLICATE_SUBMISSION'],
      [{ from: 'x'.repeat(200) }, 'COMMON_PARAM_TOO_LONG'],
    ];
    for (const [overrides, key] of cases) {
      const res = await recharge(token, overrides);
      expect({ overrides, key: res.key }).toEqual({ overrides, key });
      expect(res.status).toBeLessThan(500);
    }
    expect(await t.db.select().from(deposits).where(eq(deposits.userId, user.id))).toEqual([]);
    expect((await t.action('/api/rechargeBlockchain!recharge.action')).code).toBe('403');
  });

  it('keeps each buyer to their own deposits', async () => {
    const a = await createLoggedInUser(t);
    const b = await createLoggedInUser(t);
    const orderNo = ((await recharge(a.token)).data as { order_no: string }).order_no;
    expect(
      (await t.action('/api/rechargeBlockchain!get.action', { token: b.token, order_no: orderNo })).key,
    ).toBe('COMMON_NOT_FOUND');
    expect(
      Records.parse((await t.action('/api/rechargeBlockchain!list.action', { token: b.token })).data)
        .totalElements,
    ).toBe(0);
  });
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
    expect(t.logs.join('\n')).toContain('bankCardNo=[redacted]');
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

describe('the payment certificate is private', () => {
  it('is served to its owner and to finance, and to nobody else', async () => {
    const owner = await createLoggedInUser(t);
    const stranger = await createLoggedInUser(t);
    const url = await certificate(owner.token, '#123');
    expect(url).toMatch(/^\/api\/privateFile!get\.action\?id=[0-9a-f-]{36}$/);
    const get = (token?: string) =>
      t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
    const mine = await get(owner.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/webp');
    expect(mine.headers['cache-control']).toContain('no-store');
    expect((await get(finance)).statusCode).toBe(200);
    expect((await get(stranger.token)).json()).toMatchObject({ key: 'COMMON_NOT_FOUND' });
    expect((await get(operations)).json()).toMatchObject({ key: 'COMMON_NOT_FOUND' });
    expect((await get()).json()).toMatchObject({ code: '403' });
    // Not in the public uploads folder.
    const id = url.split('=')[1];
    expect((await t.app.inject({ method: 'GET', url: `/uploads/certificates/${id}.webp` })).statusCode).toBe(
      404,
    );
  });
});

describe('finance review', () => {
  it('confirms a deposit: the wallet is credited once, at the rate in force, and it is audited', async () => {
    const { token } = await createLoggedInUser(t);
    const orderNo = (
      (await recharge(token, { coin: 'ETH', blockchain_name: 'ERC20', amount: '0.0105' })).data as {
        order_no: string;
      }
    ).order_no;
    const pending = Review.parse(
      (await t.action('/admin/deposits!list.action', { token: finance, state: 0 })).data,
    );
    const item = pending.pageList.find((d) => d.order_no === orderNo);
    expect(item).toMatchObject({ state: 0, method: 'crypto', coin: 'ETH', amount: '.0105' });
    // The operator changes the rate before confirming: the new one applies.
    await t.db.update(coinRates).set({ rate: '3100' }).where(eq(coinRates.coin, 'ETH'));
    const confirmed = await t.action('/admin/deposits!confirm.action', {
      token: finance,
      id: item?.id ?? '',
    });
    expect(confirmed.data).toMatchObject({ state: 1, volume: '32.55', rate: '3100.00000000' });
    expect(await balance(token)).toBe(32.55);
    const again = await t.action('/admin/deposits!confirm.action', { token: finance, id: item?.id ?? '' });
    expect(again.key).toBe('WALLET_ALREADY_DECIDED');
    expect(await balance(token)).toBe(32.55);
    const records = (await t.action('/api/moneylog!list.action', { token })).data as { pageList: unknown[] };
    expect(records.pageList).toMatchObject([
      { type: 'deposit', amount: 32.55, orderNo, remark: 'ETH ERC20' },
    ]);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, orderNo));
    expect(audit).toMatchObject({ action: 'wallet.deposit.confirm' });
    await t.db.update(coinRates).set({ rate: '3000.5' }).where(eq(coinRates.coin, 'ETH'));
  });

  it('rejects with a reason the buyer sees; nothing is credited', async () => {
    const { token } = await createLoggedInUser(t);
    const orderNo = ((await recharge(token)).data as { order_no: string }).order_no;
    const [row] = await t.db.select().from(deposits).where(eq(deposits.orderNo, orderNo));
    expect((await t.action('/admin/deposits!reject.action', { token: finance, id: row?.id ?? '' })).key).toBe(
      'COMMON_PARAM_MISSING',
    );
    const rejected = await t.action('/admin/deposits!reject.action', {
      token: finance,
      id: row?.id ?? '',
      reason: 'No payment arrived at the address',
    });
    expect(rejected.data).toMatchObject({ state: 2, reason: 'No payment arrived at the address' });
    expect(
      (await t.action('/api/rechargeBlockchain!get.action', { token, order_no: orderNo })).data,
    ).toMatchObject({ state: 2, reason: 'No payment arrived at the address' });
    expect(
      (await t.action('/admin/deposits!confirm.action', { token: finance, id: row?.id ?? '' })).key,
    ).toBe('WALLET_ALREADY_DECIDED');
    expect(await balance(token)).toBe(0);
  });

  it('flags a certificate image or transaction hash another deposit already used', async () => {
    const a = await createLoggedInUser(t);
    const b = await createLoggedInUser(t);
    await recharge(a.token, { img: await certificate(a.token, '#abcdef'), tx: '0xsamehash' });
    const second = (
      (await recharge(b.token, { img: await certificate(b.token, '#abcdef') })).data as { order_no: string }
    ).order_no;
    const third = ((await recharge(b.token, { tx: '0xsamehash' })).data as { order_no: string }).order_no;
    const list = Review.parse(
      (await t.action('/admin/deposits!list.action', { token: finance, state: 0, pageSize: 100 })).data,
    );
    expect(list.pageList.find((d) => d.order_no === second)?.duplicates).toHaveLength(1);
    expect(list.pageList.find((d) => d.order_no === second)?.duplicates[0]?.sameUser).toBe(false);
    expect(list.pageList.find((d) => d.order_no === third)?.duplicates).toHaveLength(1);
  });

  it('is for finance only, and refuses bad ids', async () => {
    expect((await t.action('/admin/deposits!list.action', { token: operations })).key).toBe(
      'COMMON_NO_PERMISSION',
    );
    const { token } = await createLoggedInUser(t);
    expect((await t.action('/admin/deposits!list.action', { token })).code).not.toBe('0');
    await expectIdChecked(t, '/admin/deposits!confirm.action', { token: finance });
  });
});

// Only a real server runs statements concurrently (PGlite runs one at a time).
describe.runIf(onPostgres())('confirmation under concurrency (PostgreSQL)', () => {
  it('40 concurrent confirmations of one deposit credit it once', async () => {
    const { token } = await createLoggedInUser(t);
    const orderNo = ((await recharge(token, { amount: '77.70' })).data as { order_no: string }).order_no;
    const [row] = await t.db.select().from(deposits).where(eq(deposits.orderNo, orderNo));
    const results = await Promise.all(
      Array.from({ length: 40 }, () =>
        t.action('/admin/deposits!confirm.action', { token: finance, id: row?.id ?? '' }),
      ),
    );
    expect(results.filter((r) => r.code === '0')).toHaveLength(1);
    expect(results.filter((r) => r.key === 'WALLET_ALREADY_DECIDED')).toHaveLength(39);
    expect(await balance(token)).toBe(77.7);
  }, 60_000);
});
