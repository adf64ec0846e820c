// Start-up loans (issue 19): who may apply, the terms disclosed and stored, finance's review paying
// the loan out through the ledger, the bill as days pass, repayment from the wallet, the overdue
// sweep driven by the clock, and every refusal. The ledger checker runs after each test.
import {
  AdminCreditVo,
  CreditBillVo,
  CreditConfigVo,
  CreditProductVo,
  CreditVo,
  loanCost,
  MoneyLogVo,
  paged,
} from '@caravan/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.js';
import { createLoggedInOperator } from '../../../test/factories.js';
import { creditFixtures, DEFAULT_PRODUCT } from '../../../test/credit-fixtures.js';
import { fund } from '../../../test/order-fixtures.js';
import { uploadImage } from '../../../test/uploads.js';
import { auditLog, credits, users } from '../../db/schema/index.js';
import { balanceOf } from '../wallet/ledger.js';
import { eligibility } from './credit.service.js';
import { runCreditSweep } from './sweeps.js';

const t = useTestApp();
const DAY = 86_400_000;
const History = paged(CreditVo);
const Queue = paged(AdminCreditVo);
const Records = paged(MoneyLogVo);
const { borrower, photos, application, login } = creditFixtures(t);

const apply = (params: Record<string, string | number>) => t.action('/api/credit!apply.action', params);
const finance = async () => (await createLoggedInOperator(t, 'finance')).token;
const decide = (
  action: 'approve' | 'reject',
  token: string,
  id: string,
  extra: Record<string, string> = {},
) => t.action(`/admin/credit!${action}.action`, { token, id, ...extra });
const bill = async (token: string) =>
  CreditBillVo.parse((await t.action('/api/credit!bill.action', { token })).data);
const wallet = async (userId: string) => (await balanceOf(t.db, { kind: 'wallet', userId })).toFixed(2);

/** Applies and has finance approve: the loan, its borrower and the operator's token. */
async function loanInUse(overrides: Record<string, string | number> = {}) {
  const who = await borrower();
  const res = await apply(await application(who.token, overrides));
  expect(res.code, res.msg).toBe('0');
  const loan = CreditVo.parse(res.data);
  const op = await finance();
  const approved = await decide('approve', op, loan.id);
  expect(approved.code, approved.msg).toBe('0');
  return { ...who, loan, op };
}

describe('who may use the loan actions', () => {
  it('refuses a visitor every borrower action, and a buyer or another role every review action', async () => {
    for (const name of ['check', 'config', 'apply', 'bill', 'histroy', 'beforepay', 'pay', 'beforereapply']) {
      expect((await t.action(`/api/credit!${name}.action`)).code, name).toBe('403');
    }
    const buyer = await borrower();
    const operations = (await createLoggedInOperator(t, 'operations')).token;
    for (const name of [
      'credit!list',
      'credit!approve',
      'credit!reject',
      'creditProduct!get',
      'creditProduct!save',
    ]) {
      expect((await t.action(`/admin/${name}.action`, { token: buyer.token })).code, name).toBe('403');
      expect((await t.action(`/admin/${name}.action`, { token: operations })).key, name).toBe(
        'COMMON_NO_PERMISSION',
      );
    }
  });
});

describe('the offer', () => {
  it('is the spec’s by default, and says where the caller stands', async () => {
    const verified = await borrower();
    const config = CreditConfigVo.parse(
      (await t.action('/api/credit!config.action', { token: verified.token })).data,
    );
    expect(config).toMatchObject({
      rate: 0.0005,
      defaultRate: 0.001,
      amountMin: 100000,
      amountMax: 30000000,
      lendableDays: ['7', '14', '30', '60', '90', '180', '365'],
      requireIdentity: true,
      identityVerified: true,
      goodStanding: true,
      loanInUse: false,
    });
    expect((await t.action('/api/credit!check.action', { token: verified.token })).data).toBe('true');
    const unverified = await borrower({ verified: false });
    expect((await t.action('/api/credit!check.action', { token: unverified.token })).data).toBe('false');
    expect((await apply(await application(unverified.token))).key).toBe('CREDIT_IDENTITY_REQUIRED');
  });
});

