import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createLoggedInUser } from '../../../test/factories.js';
import { setSystemParams } from '../../../test/system-params.js';
import { fund } from '../../../test/order-fixtures.js';
import { coinRates } from '../../db/schema/index.js';
import { hashPassword } from '../account/passwords.js';

// What old clients send to bind an address and withdraw (contract §1.2, §1.9; issue 50), with their
// own parameter names and transport (every parameter in the query string of a POST with no body:
// TestApp.action), and the EIP-55 rule for every Ethereum address bound.

let t: TestApp;
let safewordHash: string;
const TRC20 = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
// EIP-55's test vectors (eips.ethereum.org/EIPS/eip-55): all caps, all lower, normal.
const EIP55_VECTORS = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];
const ETH = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
/** One letter's case flipped: the form is right, the checksum is not. */
const WRONG_CHECKSUM = '0xFB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
const ZERO = `0x${'0'.repeat(40)}`;

const setParam = (code: string, value: string) => setSystemParams(t.db, { [code]: value });

/** A buyer with a fund password (123456) and `funds` USDT. */
async function buyer(funds = '0') {
  const { user, token } = await createLoggedInUser(t, { safewordHash });
  await fund(t, user.id, funds);
  return { user, token };
}

const bind = (token: string, params: Record<string, string>) =>
  t.action('/api/user!bindWithdrawAddress.action', { token, safeword: '123456', ...params });
const open = async (token: string) =>
  (await t.action('/api/withdraw!withdraw_open.action', { token })).data as {
    session_token: string;
    existWithdrawAddress: string;
  };
const rechargeToken = async (token: string) =>
  (
    (await t.action('/api/rechargeBlockchain!recharge_open.action', { token })).data as {
      session_token: string;
    }
  ).session_token;

beforeAll(async () => {
  t = await buildTestApp();
  safewordHash = await hashPassword('123456');
});

beforeEach(async () => {
  await setParam('withdrawal_time', '00:00-24:00');
  await setParam('withdraw_daily_count', '10');
  await setParam('withdraw_fee', 'fixed:1');
  await setParam('can_withdraw', '1');
  for (const [coin, rate] of [
    ['BTC', '60000'],
    ['ETH', '3000'],
  ] as const) {
    await t.db
      .insert(coinRates)
      .values({ coin, rate, updatedAt: t.clock.now() })
      .onConflictDoUpdate({ target: coinRates.coin, set: { rate } });
  }
});

describe('old clients’ withdrawal calls', () => {
  it('bind with the original channel_address, and withdraw_open gives the bound address', async () => {
    expect((await t.action('/api/user!bindWithdrawAddress.action', { channel_address: TRC20 })).code).toBe(
      '403',
    );
    expect((await t.action('/api/withdraw!withdraw_open.action')).code).toBe('403');
    const { token } = await buyer();
    expect((await open(token)).existWithdrawAddress).toBe('');
    expect((await bind(token, { blockchain_name: 'TRC20', channel_address: TRC20 })).code).toBe('0');
    const form = await open(token);
    expect(form).toMatchObject({ existWithdrawAddress: TRC20, address: TRC20, chainName: 'TRC20' });
  });

  it('refuse an address named twice differently, and a bind that names none', async () => {
    const { token } = await buyer();
    const twice = await bind(token, { blockchain_name: 'TRC20', address: TRC20, channel_address: ETH });
    expect(twice).toMatchObject({ key: 'COMMON_PARAM_INVALID', params: { field: 'channel_address' } });
    const none = await bind(token, { blockchain_name: 'TRC20' });
    expect(none).toMatchObject({ key: 'COMMON_PARAM_MISSING', params: { field: 'address' } });
    expect(
      (await bind(token, { blockchain_name: 'TRC20', address: TRC20, channel_address: TRC20 })).code,
    ).toBe('0');
  });

  it('answer withdraw!fee’s fee as a number, in the channel’s coin or as the rate', async () => {
    const fee = async (channel: string) =>
      ((await t.action('/api/withdraw!fee.action', { channel })).data as { fee: unknown }).fee;
    expect(await fee('USDT')).toBe(1);
    expect(await fee('bank')).toBe(1);
    // 1 USDT at 60000 USDT a bitcoin, rounded up to a satoshi.
    expect(await fee('BTC')).toBe(0.00001667);
    await setParam('withdraw_fee', 'rate:0.015');
    expect(await fee('ETH')).toBe(0.015);
  });

  it('withdraw with the token of rechargeBlockchain!recharge_open, once', async () => {
    expect((await t.action('/api/withdraw!apply.action', { amount: '40' })).code).toBe('403');
    const { token } = await buyer('100');
    expect((await bind(token, { blockchain_name: 'TRC20', channel_address: TRC20 })).code).toBe('0');
    const formToken = await rechargeToken(token);
    const apply = (sessionToken: string) =>
      t.action('/api/withdraw!apply.action', {
        token,
        session_token: sessionToken,
        safeword: '123456',
        amount: '20',
        channel: 'USDT',
        from: TRC20,
      });
    const first = await apply(formToken);
    expect(first.code).toBe('0');
    // The token is spent: its form submits once (checked before the pending withdrawal is).
    const again = await apply(formToken);
    expect(again.key).toBe('COMMON_DUPLICATE_SUBMISSION');
    // Another user's recharge token is not this user's.
    const other = await buyer();
    expect((await apply(await rechargeToken(other.token))).key).toBe('COMMON_DUPLICATE_SUBMISSION');
  });
});

