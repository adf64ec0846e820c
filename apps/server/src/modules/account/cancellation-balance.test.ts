// Closing an account with a balance (ADR 025's amendment): user!logoffCheck tells the page what
// stands in the way before the user confirms, and user!logoff gives up a balance below the
// withdrawal minimum, only when the user says so (`forfeitBalance`), to the platform's
// `platform_forfeits` by a `balance_forfeit` posting; a balance at or above the minimum must be
// withdrawn. Every test's ledger is checked after it (build-test-app).
import { CancelCheckVo } from '@caravan/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.js';
import { depositTestApp } from '../../../test/deposit-fixtures.js';
import { createLoggedInOperator, createLoggedInUser } from '../../../test/factories.js';
import { setSystemParams } from '../../../test/system-params.js';
import { fund, walletOf } from '../../../test/order-fixtures.js';
import { applyForWithdrawal, bindWithdrawalAddress } from '../../../test/withdrawal-fixtures.js';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, users } from '../../db/schema/index.js';
import { amount } from '../../lib/money.js';
import { checkLedger } from '../wallet/ledger.js';
import { hashPassword } from './passwords.js';
import { moneyLog } from '../wallet/wallet.service.js';

const { ctx, recharge } = depositTestApp();
let t: TestApp;
beforeAll(() => {
  t = ctx.t;
});

const check = (token?: string) => t.action('/api/user!logoffCheck.action', token ? { token } : {});
const close = (token: string, password: string, extra: Record<string, string> = {}) =>
  t.action('/api/user!logoff.action', { token, reason: 'Leaving the trade', password, ...extra });
const GIVE_UP = { forfeitBalance: 'true' };

const statusOf = async (userId: string) =>
  (await t.db.select({ status: users.status }).from(users).where(eq(users.id, userId)))[0]?.status;

/** What the platform's forfeits account holds (0 before its first posting). */
async function forfeited(): Promise<string> {
  const [row] = await t.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.key, 'platform_forfeits'));
  return amount(row?.balance ?? 0).toFixed(2);
}

/** The user's `balance_forfeit` postings: each one's entries, by account key. */
async function forfeitPostings(userId: string) {
  return t.db
    .select({ key: ledgerAccounts.key, amount: ledgerEntries.amount })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(and(eq(ledgerTransactions.kind, 'balance_forfeit'), eq(ledgerTransactions.businessId, userId)))
    .orderBy(ledgerAccounts.key);
}

const setParam = (code: string, value: string) => setSystemParams(t.db, { [code]: value });

beforeEach(async () => {
  await setParam('withdraw_limit_min', '10');
});

describe('user!logoffCheck', () => {
  it('needs a buyer’s session: none, a bad one or an operator’s is "403"', async () => {
    expect((await check()).code).toBe('403');
    expect((await check('ffffffffffffffffffffffffffffffff')).code).toBe('403');
    expect((await check((await createLoggedInOperator(t, 'super_admin')).token)).code).toBe('403');
  });

  it('answers for the caller’s own account only: an empty wallet has nothing in the way', async () => {
    const rich = await createLoggedInUser(t);
    await fund(t, rich.user.id, '500.00');
    const { token } = await createLoggedInUser(t);
    const res = await check(token);
    expect(res.code, res.msg).toBe('0');
    expect(CancelCheckVo.parse(res.data)).toEqual({
      balance: 0,
      held: 0,
      currency: 'USDT',
      withdrawMin: 10,
      blockers: [],
      forfeitRequired: false,
    });
  });

  it('a balance below the minimum is to be given up; at the minimum it must be withdrawn', async () => {
    const { user, token } = await createLoggedInUser(t);
    await fund(t, user.id, '9.99');
    expect((await check(token)).data).toMatchObject({ balance: 9.99, blockers: [], forfeitRequired: true });
    await fund(t, user.id, '0.01');
    expect((await check(token)).data).toMatchObject({
      balance: 10,
      blockers: ['AUTH_CANCEL_BALANCE_REMAINS'],
      forfeitRequired: false,
    });
  });

  it('lists every refusal that holds, in the server’s order, the balance last', async () => {
    const { user, token } = await createLoggedInUser(t);
    await fund(t, user.id, '25.00');
    expect((await recharge(token)).code).toBe('0');
    expect((await check(token)).data).toMatchObject({
      balance: 25,
      blockers: ['AUTH_CANCEL_DEPOSIT_PENDING', 'AUTH_CANCEL_BALANCE_REMAINS'],
    });
  });
});

describe('user!logoffCheck and user!logoff while a withdrawal is under way', () => {
  it('names the withdrawal, not the held money; what stays is given up only once it is decided', async () => {
    await setParam('withdrawal_time', '00:00-24:00');
    await setParam('withdraw_fee', 'fixed:1');
    const { user, token } = await createLoggedInUser(t, { safewordHash: await hashPassword('123456') });
    await fund(t, user.id, '45.00');
    await bindWithdrawalAddress(t, token);
    const applied = await applyForWithdrawal(t, token);
    expect(applied.code, applied.msg).toBe('0');
    expect((await check(token)).data).toMatchObject({
      balance: 5,
      held: 40,
      blockers: ['AUTH_CANCEL_WITHDRAWAL_PENDING'],
      forfeitRequired: true,
    });
    expect((await close(token, user.password, GIVE_UP)).key).toBe('AUTH_CANCEL_WITHDRAWAL_PENDING');
    expect(await walletOf(t, user.id)).toBe('5.00');
    expect(await forfeitPostings(user.id)).toEqual([]);
  });
});