describe('a loan', () => {
  it('is applied for with its terms disclosed and stored, paid out on approval, and repaid early for the days begun', async () => {
    const who = await borrower();
    const res = await apply(await application(who.token, { applyAmount: 250000, creditPeriod: 30 }));
    expect(res.code, res.msg).toBe('0');
    const loan = CreditVo.parse(res.data);
    // 0.0005 × 250,000 × 30 = 3,750.
    expect(loan).toMatchObject({
      status: 1,
      applyAmount: 250000,
      creditPeriod: 30,
      creditRate: 0.0005,
      defaultRate: 0.001,
      totalInterest: 3750,
      totalRepayment: 253750,
      identification: '*****0T47',
      countryName: 'Germany',
    });
    expect((await t.action('/api/credit!check.action', { token: who.token })).data).toBe('false');
    // A change of the product later does not change the loan's terms.
    const op = await finance();
    const saved = await t.action('/admin/creditProduct!save.action', {
      token: op,
      amountMin: 1000,
      amountMax: 500000,
      lendableDays: '30,7',
      dailyRate: '0.0010',
      overdueRate: '0.0020',
      requireIdentity: 1,
      requireGoodStanding: 1,
    });
    expect(saved.code, saved.msg).toBe('0');
    expect(CreditProductVo.parse(saved.data)).toMatchObject({ lendableDays: [7, 30], dailyRate: '0.001' });
    expect(
      await t.action('/admin/creditProduct!save.action', { ...DEFAULT_PRODUCT, token: op }),
    ).toMatchObject({
      code: '0',
    });

    // Finance sees it in the queue, with the photos and the applicant's identity check.
    const waiting = Queue.parse((await t.action('/admin/credit!list.action', { token: op, status: 1 })).data);
    const entry = waiting.pageList.find((c) => c.id === loan.id);
    expect(entry).toMatchObject({ kycStatus: 2, kycName: 'Erika Mustermann', identification: 'C01X00T47' });
    const photo = await t.app.inject({ method: 'GET', url: `${entry!.imgCertificateFace}&token=${op}` });
    expect(photo.statusCode).toBe(200);

    const before = await wallet(who.user.id);
    const approved = await decide('approve', op, loan.id);
    expect(approved.code, approved.msg).toBe('0');
    expect(await wallet(who.user.id)).toBe('250000.00');
    expect(before).toBe('0.00');
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, loan.id));
    expect(audit).toMatchObject({ action: 'credit.approve' });
    // The notice is in the borrower's centre at once, and its e-mail goes out through the queue.
    const noticed = await t.action('/api/notification!message.slidelist', { token: who.token });
    expect(noticed.data).toMatchObject([
      {
        type: 'loan_approved',
        targetType: 'loan',
        targetId: loan.id,
        title: 'Your Caravan start-up loan is approved',
      },
    ]);
    await t.app.deps.notifier.runQueuedEmails();
    const mail = (await t.app.deps.outbox!.list(0, 100)).messages.find((m) => m.to === who.email);
    expect(mail?.subject).toBe('Your Caravan start-up loan is approved');

    // Ten days later: 10 days begun → 0.0005 × 250,000 × 10 = 1,250 so far.
    t.clock.advance(9 * DAY + 1000);
    who.token = await login(who.user);
    expect(await bill(who.token)).toMatchObject({
      creditId: loan.id,
      status: 2,
      alreadyCreditDays: 10,
      interest: 1250,
      overdueDays: 0,
      estimatePayment: 251250,
    });
    await fund(t, who.user.id, '1250');
    const quote = (await t.action('/api/credit!beforepay.action', { token: who.token, creditId: loan.id }))
      .data;
    expect(quote).toMatchObject({ estimatePayment: 251250, accountAmount: 251250 });
    const paid = await t.action('/api/credit!pay.action', {
      token: who.token,
      creditId: loan.id,
      safeword: '123456',
    });
    expect(paid.code, paid.msg).toBe('0');
    expect(CreditVo.parse(paid.data)).toMatchObject({ status: 4, repaidAmount: 251250 });
    expect(await wallet(who.user.id)).toBe('0.00');
    // Repaid: a second repayment changes nothing; the history says repaid; a new loan may follow.
    expect(
      (await t.action('/api/credit!pay.action', { token: who.token, creditId: loan.id, safeword: '123456' }))
        .key,
    ).toBe('CREDIT_NOT_REPAYABLE');
    const history = History.parse((await t.action('/api/credit!histroy.action', { token: who.token })).data);
    expect(history.pageList.map((c) => [c.id, c.status, c.totalInterest])).toEqual([[loan.id, 4, 3750]]);
    expect(await bill(who.token)).toMatchObject({ creditId: '', estimatePayment: 0 });
    expect((await t.action('/api/credit!check.action', { token: who.token })).data).toBe('true');

    // The wallet's records name both movements with the loan's reference, and "loan" lists them
    // alone (issue 51); the reply is checked against the contract's shape.
    const reference = `LN${loan.id.slice(0, 8).toUpperCase()}`;
    const log = async (type?: string) =>
      Records.parse(
        (await t.action('/api/moneylog!list.action', { token: who.token, ...(type ? { type } : {}) })).data,
      ).pageList.map((r) => [r.type, r.amount, r.orderNo]);
    expect(await log('loan')).toEqual([
      ['loan_repayment', -251250, reference],
      ['loan_disbursement', 250000, reference],
    ]);
    expect(await log('loan_disbursement')).toEqual([['loan_disbursement', 250000, reference]]);
    expect((await log()).length).toBe(3);
  });

  it('is rejected with a reason, and applied for again from what it said', async () => {
    const who = await borrower();
    const first = CreditVo.parse((await apply(await application(who.token))).data);
    const op = await finance();
    const rejected = await decide('reject', op, first.id, { reason: 'The photo of the back is blurred' });
    expect(rejected.code, rejected.msg).toBe('0');
    expect(await wallet(who.user.id)).toBe('0.00');
    await t.app.deps.notifier.runQueuedEmails();
    const mail = (await t.app.deps.outbox!.list(0, 100)).messages.find((m) => m.to === who.email);
    expect(mail?.text).toContain('The photo of the back is blurred');
    // Decided once only.
    expect((await decide('approve', op, first.id)).key).toBe('CREDIT_ALREADY_DECIDED');
    expect((await decide('reject', op, first.id, { reason: 'again' })).key).toBe('CREDIT_ALREADY_DECIDED');

    const form = (
      await t.action('/api/credit!beforereapply.action', { token: who.token, creditId: first.id })
    ).data;
    expect(form).toMatchObject({
      creditId: first.id,
      applyAmount: 200000,
      reason: 'The photo of the back is blurred',
    });
    const again = await apply(await application(who.token, { creditId: first.id, applyAmount: 150000 }));
    expect(again.code, again.msg).toBe('0');
    const rows = await t.db.select().from(credits).where(eq(credits.userId, who.user.id));
    expect(rows.map((r) => [r.status, r.reapplyOf]).sort()).toEqual([
      [1, first.id],
      [3, null],
    ]);
  });

  it('falls overdue after its term: the sweep accrues the overdue rate day by day, once, and repayment includes it', async () => {
    const { user, email, loan } = await loanInUse({ applyAmount: 100000, creditPeriod: 7 });
    // 3 days and a bit past the due time: 4 days begun past due.
    t.clock.advance(10 * DAY + 1000);
    const token = await login(user);
    // The borrower turned loan e-mails off: the overdue notice is sent all the same.
    await t.action('/api/notification!saveEmailSettings.action', { token, loans: 0 });
    const notifier = t.app.deps.notifier;
    expect(await runCreditSweep(t.db, notifier, t.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await runCreditSweep(t.db, notifier, t.clock.now())).toBe(0);
    const [row] = await t.db.select().from(credits).where(eq(credits.id, loan.id));
    // 0.001 × 100,000 × 4 = 400.
    expect(row).toMatchObject({ status: 5, overdueDays: 4, overdueInterest: '400.00' });
    await notifier.runQueuedEmails();
    const notices = (await t.app.deps.outbox!.list(0, 200)).messages.filter(
      (m) => m.to === email && m.subject === 'Your Caravan loan is overdue',
    );
    expect(notices).toHaveLength(1);
    expect((await t.action('/api/notification!count.unread', { token })).data).toBe(2);
    // The term's interest (7 days: 350) and the overdue interest (400).
    expect(await bill(token)).toMatchObject({
      status: 5,
      alreadyCreditDays: 7,
      interest: 350,
      overdueInterest: 400,
    });
    expect((await t.action('/api/credit!config.action', { token })).data).toMatchObject({
      goodStanding: false,
    });
    // A day later the sweep brings it up to 5 days.
    t.clock.advance(DAY);
    expect(await runCreditSweep(t.db, notifier, t.clock.now())).toBeGreaterThanOrEqual(1);
    const [later] = await t.db.select().from(credits).where(eq(credits.id, loan.id));
    expect(later).toMatchObject({ overdueDays: 5, overdueInterest: '500.00' });

    expect(
      (await t.action('/api/credit!pay.action', { token, creditId: loan.id, safeword: '123456' })).key,
    ).toBe('WALLET_INSUFFICIENT_BALANCE');
    await fund(t, user.id, '850');
    const paid = await t.action('/api/credit!pay.action', { token, creditId: loan.id, safeword: '123456' });
    expect(paid.code, paid.msg).toBe('0');
    expect(CreditVo.parse(paid.data)).toMatchObject({ status: 4, repaidAmount: 100850, overdueDays: 5 });
    expect(await wallet(user.id)).toBe('0.00');
    expect(await runCreditSweep(t.db, notifier, t.clock.now())).toBe(0);
  });
});

