import { legacyPage, WithdrawRecordVo } from '@caravan/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createLoggedInOperator, createLoggedInUser } from '../../../test/factories.js';
import { setSystemParams } from '../../../test/system-params.js';
import { fund } from '../../../test/order-fixtures.js';
import { centre, mailTo, pushedNotices, speaks, unread } from '../../../test/notices.js';
import {
  applyForWithdrawal,
  bindWithdrawalAddress,
  TRC20_ADDRESS as TRC20,
} from '../../../test/withdrawal-fixtures.js';
import { auditLog, bankDepositAccounts, users } from '../../db/schema/index.js';
import { amount } from '../../lib/money.js';
import { hashPassword } from '../account/passwords.js';
import { balanceOf } from './ledger.js';
import { feeOf } from './withdrawals.service.js';

let t: TestApp;
let finance: string;
let safewordHash: string;
const Records = legacyPage(WithdrawRecordVo);

const setParam = (code: string, value: string) => setSystemParams(t.db, { [code]: value });

/** A buyer with a fund password (123456), `funds` USDT and, unless told otherwise, a bound TRC20 address. */
async function buyer(funds: string, options: { bind?: boolean; safeword?: boolean } = {}) {
  const { user, token } = await createLoggedInUser(t, options.safeword === false ? {} : { safewordHash });
  await fund(t, user.id, funds);
  if (options.bind !== false) await bindWithdrawalAddress(t, token);
  return { user, token };
}

const apply = (token: string, overrides: Record<string, string> = {}) =>
  applyForWithdrawal(t, token, overrides);

const wallet = async (userId: string) => (await balanceOf(t.db, { kind: 'wallet', userId })).toFixed(2);
const held = async (userId: string) =>
  (await balanceOf(t.db, { kind: 'withdrawal_hold', userId })).toFixed(2);

const financeLogin = async () => (await createLoggedInOperator(t, 'finance')).token;

beforeAll(async () => {
  t = await buildTestApp();
  safewordHash = await hashPassword('123456');
  finance = await financeLogin();
});
const pushed = pushedNotices(() => t);

beforeEach(async () => {
  // 2026-03-01T08:00Z is 16:00 in China: inside the default hours.
  await setParam('withdrawal_time', '00:00-24:00');
  await setParam('withdraw_daily_count', '3');
  await setParam('withdraw_fee', 'fixed:1');
});

describe('user!bindWithdrawAddress', () => {
  it('binds one address after the fund password; a second is refused', async () => {
    const { token } = await buyer('0', { bind: false });
    const bind = (params: Record<string, string>) =>
      t.action('/api/user!bindWithdrawAddress.action', {
        token,
        blockchain_name: 'TRC20',
        address: TRC20,
        safeword: '123456',
        ...params,
      });
    expect((await bind({ blockchain_name: 'SOL' })).key).toBe('WALLET_CHAIN_INVALID');
    expect((await bind({ address: '0x52908400098527886E0F7030069857D2E4169EE7' })).key).toBe(
      'WALLET_ADDRESS_INVALID',
    );
    expect((await bind({ safeword: '000000' })).key).toBe('AUTH_SAFEWORD_WRONG');
    expect((await bind({})).code).toBe('0');
    expect(
      (await bind({ blockchain_name: 'ERC20', address: '0x52908400098527886E0F7030069857D2E4169EE7' })).key,
    ).toBe('WALLET_ADDRESS_ALREADY_BOUND');
    expect((await t.action('/api/withdraw!withdraw_open.action', { token })).data).toMatchObject({
      coinType: 'USDT',
      chainName: 'TRC20',
      existWithdrawAddress: TRC20,
      address: TRC20,
      openWithdrawAddressBinding: 1,
    });
  });
});

