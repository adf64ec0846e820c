import { AdminWithdrawalVo, legacyPage, paged, WithdrawRecordVo } from '@caravan/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createLoggedInOperator, createLoggedInUser } from '../../../test/factories.js';
import { setSystemParams } from '../../../test/system-params.js';
import { fund } from '../../../test/order-fixtures.js';
import { applyForWithdrawal, openWithdrawalForm } from '../../../test/withdrawal-fixtures.js';
import { coinRates, withdrawals } from '../../db/schema/index.js';
import { amount } from '../../lib/money.js';
import { hashPassword } from '../account/passwords.js';
import { balanceOf } from './ledger.js';
import { coinSplitOf } from './withdrawals.service.js';

// BTC and ETH withdrawals (ADR 017): one bound address per coin, checked with its checksum; the
// USDT amount held, its coin figures fixed at the rate in force, the fee taken in the coin.

let t: TestApp;
let finance: string;
let safewordHash: string;
const BTC = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const ETH = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
const TRC20 = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const Records = legacyPage(WithdrawRecordVo);
const AdminList = paged(AdminWithdrawalVo);

const setParam = (code: string, value: string) => setSystemParams(t.db, { [code]: value });

async function setRate(coin: 'BTC' | 'ETH', rate: string) {
  await t.db
    .insert(coinRates)
    .values({ coin, rate, updatedAt: t.clock.now() })
    .onConflictDoUpdate({ target: coinRates.coin, set: { rate } });
}

/** A buyer with a fund password (123456), `funds` USDT and the addresses of `bind`. */
async function buyer(funds: string, bind: Record<string, string>[] = []) {
  const { user, token } = await createLoggedInUser(t, { safewordHash });
  await fund(t, user.id, funds);
  for (const params of bind) expect((await bindAddress(token, params)).code).toBe('0');
  return { user, token };
}

const bindAddress = (token: string, params: Record<string, string>) =>
  t.action('/api/user!bindWithdrawAddress.action', { token, safeword: '123456', ...params });
const BIND_BTC = { blockchain_name: 'BTC', address: BTC };
const BIND_ETH = { coin: 'eth', blockchain_name: 'ERC20', address: ETH };

const apply = (token: string, overrides: Record<string, string> = {}) =>
  applyForWithdrawal(t, token, { channel: 'BTC', ...overrides });

const wallet = async (userId: string) => (await balanceOf(t.db, { kind: 'wallet', userId })).toFixed(2);
const held = async (userId: string) =>
  (await balanceOf(t.db, { kind: 'withdrawal_hold', userId })).toFixed(2);
const pendingOf = async (orderNo: string) =>
  AdminList.parse(
    (await t.action('/admin/withdrawals!list.action', { token: finance, state: 0, pageSize: 100 })).data,
  ).pageList.find((w) => w.order_no === orderNo);

beforeAll(async () => {
  t = await buildTestApp();
  safewordHash = await hashPassword('123456');
  finance = (await createLoggedInOperator(t, 'finance')).token;
});

beforeEach(async () => {
  await setParam('withdrawal_time', '00:00-24:00');
  await setParam('withdraw_daily_count', '3');
  await setParam('withdraw_fee', 'fixed:1');
  await setParam('can_withdraw', '1');
  await setRate('BTC', '60000');
  await setRate('ETH', '3000');
});