describe('the rules', () => {
  it('take an account closed while its request was on its way for an ended session, not a standing', async () => {
    // A cancellation that commits between a request's sign-in check and its rules: the account's row
    // says cancelled (2). Seen as CREDIT_NOT_IN_GOOD_STANDING in the concurrency test on PostgreSQL.
    const { user } = await borrower();
    await t.db.update(users).set({ status: 2 }).where(eq(users.id, user.id));
    await expect(eligibility(t.db, user.id)).rejects.toMatchObject({ code: 'AUTH_SESSION_EXPIRED' });
  });

  it('refuse a second loan, amounts and terms off the offer, and photos that are not the caller’s own', async () => {
    const who = await borrower();
    const other = await borrower();
    const theirs = await photos(other.token);
    const cases: [Record<string, string | number>, string][] = [
      [{ applyAmount: 99999 }, 'CREDIT_AMOUNT_BELOW_MIN'],
      [{ applyAmount: 30000001 }, 'CREDIT_AMOUNT_ABOVE_MAX'],
      [{ applyAmount: '100000.5' }, 'COMMON_PARAM_INVALID'],
      [{ applyAmount: -100000 }, 'COMMON_PARAM_INVALID'],
      [{ creditPeriod: 31 }, 'CREDIT_TERM_NOT_OFFERED'],
      [{ creditPeriod: 0 }, 'COMMON_PARAM_INVALID'],
      [{ countryId: 999999 }, 'COMMON_PARAM_INVALID'],
      [{ identification: 'C01<script>' }, 'COMMON_PARAM_INVALID'],
      [{ realName: 'nul\u0000byte' }, 'COMMON_PARAM_INVALID'],
      [{ realName: 'x'.repeat(129) }, 'COMMON_PARAM_TOO_LONG'],
      [{ imgCertificateFace: theirs.imgCertificateFace }, 'CREDIT_PHOTO_INVALID'],
      [{ imgCertificateFace: 'https://example.com/a.png' }, 'COMMON_PARAM_INVALID'],
      [{ creditId: crypto.randomUUID() }, 'COMMON_NOT_FOUND'],
    ];
    for (const [overrides, key] of cases) {
      const res = await apply(await application(who.token, overrides));
      expect({ overrides, key: res.key, status: res.status }).toEqual({ overrides, key, status: 200 });
    }
    // Photos of a seller application are not loan documents; one photo twice is refused.
    const identity = await uploadImage(t, who.token, 'identity');
    expect((await apply(await application(who.token, { imgCertificateBack: identity }))).key).toBe(
      'CREDIT_PHOTO_INVALID',
    );
    const mine = await photos(who.token);
    expect(
      (
        await apply({
          ...(await application(who.token)),
          imgCertificateBack: mine.imgCertificateFace,
          imgCertificateFace: mine.imgCertificateFace,
        })
      ).key,
    ).toBe('CREDIT_PHOTO_INVALID');
    expect(await t.db.select().from(credits).where(eq(credits.userId, who.user.id))).toHaveLength(0);

    expect((await apply(await application(who.token))).code).toBe('0');
    expect((await apply(await application(who.token))).key).toBe('CREDIT_LOAN_IN_USE');
    // Another's loan is not found for anything.
    const [mineLoan] = await t.db.select().from(credits).where(eq(credits.userId, who.user.id));
    for (const name of ['beforepay', 'beforereapply']) {
      expect(
        (await t.action(`/api/credit!${name}.action`, { token: other.token, creditId: mineLoan!.id })).key,
      ).toBe('COMMON_NOT_FOUND');
    }
    expect(
      (
        await t.action('/api/credit!pay.action', {
          token: other.token,
          creditId: mineLoan!.id,
          safeword: '123456',
        })
      ).key,
    ).toBe('COMMON_NOT_FOUND');
    // A loan under review cannot be repaid, nor applied for again.
    expect(
      (
        await t.action('/api/credit!pay.action', {
          token: who.token,
          creditId: mineLoan!.id,
          safeword: '123456',
        })
      ).key,
    ).toBe('CREDIT_NOT_REPAYABLE');
    expect(
      (await t.action('/api/credit!beforereapply.action', { token: who.token, creditId: mineLoan!.id })).key,
    ).toBe('COMMON_NOT_FOUND');
  });

  it('refuse a disabled account, and repayment with a wrong fund password', async () => {
    const { user, token, loan } = await loanInUse();
    expect(
      (await t.action('/api/credit!pay.action', { token, creditId: loan.id, safeword: '654321' })).key,
    ).toBe('AUTH_SAFEWORD_WRONG');
    expect(await wallet(user.id)).toBe('200000.00');
    const restricted = await borrower();
    await t.db.update(users).set({ status: 0 }).where(eq(users.id, restricted.user.id));
    expect((await t.action('/api/credit!check.action', { token: restricted.token })).code).toBe('403');
  });

  it('keep finance’s settings consistent', async () => {
    const op = await finance();
    const valid = { ...DEFAULT_PRODUCT, token: op };
    const cases: [Record<string, string | number>, string][] = [
      [{ amountMin: 500, amountMax: 100 }, 'CREDIT_PRODUCT_INVALID'],
      [{ dailyRate: '1.5' }, 'CREDIT_PRODUCT_INVALID'],
      [{ dailyRate: '0.00001' }, 'COMMON_PARAM_INVALID'],
      [{ dailyRate: '-0.1' }, 'COMMON_PARAM_INVALID'],
      [{ lendableDays: '7,367' }, 'COMMON_PARAM_INVALID'],
      [{ lendableDays: '' }, 'COMMON_PARAM_INVALID'],
      [{ lendableDays: 'seven' }, 'COMMON_PARAM_INVALID'],
      [{ requireIdentity: 'yes' }, 'COMMON_PARAM_INVALID'],
    ];
    for (const [overrides, key] of cases) {
      const res = await t.action('/admin/creditProduct!save.action', { ...valid, ...overrides });
      expect({ overrides, key: res.key }).toEqual({ overrides, key });
    }
    const product = CreditProductVo.parse(
      (await t.action('/admin/creditProduct!get.action', { token: op })).data,
    );
    expect(product).toMatchObject({ amountMin: 100000, dailyRate: '0.0005' });
    expect((await t.action('/admin/creditProduct!save.action', valid)).code).toBe('0');
  });
});

describe('the interest', () => {
  it('is rate × amount × days rounded down to the cent, as loanCost says', () => {
    expect(loanCost(100000, '0.0005', 30)).toEqual({ interest: '1500.00', total: '101500.00' });
    expect(loanCost(123457, '0.0003', 7)).toEqual({ interest: '259.25', total: '123716.25' });
    expect(loanCost(30000000, '0.0123', 366)).toEqual({ interest: '135054000.00', total: '165054000.00' });
    expect(loanCost(100001, '0.0001', 1)).toEqual({ interest: '10.00', total: '100011.00' });
  });
});