describe('withdraw!apply', () => {
  it('holds the amount, shows it in progress with its fee, and finance pays it', async () => {
    const { user, token } = await buyer('100.00');
    const res = await apply(token, { amount: '40.00' });
    expect(res.code).toBe('0');
    expect(await wallet(user.id)).toBe('60.00');
    expect(await held(user.id)).toBe('40.00');
    const list = Records.parse((await t.action('/api/withdraw!list.action', { token })).data);
    expect(list.elements[0]).toMatchObject({
      amount: 40,
      fee: 1,
      volume: 39,
      state: 0,
      to: TRC20,
      coin_blockchain: 'USDT_TRC20',
    });
    const pending = (
      await t.action('/admin/withdrawals!list.action', { token: finance, state: 0, pageSize: 100 })
    ).data as {
      pageList: { id: string; order_no: string }[];
    };
    const item = pending.pageList.find((w) => w.order_no === list.elements[0]?.order_no);
    expect(
      (await t.action('/admin/withdrawals!pay.action', { token: finance, id: item?.id ?? '' })).key,
    ).toBe('COMMON_PARAM_MISSING');
    const paid = await t.action('/admin/withdrawals!pay.action', {
      token: finance,
      id: item?.id ?? '',
      tx: '0xpayout1',
    });
    expect(paid.data).toMatchObject({ state: 1, tx: '0xpayout1' });
    expect(await held(user.id)).toBe('0.00');
    expect(await wallet(user.id)).toBe('60.00');
    expect(
      (
        await t.action('/admin/withdrawals!reject.action', {
          token: finance,
          id: item?.id ?? '',
          reason: 'late',
        })
      ).key,
    ).toBe('WALLET_ALREADY_DECIDED');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, list.elements[0]?.order_no ?? ''));
    expect(audit?.action).toBe('wallet.withdrawal.pay');
    // The buyer is told, once, in the centre, on their open pages and by e-mail.
    const orderNo = list.elements[0]?.order_no ?? '';
    expect(await centre(t, token)).toMatchObject([
      {
        type: 'withdrawal_paid',
        targetType: 'withdrawal',
        targetId: orderNo,
        title: 'Withdrawal paid',
        content: `Your withdrawal ${orderNo} of 40.00 USDT was paid out (fee: 1.00 USDT).`,
      },
    ]);
    expect(pushed.to(user.id)).toMatchObject([{ unread: 1, notification: { type: 'withdrawal_paid' } }]);
  });

  it('a rejection returns exactly the held amount, with the reason shown to the buyer', async () => {
    const { user, token } = await buyer('55.55');
    await t.db
      .update(users)
      .set({ email: `w${user.usercode}@example.com` })
      .where(eq(users.id, user.id));
    await speaks(t, user.id, 'ru');
    const orderNo = ((await apply(token, { amount: '55.55' })).data as { order_no: string }).order_no;
    expect(await wallet(user.id)).toBe('0.00');
    const pending = (
      await t.action('/admin/withdrawals!list.action', { token: finance, state: 0, pageSize: 100 })
    ).data as {
      pageList: { id: string; order_no: string }[];
    };
    const id = pending.pageList.find((w) => w.order_no === orderNo)?.id ?? '';
    expect((await t.action('/admin/withdrawals!reject.action', { token: finance, id })).key).toBe(
      'COMMON_PARAM_MISSING',
    );
    await t.action('/admin/withdrawals!reject.action', {
      token: finance,
      id,
      reason: 'Address flagged by the network',
    });
    expect(await wallet(user.id)).toBe('55.55');
    expect(await held(user.id)).toBe('0.00');
    expect((await t.action('/api/withdraw!get.action', { token, order_no: orderNo })).data).toMatchObject({
      state: 2,
      reason: 'Address flagged by the network',
    });
    const log = (await t.action('/api/moneylog!list.action', { token })).data as {
      pageList: { type: string; amount: number }[];
    };
    expect(log.pageList.slice(0, 2).map((r) => [r.type, r.amount])).toEqual([
      ['withdrawal_returned', 55.55],
      ['withdrawal_hold', -55.55],
    ]);
    // Told with the reason: read in English here, e-mailed in the buyer's Russian.
    expect((await centre(t, token))[0]).toMatchObject({
      type: 'withdrawal_rejected',
      targetId: orderNo,
      content: `Your withdrawal ${orderNo} was rejected: Address flagged by the network. The 55.55 USDT held for it went back into your Caravan wallet.`,
    });
    expect(await unread(t, token)).toBe(1);
    const [mail] = await mailTo(t, `w${user.usercode}@example.com`);
    expect(mail).toMatchObject({ subject: 'Вывод отклонён' });
    expect(mail?.text).toContain('Address flagged by the network');
  });

  it('answers "999" when no fund password is set, and counts wrong ones', async () => {
    const none = await buyer('100.00', { bind: false, safeword: false });
    const res = await apply(none.token, {
      channel: 'bank',
      bankName: 'HSBC',
      bankUserName: 'Li Wei',
      bankCardNo: '6222020200112233445',
    });
    expect(res).toMatchObject({ code: '999', key: 'AUTH_SAFEWORD_NOT_SET' });
    const { user, token } = await buyer('100.00');
    expect(await apply(token, { safeword: '654321' })).toMatchObject({
      key: 'AUTH_SAFEWORD_WRONG',
      params: { remaining: 2 },
    });
    expect(await wallet(user.id)).toBe('100.00');
  });

  it('refuses every rule break with a clear error and holds nothing', async () => {
    const { user, token } = await buyer('100.00');
    const unbound = await buyer('100.00', { bind: false });
    expect((await apply(unbound.token)).key).toBe('WALLET_ADDRESS_REQUIRED');
    const cases: [Record<string, string>, string][] = [
      [{ amount: '9.99' }, 'WALLET_WITHDRAW_BELOW_MIN'],
      [{ amount: '50000.01' }, 'WALLET_WITHDRAW_ABOVE_MAX'],
      [{ amount: '0' }, 'WALLET_AMOUNT_INVALID'],
      [{ amount: '-10' }, 'WALLET_AMOUNT_INVALID'],
      [{ amount: '10.001' }, 'WALLET_AMOUNT_INVALID'],
      [{ amount: '100.01' }, 'WALLET_INSUFFICIENT_BALANCE'],
      [{ session_token: 'forged' }, 'COMMON_DUPLICATE_SUBMISSION'],
      [
        { channel: 'bank', bankName: 'HSBC', bankUserName: 'Li Wei', bankCardNo: '12' },
        'WALLET_BANK_ACCOUNT_INVALID',
      ],
      [
        { channel: 'bank', bankName: 'HSBC', bankUserName: 'Li Wei', bankCardNo: 'AE070331234567890123457' },
        'WALLET_IBAN_INVALID',
      ],
      [
        {
          channel: 'bank',
          bankName: 'HSBC',
          bankUserName: 'Li Wei',
          bankCardNo: 'AE070331234567890123456',
          swiftCode: 'EBIL1EAD',
        },
        'WALLET_SWIFT_INVALID',
      ],
      [{ channel: 'bank', bankName: 'HSBC', bankUserName: 'Li Wei' }, 'WALLET_BANK_ACCOUNT_INVALID'],
      [
        { channel: 'bank', bankUserName: 'Li Wei', bankCardNo: '6222020200112233445' },
        'COMMON_PARAM_MISSING',
      ],
      [{ channel: 'DOGE' }, 'COMMON_PARAM_INVALID'],
    ];
    for (const [overrides, key] of cases) {
      const res = await apply(token, overrides);
      expect({ overrides, key: res.key }).toEqual({ overrides, key });
    }
    await setParam('withdrawal_time', '09:00-12:00');
    expect(await apply(token)).toMatchObject({
      key: 'WALLET_WITHDRAW_OUTSIDE_HOURS',
      params: { hours: '09:00-12:00' },
    });
    await setParam('can_withdraw', '0');
    expect((await apply(token)).key).toBe('WALLET_WITHDRAWALS_CLOSED');
    await setParam('can_withdraw', '1');
    expect(await wallet(user.id)).toBe('100.00');
    expect(await held(user.id)).toBe('0.00');
  });

  it('allows one withdrawal in progress, and the daily count', async () => {
    const { token } = await buyer('500.00');
    await setParam('withdraw_daily_count', '2');
    expect((await apply(token)).code).toBe('0');
    expect((await apply(token)).key).toBe('WALLET_WITHDRAW_IN_PROGRESS');
    const settle = async () => {
      const pending = (
        await t.action('/admin/withdrawals!list.action', { token: finance, state: 0, pageSize: 100 })
      ).data as {
        pageList: { id: string }[];
      };
      for (const w of pending.pageList)
        await t.action('/admin/withdrawals!pay.action', { token: finance, id: w.id, tx: `0x${w.id}` });
    };
    await settle();
    expect((await apply(token)).code).toBe('0');
    await settle();
    expect(await apply(token)).toMatchObject({ key: 'WALLET_WITHDRAW_DAILY_LIMIT', params: { count: 2 } });
    t.clock.advance(24 * 3600_000);
    // The next day in China: the count starts again (operator sessions do not last a day).
    finance = await financeLogin();
    expect((await apply(token)).code).toBe('0');
    await settle();
  });

  it('takes a bank-mode withdrawal and shows its owner the account’s last four digits only', async () => {
    const { token } = await buyer('100.00', { bind: false });
    const res = await apply(token, {
      channel: 'bank',
      bankName: 'HSBC',
      bankUserName: 'Li Wei',
      bankCardNo: '6222 0202 0011 2233 445',
      swiftCode: 'HSBCHKHH',
      countryName: 'Hong Kong',
    });
    expect(res.code).toBe('0');
    const record = (
      await t.action('/api/withdraw!get.action', {
        token,
        order_no: (res.data as { order_no: string }).order_no,
      })
    ).data;
    expect(record).toMatchObject({
      to: 'Li Wei,****3445,HSBC',
      bankCardNo: '****3445',
      coin_blockchain: 'bank',
      swiftCode: 'HSBCHKHH',
    });
    expect(JSON.stringify(record)).not.toContain('62220202001122');
  });
});

