import { MoneyLogVo, paged, UsdtBalanceVo } from '@caravan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createLoggedInUser } from '../../../test/factories.js';
import { amount } from '../../lib/money.js';
import { post } from './ledger.js';

let t: TestApp;
const Records = paged(MoneyLogVo);

beforeAll(async () => {
  t = await buildTestApp();
});

/** Posts a deposit, then a withdrawal hold, and so on, as the wallet's flows will. */
async function move(userId: string, kind: 'deposit' | 'withdrawal_hold', value: string, businessId: string) {
  const sign = kind === 'deposit' ? 1 : -1;
  await t.db.transaction((tx) =>
    post(
      tx,
      {
        kind,
        businessId,
        memo: kind === 'deposit' ? 'USDT TRC20' : undefined,
        entries: [
          { account: { kind: 'wallet', userId }, amount: amount(value).times(sign) },
          {
            account: kind === 'deposit' ? { kind: 'platform_cash' } : { kind: 'withdrawal_hold', userId },
            amount: amount(value).times(-sign),
          },
        ],
      },
      t.clock.now(),
    ),
  );
  t.clock.advance(60_000);
}

describe('wallet!getUsdt', () => {
  it('needs a session (403, as the contract says)', async () => {
    const res = await t.action('/api/wallet!getUsdt.action');
    expect(res.code).toBe('403');
  });

  it('is 0 for a new buyer, then the ledger balance rounded down to 2 dp, with GET too', async () => {
    const { user, token } = await createLoggedInUser(t);
    expect(UsdtBalanceVo.parse((await t.action('/api/wallet!getUsdt.action', { token })).data)).toEqual({
      money: 0,
      rebate: 0,
    });
    await move(user.id, 'deposit', '1234.56', `dep-${user.id}`);
    const res = await t.app.inject({ method: 'GET', url: `/api/wallet!getUsdt.action?token=${token}` });
    expect(res.json()).toMatchObject({ code: '0', data: { money: 1234.56, rebate: 0 } });
    expect(res.headers['cache-control']).toContain('no-store');
  });
});

describe('moneylog!list', () => {
  it('lists the wallet’s records newest first with the balance after each, paged, of one type on request', async () => {
    const { user, token } = await createLoggedInUser(t);
    await move(user.id, 'deposit', '100.00', `a-${user.id}`);
    await move(user.id, 'withdrawal_hold', '30.50', `b-${user.id}`);
    await move(user.id, 'deposit', '5.25', `c-${user.id}`);
    const page1 = Records.parse(
      (await t.action('/api/moneylog!list.action', { token, pageNum: 1, pageSize: 2 })).data,
    );
    expect(page1.pageInfo).toEqual({ pageNum: 1, pageSize: 2, totalElements: 3 });
    expect(page1.pageList.map((r) => [r.type, r.amount, r.balance, r.orderNo])).toEqual([
      // Postings with no deposit or withdrawal behind them have no order number to show.
      ['deposit', 5.25, 74.75, ''],
      ['withdrawal_hold', -30.5, 69.5, ''],
    ]);
    expect(page1.pageList[0]?.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const page2 = Records.parse(
      (await t.action('/api/moneylog!list.action', { token, pageNum: 2, pageSize: 2 })).data,
    );
    expect(page2.pageList.map((r) => [r.amount, r.remark])).toEqual([[100, 'USDT TRC20']]);
    const deposits = Records.parse(
      (await t.action('/api/moneylog!list.action', { token, type: 'deposit' })).data,
    );
    expect(deposits.pageList.map((r) => r.amount)).toEqual([5.25, 100]);
    expect(deposits.pageInfo.totalElements).toBe(2);
  });

  it('shows only the caller’s own records', async () => {
    const a = await createLoggedInUser(t);
    const b = await createLoggedInUser(t);
    await move(a.user.id, 'deposit', '9.00', `own-${a.user.id}`);
    const res = Records.parse((await t.action('/api/moneylog!list.action', { token: b.token })).data);
    expect(res.pageList).toEqual([]);
    expect(res.pageInfo.totalElements).toBe(0);
  });

  it('refuses bad input with a clear error', async () => {
    const { token } = await createLoggedInUser(t);
    expect(await t.action('/api/moneylog!list.action', { token, type: 'bonus' })).toMatchObject({
      key: 'COMMON_PARAM_INVALID',
      params: { field: 'type' },
    });
    expect((await t.action('/api/moneylog!list.action', { token, pageNum: -1 })).key).toBe(
      'COMMON_PARAM_INVALID',
    );
    expect((await t.action('/api/moneylog!list.action')).code).toBe('403');
  });
});

describe('account cancellation with money in the wallet', () => {
  it('is refused while the wallet or a withdrawal hold has a balance', async () => {
    const { user, token } = await createLoggedInUser(t);
    await move(user.id, 'deposit', '10.00', `cx-${user.id}`);
    await move(user.id, 'withdrawal_hold', '10.00', `cy-${user.id}`);
    // The wallet is empty but 10 USDT is held for a withdrawal: still refused.
    expect(
      await t.action('/api/user!logoff.action', { token, reason: 'leaving', password: user.password }),
    ).toMatchObject({
      key: 'AUTH_CANCEL_BALANCE_REMAINS',
    });
    const empty = await createLoggedInUser(t);
    expect(
      (
        await t.action('/api/user!logoff.action', {
          token: empty.token,
          reason: 'leaving',
          password: empty.user.password,
        })
      ).code,
    ).toBe('0');
  });
});
