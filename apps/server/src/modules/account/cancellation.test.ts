// user!logoff (account cancellation, ADR 025): the login password, then refused while a loan, an
// order in escrow, a deposit or withdrawal in progress, or a balance remains; each refusal its own
// error, and nothing changes until none holds (giving up a small balance: cancellation-balance.test.ts).
import { CreditVo } from '@caravan/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.js';
import { creditFixtures } from '../../../test/credit-fixtures.js';
import { depositTestApp } from '../../../test/deposit-fixtures.js';
import { applyForWithdrawal, bindWithdrawalAddress } from '../../../test/withdrawal-fixtures.js';
import {
  createLoggedInOperator,
  createLoggedInUser,
  createSeller,
  createUser,
} from '../../../test/factories.js';
import { setSystemParams } from '../../../test/system-params.js';
import {
  fund,
  orderCalls,
  orderBuyer,
  orderInfo,
  orderShop,
  walletOf,
} from '../../../test/order-fixtures.js';
import { deposits, sellers, sessions, users } from '../../db/schema/index.js';
import { runCreditSweep } from '../credit/index.js';
import { hashPassword } from './passwords.js';

const { ctx, recharge } = depositTestApp();
let t: TestApp;
beforeAll(() => {
  t = ctx.t;
});
/** A fresh console session (tests move the clock past a session's life). */
const operator = async (role: 'finance' | 'operations') => (await createLoggedInOperator(t, role)).token;
const { placed, pay, deliver, login } = orderCalls(() => t);
const DAY = 86_400_000;

/** user!logoff as the web page sends it: a reason and the login password. */
const close = (token: string, password: string, reason = 'Leaving the trade') =>
  t.action('/api/user!logoff.action', { token, reason, password });

const statusOf = async (userId: string) =>
  (await t.db.select({ status: users.status }).from(users).where(eq(users.id, userId)))[0]?.status;

const setParam = (code: string, value: string) => setSystemParams(t.db, { [code]: value });

describe('user!logoff: who may ask, and with what', () => {
  it('needs a buyer’s session: none, a bad one or an operator’s is "403"', async () => {
    expect((await t.action('/api/user!logoff.action', { reason: 'x', password: 'Secret123' })).code).toBe(
      '403',
    );
    expect((await close('ffffffffffffffffffffffffffffffff', 'Secret123')).key).toBe('AUTH_SESSION_EXPIRED');
    const op = await createLoggedInOperator(t, 'super_admin');
    expect((await close(op.token, op.op.password)).code).toBe('403');
  });

  it('needs a reason and the login password: an old client that sends none is told which is missing', async () => {
    const { user, token } = await createLoggedInUser(t);
    expect(await t.action('/api/user!logoff.action', { token, password: user.password })).toMatchObject({
      key: 'COMMON_PARAM_MISSING',
      params: { field: 'reason' },
    });
    expect(await t.action('/api/user!logoff.action', { token, reason: 'leaving' })).toMatchObject({
      key: 'COMMON_PARAM_MISSING',
      params: { field: 'password' },
    });
    expect((await close(token, '   ')).key).toBe('COMMON_PARAM_MISSING');
    expect(await close(token, 'x'.repeat(65))).toMatchObject({
      key: 'COMMON_PARAM_TOO_LONG',
      params: { field: 'password', max: 64 },
    });
    expect((await close(token, `${user.password}\u0000`)).code).not.toBe('0');
    expect(await statusOf(user.id)).toBe(1);
  });

  it('refuses a wrong password, counting it toward the login lockout; nothing changes', async () => {
    const { user, token } = await createLoggedInUser(t);
    expect((await close(token, 'Wrong1234')).key).toBe('AUTH_PASSWORD_WRONG');
    expect((await close(token, 'Wrong1234')).key).toBe('AUTH_PASSWORD_WRONG');
    expect((await close(token, 'Wrong1234')).key).toBe('AUTH_ACCOUNT_LOCKED');
    // Locked: the right password is refused too, and so is a login.
    expect((await close(token, user.password)).key).toBe('AUTH_ACCOUNT_LOCKED');
    expect(
      (await t.action('/api/user!newlogin.action', { username: user.username, password: user.password })).key,
    ).toBe('AUTH_ACCOUNT_LOCKED');
    expect(await statusOf(user.id)).toBe(1);
    t.clock.advance(3 * 60_000 + 1000);
    expect((await close(token, user.password)).code).toBe('0');
  });

  it('anonymises the account, closes its shop, ends every session; the name can be used again', async () => {
    const { user, token } = await createLoggedInUser(t, {
      email: 'leaver01@example.com',
      phone: '+8613900000099',
    });
    const shop = await createSeller(t.db, { userId: user.id });
    expect((await close(token, user.password, 'No longer trading')).code).toBe('0');
    expect((await t.action('/api/localuser!get.action', { token })).code).toBe('403');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      status: 2,
      email: null,
      phone: null,
      safewordHash: null,
      username: `cancelled_${user.usercode}`,
      cancelReason: 'No longer trading',
    });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    const [closed] = await t.db.select().from(sellers).where(eq(sellers.id, shop.id));
    expect(closed?.status).toBe(0);
    expect(
      (
        await t.action('/api/user!newlogin.action', {
          username: 'leaver01@example.com',
          password: user.password,
        })
      ).key,
    ).toBe('AUTH_LOGIN_FAILED');
    expect((await createUser(t.db, { username: user.username, email: 'leaver01@example.com' })).id).not.toBe(
      user.id,
    );
  });
});