describe('bank payouts (issue 51)', () => {
  const IBAN = 'AE07 0331 2345 6789 0123 456';

  async function bankWithdrawal(overrides: Record<string, string> = {}) {
    const { user, token } = await buyer('200.00', { bind: false });
    const res = await apply(token, {
      channel: 'bank',
      amount: '101.00',
      bankName: 'Emirates NBD',
      bankUserName: 'Karim Haddad',
      bankCardNo: IBAN,
      swiftCode: 'ebilaead',
      countryName: 'United Arab Emirates',
      currency: 'PHP',
      ...overrides,
    });
    expect(res.code).toBe('0');
    const list = (
      await t.action('/admin/withdrawals!list.action', { token: finance, state: 0, pageSize: 100 })
    ).data as {
      pageList: { id: string; order_no: string; userId: string; username: string; usercode: string }[];
    };
    const row = list.pageList.find((w) => w.userId === user.id);
    if (!row) throw new Error('withdrawal not listed');
    // Finance sees who asked by name and UID, as on the deposits list (issue 51).
    expect(row).toMatchObject({ username: user.username, usercode: user.usercode });
    return { user, token, row };
  }
  const reveal = (token: string, id: string) =>
    t.action('/admin/withdrawals!bankDetails.action', { token, id });
  const reveals = (id: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, id))
      .then((rows) => rows.filter((r) => r.action === 'wallet.withdrawal.reveal_bank'));

  it('shows finance and super admins the whole account, SWIFT and the amount in the currency, audited', async () => {
    await t.db
      .insert(bankDepositAccounts)
      .values({
        currency: 'PHP',
        bankName: 'Test Bank Manila',
        accountName: 'Caravan',
        accountNumber: '1234567890',
        referencePrefix: 'CRV',
        usdtPrice: '57.14',
        updatedAt: t.clock.now(),
      })
      .onConflictDoNothing();
    const { token, row } = await bankWithdrawal();
    // The list, and the buyer, still see the mask; the currency and its amount are no secret.
    const record = (await t.action('/api/withdraw!get.action', { token, order_no: row.order_no })).data;
    expect(record).toMatchObject({
      to: 'Karim Haddad,****3456,Emirates NBD',
      bankCardNo: '****3456',
      swiftCode: 'EBILAEAD',
      payout_currency: 'PHP',
      payout_rate: '57.14',
      // (101 − 1 fee) × 57.14
      payout_amount: '5714.00',
    });
    expect(JSON.stringify(record)).not.toContain('0331234567');
    expect(await reveals(row.id)).toHaveLength(0);

    const shown = await reveal(finance, row.id);
    expect(shown.code).toBe('0');
    expect(shown.data).toEqual({
      id: row.id,
      order_no: row.order_no,
      holder: 'Karim Haddad',
      accountNumber: 'AE070331234567890123456',
      iban: true,
      cardLast4: '3456',
      swiftCode: 'EBILAEAD',
      routingNum: null,
      bankName: 'Emirates NBD',
      bankAddress: null,
      accountAddress: null,
      countryName: 'United Arab Emirates',
      volume: 100,
      currency: 'PHP',
      rate: '57.14',
      amount: '5714.00',
    });
    const admin = await createLoggedInOperator(t, 'super_admin');
    expect((await reveal(admin.token, row.id)).code).toBe('0');
    const entries = await reveals(row.id);
    expect(entries.map((e) => e.actorName).sort()).toEqual([admin.op.username, expect.any(String)].sort());
    expect(entries).toHaveLength(2);
    expect(entries[0]?.after).toEqual({ orderNo: row.order_no, accountLast4: '3456' });
  });

  it('keeps the account masked from every other role, and writes no reveal for them', async () => {
    const { row } = await bankWithdrawal({ currency: 'AED', bankCardNo: '0123456789012' });
    for (const role of ['operations', 'customer_service'] as const) {
      const other = await createLoggedInOperator(t, role);
      const res = await reveal(other.token, row.id);
      expect({ role, key: res.key }).toEqual({ role, key: 'COMMON_NO_PERMISSION' });
      expect(JSON.stringify(res)).not.toContain('0123456789012');
    }
    expect(await reveals(row.id)).toHaveLength(0);
    // A currency finance has no price for: named, and the USDT value is what to send.
    expect((await reveal(finance, row.id)).data).toMatchObject({
      accountNumber: '0123456789012',
      iban: false,
      currency: 'AED',
      rate: null,
      amount: null,
      volume: 100,
    });
    expect(await reveals(row.id)).toHaveLength(1);
  });

  it('reveals nothing for a crypto withdrawal or an unknown id', async () => {
    const { token } = await buyer('100.00');
    expect((await apply(token)).code).toBe('0');
    const list = (await t.action('/admin/withdrawals!list.action', { token: finance, state: 0 })).data as {
      pageList: { id: string; coin_blockchain: string }[];
    };
    const crypto = list.pageList.find((w) => w.coin_blockchain !== 'bank');
    expect((await reveal(finance, crypto?.id ?? '')).key).toBe('COMMON_NOT_FOUND');
    expect((await reveal(finance, '00000000-0000-4000-8000-000000000000')).key).toBe('COMMON_NOT_FOUND');
  });
});

describe('fees', () => {
  it('a percentage fee rounds to the cent, half up', async () => {
    expect(feeOf(amount('33.33'), { type: 'rate', value: amount('0.015') }).fee.toFixed(2)).toBe('0.50');
    await setParam('withdraw_fee', 'rate:0.01');
    expect((await t.action('/api/withdraw!fee.action')).data).toEqual({
      withdraw_fee_type: 'rate',
      fee: 0.01,
      coin: 'USDT',
      feeUsdt: '0.01',
      rate: '1',
    });
    // Bank withdrawals are charged in USDT.
    expect((await t.action('/api/withdraw!fee.action', { channel: 'bank' })).data).toMatchObject({
      coin: 'USDT',
      fee: 0.01,
    });
  });
});