describe('binding a BTC or ETH address', () => {
  it('needs a login', async () => {
    expect((await t.action('/api/user!bindWithdrawAddress.action', BIND_BTC)).code).toBe('403');
    expect((await t.action('/api/withdraw!apply.action', { amount: '40', channel: 'BTC' })).code).toBe('403');
  });

  it('binds one address per coin, each checked with its checksum, and lists them all', async () => {
    const { token } = await buyer('0', [{ blockchain_name: 'TRC20', address: TRC20 }]);
    const refusals: [Record<string, string>, string][] = [
      [
        { blockchain_name: 'BTC', address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5' },
        'WALLET_ADDRESS_INVALID',
      ],
      [{ blockchain_name: 'BTC', address: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3' }, 'WALLET_ADDRESS_INVALID'],
      [{ blockchain_name: 'BTC', address: ETH }, 'WALLET_ADDRESS_INVALID'],
      // EIP-55: one letter in the wrong case.
      [
        { ...BIND_ETH, address: '0xFB6916095ca1df60bB79Ce92cE3Ea74c37c5d359' },
        'WALLET_ADDRESS_CHECKSUM_WRONG',
      ],
      [{ coin: 'BTC', blockchain_name: 'TRC20', address: TRC20 }, 'WALLET_CHAIN_INVALID'],
      [{ coin: 'ETH', blockchain_name: 'BTC', address: BTC }, 'WALLET_CHAIN_INVALID'],
      [{ ...BIND_BTC, safeword: '000000' }, 'AUTH_SAFEWORD_WRONG'],
    ];
    for (const [params, key] of refusals) {
      expect({ params, key: (await bindAddress(token, params)).key }).toEqual({ params, key });
    }
    expect((await bindAddress(token, BIND_BTC)).code).toBe('0');
    expect((await bindAddress(token, BIND_ETH)).code).toBe('0');
    // Only one per coin: not a second BTC address, nor a second USDT one.
    expect(
      (await bindAddress(token, { ...BIND_BTC, address: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy' })).key,
    ).toBe('WALLET_ADDRESS_ALREADY_BOUND');
    expect((await bindAddress(token, { blockchain_name: 'ERC20', address: ETH })).key).toBe(
      'WALLET_ADDRESS_ALREADY_BOUND',
    );
    expect((await t.action('/api/withdraw!withdraw_open.action', { token })).data).toMatchObject({
      coinType: 'USDT',
      chainName: 'TRC20',
      address: TRC20,
      addresses: [
        { coin: 'USDT', blockchain_name: 'TRC20', address: TRC20 },
        { coin: 'BTC', blockchain_name: 'BTC', address: BTC },
        { coin: 'ETH', blockchain_name: 'ERC20', address: ETH },
      ],
    });
  });

  it('takes an ETH address without a checksum (all lower case) only once the user confirms it', async () => {
    const { token } = await buyer('0');
    const lower = { ...BIND_ETH, address: ETH.toLowerCase() };
    expect((await bindAddress(token, lower)).key).toBe('WALLET_ADDRESS_NO_CHECKSUM');
    expect((await bindAddress(token, { ...lower, confirmNoChecksum: '1' })).code).toBe('0');
  });
});

describe('withdraw!fee for a coin', () => {
  it('answers a fixed fee in the coin (rounded up) with the rate, and a rate fee as it is', async () => {
    expect((await t.action('/api/withdraw!fee.action', { channel: 'btc' })).data).toEqual({
      withdraw_fee_type: 'fixed',
      fee: 0.00001667,
      coin: 'BTC',
      feeUsdt: '1',
      rate: '60000',
    });
    await setParam('withdraw_fee', 'rate:0.015');
    expect((await t.action('/api/withdraw!fee.action', { channel: 'ETH' })).data).toEqual({
      withdraw_fee_type: 'rate',
      fee: 0.015,
      coin: 'ETH',
      feeUsdt: '0.015',
      rate: '3000',
    });
    expect((await t.action('/api/withdraw!fee.action', { channel: 'DOGE' })).key).toBe(
      'COMMON_PARAM_INVALID',
    );
  });
});

describe('withdraw!apply in BTC and ETH', () => {
  it('holds the USDT, fixes the coin figures at the rate, and finance sees and pays them', async () => {
    const { user, token } = await buyer('100.00', [BIND_BTC]);
    const res = await apply(token, { amount: '40.00', rate: '60000' });
    expect(res.code).toBe('0');
    const orderNo = (res.data as { order_no: string }).order_no;
    expect(await wallet(user.id)).toBe('60.00');
    expect(await held(user.id)).toBe('40.00');
    // 40 / 60000 = 0.000666666… → 0.00066666 (down); 1 / 60000 = 0.0000166… → 0.00001667 (up).
    const expected = {
      amount: 40,
      fee: 1,
      volume: 39,
      coin: 'BTC',
      coin_blockchain: 'BTC_BTC',
      coin_amount: '0.00066666',
      coin_fee: '0.00001667',
      coin_volume: '0.00064999',
      rate: '60000',
      to: BTC,
      state: 0,
    };
    const list = Records.parse((await t.action('/api/withdraw!list.action', { token })).data);
    expect(list.elements[0]).toMatchObject(expected);
    const [row] = await t.db.select().from(withdrawals).where(eq(withdrawals.orderNo, orderNo));
    expect(row).toMatchObject({
      coinAmount: '0.0006666600',
      coinFee: '0.0000166700',
      rate: '60000.00000000',
    });
    const pending = await pendingOf(orderNo);
    expect(pending).toMatchObject(expected);
    // A rate changed afterwards does not change a request already made.
    await setRate('BTC', '65000');
    const paid = await t.action('/admin/withdrawals!pay.action', {
      token: finance,
      id: pending?.id ?? '',
      tx: 'btc-payout-1',
    });
    expect(paid.data).toMatchObject({ ...expected, state: 1, tx: 'btc-payout-1' });
    expect(await held(user.id)).toBe('0.00');
    expect(await wallet(user.id)).toBe('60.00');
  });

  it('an ETH withdrawal with a rate fee; a rejection returns exactly the USDT held', async () => {
    await setParam('withdraw_fee', 'rate:0.015');
    const { user, token } = await buyer('100.00', [BIND_ETH]);
    const res = await apply(token, { amount: '33.33', channel: 'eth' });
    expect(res.code).toBe('0');
    const orderNo = (res.data as { order_no: string }).order_no;
    // Fee 33.33 × 1.5 % = 0.49995 → 0.50 USDT; in ETH 0.5 / 3000 = 0.000166… → 0.00016667.
    const pending = await pendingOf(orderNo);
    expect(pending).toMatchObject({
      amount: 33.33,
      fee: 0.5,
      volume: 32.83,
      coin: 'ETH',
      coin_blockchain: 'ETH_ERC20',
      coin_amount: '0.01111000',
      coin_fee: '0.00016667',
      coin_volume: '0.01094333',
      rate: '3000',
      to: ETH,
    });
    await t.action('/admin/withdrawals!reject.action', {
      token: finance,
      id: pending?.id ?? '',
      reason: 'No',
    });
    expect(await wallet(user.id)).toBe('100.00');
    expect(await held(user.id)).toBe('0.00');
  });

  it('refuses a request made at a rate the buyer was not shown, and holds nothing', async () => {
    const { user, token } = await buyer('100.00', [BIND_BTC]);
    await setRate('BTC', '61000.5');
    expect(await apply(token, { rate: '60000' })).toMatchObject({
      key: 'WALLET_RATE_CHANGED',
      params: { coin: 'BTC', rate: '61000.5' },
    });
    expect(await wallet(user.id)).toBe('100.00');
    expect((await apply(token, { rate: '61000.50' })).code).toBe('0');
  });

  it('refuses every rule break with a clear error and holds nothing', async () => {
    const { user, token } = await buyer('100.00', [BIND_BTC, { blockchain_name: 'TRC20', address: TRC20 }]);
    const cases: [Record<string, string>, string][] = [
      [{ channel: 'ETH' }, 'WALLET_ADDRESS_REQUIRED'],
      [{ from: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy' }, 'WALLET_ADDRESS_ALREADY_BOUND'],
      [{ amount: '9.99' }, 'WALLET_WITHDRAW_BELOW_MIN'],
      [{ amount: '50000.01' }, 'WALLET_WITHDRAW_ABOVE_MAX'],
      [{ amount: '10.001' }, 'WALLET_AMOUNT_INVALID'],
      [{ amount: '100.01' }, 'WALLET_INSUFFICIENT_BALANCE'],
      [{ rate: 'abc' }, 'COMMON_PARAM_INVALID'],
      [{ safeword: '654321' }, 'AUTH_SAFEWORD_WRONG'],
      [{ session_token: 'forged' }, 'COMMON_DUPLICATE_SUBMISSION'],
    ];
    for (const [overrides, key] of cases) {
      const res = await apply(token, overrides);
      expect({ overrides, key: res.key }).toEqual({ overrides, key });
    }
    await t.db.delete(coinRates).where(eq(coinRates.coin, 'BTC'));
    expect(await apply(token)).toMatchObject({ key: 'WALLET_RATE_MISSING', params: { coin: 'BTC' } });
    expect((await t.action('/api/withdraw!fee.action', { channel: 'BTC' })).key).toBe('WALLET_RATE_MISSING');
    // So dear a coin that 10 USDT is worth less than its fee in it: nothing would be sent.
    await setRate('BTC', '100000000000');
    expect((await apply(token, { amount: '10' })).key).toBe('WALLET_WITHDRAW_BELOW_MIN');
    await setRate('BTC', '60000');
    await setParam('withdrawal_time', '09:00-12:00');
    expect((await apply(token)).key).toBe('WALLET_WITHDRAW_OUTSIDE_HOURS');
    await setParam('withdrawal_time', '00:00-24:00');
    await setParam('can_withdraw', '0');
    expect((await apply(token)).key).toBe('WALLET_WITHDRAWALS_CLOSED');
    expect(await wallet(user.id)).toBe('100.00');
    expect(await held(user.id)).toBe('0.00');
  });

  it('one withdrawal in progress whatever its coin, a form token used once, and the daily count', async () => {
    const { token } = await buyer('500.00', [BIND_BTC, BIND_ETH]);
    await setParam('withdraw_daily_count', '2');
    const once = {
      token,
      session_token: await openWithdrawalForm(t, token),
      safeword: '123456',
      amount: '40',
      channel: 'BTC',
    };
    expect((await t.action('/api/withdraw!apply.action', once)).code).toBe('0');
    // The same request again (a double click, a retry) changes nothing.
    expect((await t.action('/api/withdraw!apply.action', once)).key).toBe('COMMON_DUPLICATE_SUBMISSION');
    expect((await apply(token, { channel: 'ETH' })).key).toBe('WALLET_WITHDRAW_IN_PROGRESS');
    expect((await apply(token, { channel: 'USDT' })).key).toBe('WALLET_ADDRESS_REQUIRED');
    const mine = Records.parse((await t.action('/api/withdraw!list.action', { token })).data);
    expect(mine.elements).toHaveLength(1);
    const payAll = async () => {
      for (const w of mine.elements) {
        const pending = await pendingOf(w.order_no);
        if (pending)
          await t.action('/admin/withdrawals!pay.action', { token: finance, id: pending.id, tx: 'x' });
      }
    };
    await payAll();
    const second = await apply(token, { channel: 'ETH' });
    expect(second.code).toBe('0');
    mine.elements.push(
      ...Records.parse((await t.action('/api/withdraw!list.action', { token })).data).elements,
    );
    await payAll();
    expect(await apply(token)).toMatchObject({ key: 'WALLET_WITHDRAW_DAILY_LIMIT', params: { count: 2 } });
  });

  it('another buyer’s withdrawal is not found nor listed', async () => {
    const owner = await buyer('100.00', [BIND_BTC]);
    const orderNo = ((await apply(owner.token)).data as { order_no: string }).order_no;
    const other = await buyer('0');
    expect((await t.action('/api/withdraw!get.action', { token: other.token, order_no: orderNo })).key).toBe(
      'COMMON_NOT_FOUND',
    );
    expect(
      Records.parse((await t.action('/api/withdraw!list.action', { token: other.token })).data).elements,
    ).toEqual([]);
    expect(
      (await t.action('/api/withdraw!get.action', { token: owner.token, order_no: orderNo })).data,
    ).toMatchObject({
      coin: 'BTC',
      to: BTC,
    });
  });
});

describe('coin figures', () => {
  const check = (gross: string, fee: { type: 'fixed' | 'rate'; value: string }, rate: string) =>
    coinSplitOf(amount(gross), { type: fee.type, value: amount(fee.value) }, amount(rate));

  it.each([
    // gross, fee rule, rate → coin amount, coin fee, coin sent
    ['40', 'fixed', '1', '60000', '0.00066666', '0.00001667', '0.00064999'],
    ['60', 'fixed', '0', '60000', '0.001', '0', '0.001'],
    ['100', 'rate', '0.01', '3000', '0.03333333', '0.00033334', '0.03299999'],
    ['12.34', 'fixed', '2', '0.5', '24.68', '4', '20.68'],
    ['50000', 'fixed', '5', '123456.78901234', '0.405', '0.00004051', '0.40495949'],
  ] as const)('%s USDT, %s %s, at %s', (gross, type, fee, rate, coinAmount, coinFee, coinNet) => {
    const split = check(gross, { type, value: fee }, rate);
    expect([split.coinAmount.toFixed(), split.coinFee.toFixed(), split.coinNet.toFixed()]).toEqual([
      coinAmount,
      coinFee,
      coinNet,
    ]);
  });

  it('for 10,000 generated cases: floor and ceiling exact, nothing sent worth more than the net', () => {
    const step = amount('0.00000001');
    const rule = fc.oneof(
      fc
        .integer({ min: 0, max: 500 })
        .map((c) => ({ type: 'fixed' as const, value: amount(c).dividedBy(100) })),
      fc
        .integer({ min: 0, max: 10_000 })
        .map((bp) => ({ type: 'rate' as const, value: amount(bp).dividedBy(10_000) })),
    );
    // A rate of 0.00000001 to 9,999,999.99999999 USDT per coin.
    const rates = fc
      .bigInt({ min: 1n, max: 999_999_999_999_999n })
      .map((n) => amount(n.toString()).times(step));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), rule, rates, (cents, fee, rate) => {
        const gross = amount(cents).dividedBy(100);
        const s = coinSplitOf(gross, fee, rate);
        return (
          s.fee.plus(s.net).eq(gross) &&
          [s.coinAmount, s.coinFee, s.coinNet].every((v) => v.decimalPlaces() <= 8) &&
          // coinAmount = ⌊gross / rate⌋ and coinFee = ⌈fee / rate⌉ at 8 places.
          s.coinAmount.times(rate).lte(gross) &&
          s.coinAmount.plus(step).times(rate).gt(gross) &&
          s.coinFee.times(rate).gte(s.fee) &&
          s.coinFee.minus(step).times(rate).lt(s.fee) &&
          s.coinNet.eq(s.coinAmount.minus(s.coinFee)) &&
          s.coinNet.times(rate).lte(s.net)
        );
      }),
      { numRuns: 10_000 },
    );
  });
});