describe('user!logoff while a loan is open', () => {
  it('is refused from the application until the loan is repaid: in review, paid out, overdue', async () => {
    const fixtures = creditFixtures(t);
    const { user, token } = await fixtures.borrower();
    const applied = await t.action(
      '/api/credit!apply.action',
      await fixtures.application(token, { applyAmount: 100000, creditPeriod: 7 }),
    );
    expect(applied.code, applied.msg).toBe('0');
    const loan = CreditVo.parse(applied.data);
    expect((await close(token, user.password)).key).toBe('AUTH_CANCEL_LOAN_OPEN');

    const approved = await t.action('/admin/credit!approve.action', {
      token: await operator('finance'),
      id: loan.id,
    });
    expect(approved.code, approved.msg).toBe('0');
    // Paid out: the loan's money is in the wallet, and the refusal names the loan, not the balance.
    expect(await walletOf(t, user.id)).toBe('100000.00');
    expect(await close(token, user.password)).toMatchObject({
      key: 'AUTH_CANCEL_LOAN_OPEN',
      msg: expect.stringContaining('repay the loan'),
    });

    t.clock.advance(10 * DAY);
    expect(await runCreditSweep(t.db, t.app.deps.notifier, t.clock.now())).toBeGreaterThanOrEqual(1);
    const again = await login(user);
    expect((await close(again, user.password)).key).toBe('AUTH_CANCEL_LOAN_OPEN');

    // The term's 7 days (350) and 3 overdue days begun (300): 100,650 in all.
    await fund(t, user.id, '650');
    const repaid = await t.action('/api/credit!pay.action', {
      token: again,
      creditId: loan.id,
      safeword: '123456',
    });
    expect(repaid.code, repaid.msg).toBe('0');
    expect(await walletOf(t, user.id)).toBe('0.00');
    expect((await close(again, user.password)).code).toBe('0');
    expect(await statusOf(user.id)).toBe(2);
  });
});

describe('user!logoff while an order holds money in escrow', () => {
  it('is refused to its buyer and its shop until the order is refunded', async () => {
    const shop = await orderShop(t, { funds: '0.00', sellingPrice: '15.00' });
    const buyer = await orderBuyer(t, '15.00');
    const [id] = await placed(buyer.token, orderInfo([shop.listing.id, null, 1]));
    expect((await pay(buyer.token, [id!])).code).toBe('0');
    expect(await walletOf(t, buyer.user.id)).toBe('0.00');
    expect((await close(buyer.token, buyer.user.password)).key).toBe('AUTH_CANCEL_ORDER_OPEN');
    expect((await close(shop.token, shop.owner.password)).key).toBe('AUTH_CANCEL_ORDER_OPEN');

    const asked = await t.action('/api/order!returns.action', {
      token: buyer.token,
      orderId: id!,
      returnReason: 2,
    });
    expect(asked.code, asked.msg).toBe('0');
    // A refund in progress is not finished either.
    expect((await close(buyer.token, buyer.user.password)).key).toBe('AUTH_CANCEL_ORDER_OPEN');
    expect((await close(shop.token, shop.owner.password)).key).toBe('AUTH_CANCEL_ORDER_OPEN');

    const decided = await t.action('/admin/order!decideRefund.action', {
      token: await operator('operations'),
      orderId: id!,
      approve: 1,
      reason: 'Ordered by mistake',
    });
    expect(decided.code, decided.msg).toBe('0');
    // Refunded: the order is done; the buyer's money is back in the wallet, the shop's is none.
    expect((await close(buyer.token, buyer.user.password)).key).toBe('AUTH_CANCEL_BALANCE_REMAINS');
    expect((await close(shop.token, shop.owner.password)).code).toBe('0');
  });

  it('is allowed once the order is settled', async () => {
    const shop = await orderShop(t, { sellingPrice: '15.00', systemPrice: '10.00' });
    const buyer = await orderBuyer(t, '15.00');
    const [id] = await placed(buyer.token, orderInfo([shop.listing.id, null, 1]));
    await pay(buyer.token, [id!]);
    await deliver(id!, { shop: shop.token, ops: await operator('operations'), buyer: buyer.token });
    expect((await close(buyer.token, buyer.user.password)).key).toBe('AUTH_CANCEL_ORDER_OPEN');
    const { runOrderSweeps } = await import('../orders/sweeps.js');
    t.clock.advance(8 * DAY);
    expect((await runOrderSweeps(t.db, t.clock.now())).settled).toBeGreaterThanOrEqual(1);
    const again = await login(buyer.user);
    expect((await close(again, buyer.user.password)).code).toBe('0');
  });
});