describe('user!logoff with a balance', () => {
  it('refuses a forfeitBalance that is not a yes or a no, and changes nothing', async () => {
    const { user, token } = await createLoggedInUser(t);
    await fund(t, user.id, '5.00');
    expect(await close(token, user.password, { forfeitBalance: 'yes' })).toMatchObject({
      key: 'COMMON_PARAM_INVALID',
      params: { field: 'forfeitBalance' },
    });
    expect(await walletOf(t, user.id)).toBe('5.00');
    expect(await statusOf(user.id)).toBe(1);
  });

  it('refuses a balance below the minimum unless the user gives it up, saying how much and why', async () => {
    const { user, token } = await createLoggedInUser(t);
    await fund(t, user.id, '5.00');
    const unsaid: Record<string, string>[] = [{}, { forfeitBalance: 'false' }, { forfeitBalance: '0' }];
    for (const extra of unsaid) {
      expect(await close(token, user.password, extra)).toMatchObject({
        key: 'AUTH_CANCEL_BALANCE_BELOW_MIN',
        params: { balance: '5.00', min: '10.00' },
        msg: expect.stringContaining('5.00 USDT'),
      });
    }
    expect(await walletOf(t, user.id)).toBe('5.00');
    expect(await forfeitPostings(user.id)).toEqual([]);
    expect(await statusOf(user.id)).toBe(1);
  });

  it('refuses a balance at or above the minimum even when the user would give it up', async () => {
    for (const funds of ['10.00', '10.01', '800.00']) {
      const { user, token } = await createLoggedInUser(t);
      await fund(t, user.id, funds);
      expect((await close(token, user.password, GIVE_UP)).key).toBe('AUTH_CANCEL_BALANCE_REMAINS');
      expect(await walletOf(t, user.id)).toBe(funds);
      expect(await statusOf(user.id)).toBe(1);
    }
  });

  it('gives up exactly the balance to the platform, in the user’s records, and closes the account', async () => {
    const before = await forfeited();
    const { user, token } = await createLoggedInUser(t);
    await fund(t, user.id, '9.99');
    const res = await close(token, user.password, GIVE_UP);
    expect(res.code, res.msg).toBe('0');
    expect(await statusOf(user.id)).toBe(2);
    expect(await walletOf(t, user.id)).toBe('0.00');
    expect(
      amount(await forfeited())
        .minus(before)
        .toFixed(2),
    ).toBe('9.99');
    expect(await forfeitPostings(user.id)).toEqual([
      { key: 'platform_forfeits', amount: '9.99' },
      { key: `wallet:${user.id}`, amount: '-9.99' },
    ]);
    const records = await moneyLog(t.db, user.id, { pageNum: 1, pageSize: 5, type: 'balance_forfeit' });
    expect(records.pageList).toMatchObject([{ type: 'balance_forfeit', amount: -9.99, balance: 0 }]);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('gives up nothing when the wallet is empty, and nothing while another refusal holds', async () => {
    const empty = await createLoggedInUser(t);
    expect((await close(empty.token, empty.user.password, GIVE_UP)).code).toBe('0');
    expect(await forfeitPostings(empty.user.id)).toEqual([]);

    const { user, token } = await createLoggedInUser(t);
    await fund(t, user.id, '3.00');
    expect((await recharge(token)).code).toBe('0');
    expect((await close(token, user.password, GIVE_UP)).key).toBe('AUTH_CANCEL_DEPOSIT_PENDING');
    expect(await walletOf(t, user.id)).toBe('3.00');
    expect(await forfeitPostings(user.id)).toEqual([]);
  });

  it('moves only the caller’s balance: another user’s wallet is untouched', async () => {
    const other = await createLoggedInUser(t);
    await fund(t, other.user.id, '4.00');
    const { user, token } = await createLoggedInUser(t);
    await fund(t, user.id, '1.50');
    expect((await close(token, user.password, GIVE_UP)).code).toBe('0');
    expect(await walletOf(t, other.user.id)).toBe('4.00');
    expect(await statusOf(other.user.id)).toBe(1);
    expect(await forfeitPostings(other.user.id)).toEqual([]);
  });

  it('gives the balance up once when two closures race', async () => {
    const { user, token } = await createLoggedInUser(t);
    await fund(t, user.id, '2.00');
    const replies = await Promise.all([
      close(token, user.password, GIVE_UP),
      close(token, user.password, GIVE_UP),
    ]);
    expect(replies.filter((r) => r.code === '0')).toHaveLength(1);
    expect(await forfeitPostings(user.id)).toHaveLength(2);
    expect(await walletOf(t, user.id)).toBe('0.00');
  });
});