describe('withdraw!apply’s params, checked by the contract', () => {
  it('answers with the error the server always gave, and its parameters', async () => {
    const { token } = await buyer('100');
    const apply = async (params: Record<string, string>) =>
      t.action('/api/withdraw!apply.action', {
        token,
        session_token: await rechargeToken(token),
        safeword: '123456',
        amount: '20',
        channel: 'bank',
        bankName: 'HSBC',
        bankUserName: 'Li Wei',
        bankCardNo: '6222020200112233445',
        ...params,
      });
    expect(await apply({ amount: '20.001' })).toMatchObject({
      key: 'WALLET_AMOUNT_INVALID',
      params: { decimals: 2 },
    });
    expect(await apply({ bankName: ' ' })).toMatchObject({
      key: 'COMMON_PARAM_MISSING',
      params: { field: 'bankName' },
    });
    expect(await apply({ bankUserName: '' })).toMatchObject({
      key: 'COMMON_PARAM_MISSING',
      params: { field: 'bankUserName' },
    });
    expect(await apply({ bankCardNo: '' })).toMatchObject({ key: 'WALLET_BANK_ACCOUNT_INVALID' });
  });
});

describe('an Ethereum address must carry its EIP-55 checksum', () => {
  it.each(EIP55_VECTORS)(
    'binds the EIP-55 vector %s without a confirmation, and not with one letter in the wrong case',
    async (address) => {
      const { token } = await buyer();
      const i = [...address].findIndex((c, k) => k >= 2 && /[a-f]/i.test(c));
      const c = address.charAt(i);
      const flipped = `${address.slice(0, i)}${c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()}${address.slice(i + 1)}`;
      expect((await bind(token, { coin: 'ETH', blockchain_name: 'ERC20', address: flipped })).key).toBe(
        'WALLET_ADDRESS_CHECKSUM_WRONG',
      );
      expect((await bind(token, { coin: 'ETH', blockchain_name: 'ERC20', address })).code).toBe('0');
    },
  );

  it('refuses a mixed-case address whose checksum fails, with a clear error even when confirmed', async () => {
    const { token } = await buyer();
    for (const params of [
      { coin: 'ETH', blockchain_name: 'ERC20', address: WRONG_CHECKSUM },
      { coin: 'ETH', blockchain_name: 'ERC20', channel_address: WRONG_CHECKSUM, confirmNoChecksum: '1' },
      { blockchain_name: 'ERC20', address: WRONG_CHECKSUM },
    ] as Record<string, string>[]) {
      const res = await bind(token, params);
      expect(res).toMatchObject({ code: '1', key: 'WALLET_ADDRESS_CHECKSUM_WRONG' });
      expect(res.msg).toMatch(/checksum/);
    }
  });

  it('refuses an all lower or all upper case address as having no checksum, unless confirmed', async () => {
    const lower = ETH.toLowerCase();
    const upper = `0x${ETH.slice(2).toUpperCase()}`;
    const { token } = await buyer();
    for (const address of [lower, upper]) {
      const res = await bind(token, { coin: 'ETH', blockchain_name: 'ERC20', address, lang: 'ar' });
      expect(res).toMatchObject({ code: '1', key: 'WALLET_ADDRESS_NO_CHECKSUM' });
      expect(res.msg).toContain('Ethereum');
      expect(res.msg).toMatch(/[\u0600-\u06ff]/);
      // An old client that cannot confirm sends no confirmation, or says no.
      const no = await bind(token, {
        blockchain_name: 'ERC20',
        channel_address: address,
        confirmNoChecksum: '0',
      });
      expect(no.key).toBe('WALLET_ADDRESS_NO_CHECKSUM');
    }
    expect(
      (await bind(token, { coin: 'ETH', blockchain_name: 'ERC20', address: lower, confirmNoChecksum: '1' }))
        .code,
    ).toBe('0');
    const second = await buyer();
    expect(
      (await bind(second.token, { blockchain_name: 'ERC20', address: upper, confirmNoChecksum: 'true' }))
        .code,
    ).toBe('0');
    expect((await open(second.token)).existWithdrawAddress).toBe(upper);
  });

  it('always refuses the zero address, for ETH and for USDT on ERC20', async () => {
    const { token } = await buyer();
    for (const params of [
      { coin: 'ETH', blockchain_name: 'ERC20', address: ZERO },
      { coin: 'ETH', blockchain_name: 'ERC20', address: ZERO, confirmNoChecksum: '1' },
      { blockchain_name: 'ERC20', channel_address: ZERO, confirmNoChecksum: '1' },
    ] as Record<string, string>[]) {
      expect(await bind(token, params)).toMatchObject({ code: '1', key: 'WALLET_ADDRESS_ZERO' });
    }
    // Nothing was bound: the user's own address still can be.
    expect((await bind(token, { coin: 'ETH', blockchain_name: 'ERC20', address: ETH })).code).toBe('0');
  });
});