describe('user!logoff while money is on its way', () => {
  it('is refused while a deposit waits for finance, and allowed once it is rejected', async () => {
    const { user, token } = await createLoggedInUser(t);
    const orderNo = ((await recharge(token)).data as { order_no: string }).order_no;
    expect(await close(token, user.password)).toMatchObject({
      key: 'AUTH_CANCEL_DEPOSIT_PENDING',
      msg: expect.stringContaining('deposit'),
    });
    const [row] = await t.db.select().from(deposits).where(eq(deposits.orderNo, orderNo));
    const rejected = await t.action('/admin/deposits!reject.action', {
      token: await operator('finance'),
      id: row?.id ?? '',
      reason: 'No payment arrived',
    });
    expect(rejected.code, rejected.msg).toBe('0');
    expect((await close(token, user.password)).code).toBe('0');
  });

  it('is refused while an online payment waits for its provider', async () => {
    const { user, token } = await createLoggedInUser(t);
    const open = (await t.action('/api/rechargeBlockchain!recharge_open.action', { token })).data as {
      session_token: string;
    };
    const started = await t.action('/api/thirdPartyRecharge!PHP_recharge.action', {
      token,
      session_token: open.session_token,
      amount: '2000.00',
      pageUrl: '/userInfo/money-package',
    });
    expect(started.code, started.msg).toBe('0');
    expect((await close(token, user.password)).key).toBe('AUTH_CANCEL_DEPOSIT_PENDING');
  });

  it('is refused while a withdrawal waits for finance (not "a balance remains"), allowed once paid', async () => {
    await setParam('withdrawal_time', '00:00-24:00');
    await setParam('withdraw_fee', 'fixed:1');
    const { user, token } = await createLoggedInUser(t, { safewordHash: await hashPassword('123456') });
    await fund(t, user.id, '40.00');
    await bindWithdrawalAddress(t, token);
    const applied = await applyForWithdrawal(t, token);
    expect(applied.code, applied.msg).toBe('0');
    expect(await close(token, user.password)).toMatchObject({
      key: 'AUTH_CANCEL_WITHDRAWAL_PENDING',
      msg: expect.stringContaining('withdrawal'),
    });
    const { withdrawals } = await import('../../db/schema/index.js');
    const [row] = await t.db.select().from(withdrawals).where(eq(withdrawals.userId, user.id));
    const paid = await t.action('/admin/withdrawals!pay.action', {
      token: await operator('finance'),
      id: row?.id ?? '',
      tx: '0xpayout1',
    });
    expect(paid.code, paid.msg).toBe('0');
    expect((await close(token, user.password)).code).toBe('0');
  });

  it('is refused while the wallet has a balance: one below the withdrawal minimum until given up', async () => {
    await setParam('withdraw_limit_min', '10');
    const { user, token } = await createLoggedInUser(t);
    await fund(t, user.id, '0.01');
    expect((await close(token, user.password)).key).toBe('AUTH_CANCEL_BALANCE_BELOW_MIN');
    await fund(t, user.id, '9.99');
    expect((await close(token, user.password)).key).toBe('AUTH_CANCEL_BALANCE_REMAINS');
    expect(await statusOf(user.id)).toBe(1);
  });
});
