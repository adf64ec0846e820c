import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.js';
import { depositTestApp } from '../../../test/deposit-fixtures.js';
import { createLoggedInOperator } from '../../../test/factories.js';
import { setSystemParams } from '../../../test/system-params.js';
import { centre } from '../../../test/notices.js';
import { orderBuyer } from '../../../test/order-fixtures.js';
import { onPostgres } from '../../../test/test-db.js';
import { bindWithdrawalAddress, openWithdrawalForm } from '../../../test/withdrawal-fixtures.js';
import {
  auditLog,
  deposits,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  thirdPartyPayments,
  withdrawals,
} from '../../db/schema/index.js';
import { amount } from '../../lib/money.js';
import { balanceOf, checkLedger, type TransactionKind } from './ledger.js';

// Issue 22, points 4 and 5: withdrawals and deposits under concurrency. Only a real server runs
// statements concurrently (PGlite runs one at a time). The harness runs the ledger checker after
// each test; each test also runs it itself.

const { ctx, recharge } = depositTestApp();
let t: TestApp;
beforeAll(() => {
  t = ctx.t;
});

const setParam = (code: string, value: string) => setSystemParams(t.db, { [code]: value });

const balance = async (kind: 'wallet' | 'withdrawal_hold', userId: string) =>
  (await balanceOf(t.db, { kind, userId })).toFixed(2);

/** The entries of the ledger's `kind` transactions for `businessId`: each account's key and amount. */
async function entriesOf(kind: TransactionKind, businessId: string) {
  return t.db
    .select({ transaction: ledgerTransactions.id, account: ledgerAccounts.key, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(and(eq(ledgerTransactions.kind, kind), eq(ledgerTransactions.businessId, businessId)))
    .orderBy(ledgerAccounts.key);
}

const outcome = (r: { code: string; key?: string | undefined }) =>
  r.code === '0' ? 'ok' : (r.key ?? r.code);

/** How many replies gave each outcome. */
function tally(results: readonly { code: string; key?: string | undefined }[]) {
  const counts: Record<string, number> = {};
  for (const r of results) counts[outcome(r)] = (counts[outcome(r)] ?? 0) + 1;
  return counts;
}

describe.runIf(onPostgres())('withdrawals under concurrency (PostgreSQL)', () => {
  it('4. withdrawal limits: rounds of 100 concurrent requests — one at a time, the daily count of 3, gross = net + fee exactly', async () => {
    await setParam('withdrawal_time', '00:00-24:00');
    await setParam('withdraw_limit_min', '10');
    await setParam('withdraw_limit_max', '200');
    await setParam('withdraw_daily_count', '3');
    // A rate, so that most fees need rounding (half up, to the cent).
    await setParam('withdraw_fee', 'rate:0.015');
    const { user, token } = await orderBuyer(t, '150.00', { address: false });
    await bindWithdrawalAddress(t, token);
    const finance = await Promise.all(
      [1, 2].map(async () => (await createLoggedInOperator(t, 'finance')).token),
    );

    // A quarter each: below the minimum, above the maximum, above the balance (150 at most, and
    // within the maximum), and allowed (10.00 to 49.99: three of them always fit).
    const amountFor = (round: number, i: number) =>
      [
        '9.99',
        '200.01',
        (150.01 + (i % 40)).toFixed(2),
        (10 + ((i * 137 + round * 71) % 4000) / 100).toFixed(2),
      ][i % 4]!;
    const kindOf = ['below', 'above', 'overdraw', 'allowed'] as const;
    const round = async (n: number) => {
      const forms = await Promise.all(Array.from({ length: 100 }, () => openWithdrawalForm(t, token)));
      const results = await Promise.all(
        forms.map((form, i) =>
          t.action('/api/withdraw!apply.action', {
            token,
            session_token: form,
            safeword: '123456',
            amount: amountFor(n, i),
          }),
        ),
      );
      const by = (kind: (typeof kindOf)[number]) => results.filter((_, i) => kindOf[i % 4] === kind);
      return { results, by };
    };

    for (const n of [1, 2, 3]) {
      const { results, by } = await round(n);
      expect(tally(by('below'))).toEqual({ WALLET_WITHDRAW_BELOW_MIN: 25 });
      expect(tally(by('above'))).toEqual({ WALLET_WITHDRAW_ABOVE_MAX: 25 });
      // Above the balance: refused by the balance, or by the withdrawal already in progress.
      const overdrawn = Object.keys(tally(by('overdraw')));
      expect(
        overdrawn.filter((k) => k !== 'WALLET_INSUFFICIENT_BALANCE' && k !== 'WALLET_WITHDRAW_IN_PROGRESS'),
      ).toEqual([]);
      expect(tally(by('allowed'))).toEqual({ ok: 1, WALLET_WITHDRAW_IN_PROGRESS: 24 });
      expect(results.filter((r) => r.code === '0')).toHaveLength(1);
      // Finance pays it, ten times at once from two sessions: once.
      const [pending] = await t.db
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.userId, user.id), eq(withdrawals.state, 0)));
      if (!pending) throw new Error('no pending withdrawal');
      const paid = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          t.action('/admin/withdrawals!pay.action', {
            token: finance[i % 2]!,
            id: pending.id,
            tx: `0xpayout${n}`,
          }),
        ),
      );
      expect(tally(paid)).toEqual({ ok: 1, WALLET_ALREADY_DECIDED: 9 });
    }
    // The day's count is spent: a fourth round is refused whole, each request by its first rule broken.
    const fourth = await round(4);
    expect(tally(fourth.results)).toEqual({
      WALLET_WITHDRAW_BELOW_MIN: 25,
      WALLET_WITHDRAW_ABOVE_MAX: 25,
      WALLET_WITHDRAW_DAILY_LIMIT: 50,
    });

    const rows = await t.db.select().from(withdrawals).where(eq(withdrawals.userId, user.id));
    expect(rows.map((r) => r.state)).toEqual([1, 1, 1]);
    let total = amount(0);
    for (const row of rows) {
      const gross = amount(row.amount);
      // The fee: 1.5 % of the gross, half up to the cent; gross = net + fee exactly.
      const fee = gross.times('0.015').toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
      expect({ fee: row.fee, net: row.net }).toEqual({
        fee: fee.toFixed(2),
        net: gross.minus(fee).toFixed(2),
      });
      expect(amount(row.net).plus(row.fee).eq(gross)).toBe(true);
      // In the ledger: the hold takes the gross from the wallet; the payout splits it into net and fee.
      const hold = await entriesOf('withdrawal_hold', row.id);
      expect(hold.map((e) => [e.account, e.amount])).toEqual([
        [`wallet:${user.id}`, gross.negated().toFixed(2)],
        [`withdrawal_hold:${user.id}`, gross.toFixed(2)],
      ]);
      const payout = await entriesOf('withdrawal_paid', row.id);
      expect(new Set(payout.map((e) => e.transaction)).size).toBe(1);
      expect(payout.map((e) => [e.account, e.amount])).toEqual([
        ['platform_cash', row.net],
        ['platform_fees', row.fee],
        [`withdrawal_hold:${user.id}`, gross.negated().toFixed(2)],
      ]);
      total = total.plus(gross);
    }
    expect(await balance('wallet', user.id)).toBe(amount('150.00').minus(total).toFixed(2));
    expect(await balance('withdrawal_hold', user.id)).toBe('0.00');
    expect(await checkLedger(t.db)).toEqual([]);
  }, 300_000);
});

describe.runIf(onPostgres())('deposits under concurrency (PostgreSQL)', () => {
  it('5. deposits credited once: 180 concurrent confirmations (and rejections) of three deposits, 50 provider reports of a payment', async () => {
    const { user, token } = await orderBuyer(t, '0', { address: false });
    const orderNo = async (overrides: Record<string, string>) => {
      const res = await recharge(token, overrides);
      expect(res.code, res.msg).toBe('0');
      return (res.data as { order_no: string }).order_no;
    };
    const numbers = [
      await orderNo({ amount: '77.70' }),
      await orderNo({ coin: 'ETH', blockchain_name: 'ERC20', amount: '0.5' }),
      await orderNo({ amount: '10.01' }),
    ];
    const rows = await Promise.all(
      numbers.map(async (no) => (await t.db.select().from(deposits).where(eq(deposits.orderNo, no)))[0]!),
    );
    const [usdt, eth, small] = rows;
    if (!usdt || !eth || !small) throw new Error('deposits not recorded');
    const finance = await Promise.all(
      [1, 2, 3].map(async () => (await createLoggedInOperator(t, 'finance')).token),
    );

    // Each deposit 60 times at once, from three finance sessions; the ETH one half confirmed and
    // half rejected: one decision wins.
    const sent = rows.flatMap((d) =>
      Array.from({ length: 60 }, (_, i) => ({
        deposit: d,
        reject: d === eth && i % 2 === 1,
        token: finance[i % 3]!,
      })),
    );
    const results = await Promise.all(
      sent.map((s) =>
        s.reject
          ? t.action('/admin/deposits!reject.action', {
              token: s.token,
              id: s.deposit.id,
              reason: 'No such transfer',
            })
          : t.action('/admin/deposits!confirm.action', { token: s.token, id: s.deposit.id }),
      ),
    );
    const of = (d: typeof usdt) => results.filter((_, i) => sent[i]!.deposit === d);
    expect(tally(of(usdt))).toEqual({ ok: 1, WALLET_ALREADY_DECIDED: 59 });
    expect(tally(of(small))).toEqual({ ok: 1, WALLET_ALREADY_DECIDED: 59 });
    expect(tally(of(eth))).toEqual({ ok: 1, WALLET_ALREADY_DECIDED: 59 });
    const [ethNow] = await t.db.select().from(deposits).where(eq(deposits.id, eth.id));
    const ethConfirmed = ethNow?.state === 1;
    const winner = results.findIndex((r, i) => sent[i]!.deposit === eth && r.code === '0');
    expect(ethNow?.state).toBe(sent[winner]!.reject ? 2 : 1);

    // 0.5 ETH at 3000.5 is 1500.25 USDT.
    const credited = {
      [usdt.id]: '77.70',
      [small.id]: '10.01',
      ...(ethConfirmed ? { [eth.id]: '1500.25' } : {}),
    };
    for (const d of rows) {
      const entries = await entriesOf('deposit', d.id);
      expect(entries.map((e) => [e.account, e.amount])).toEqual(
        credited[d.id]
          ? [
              ['platform_cash', `-${credited[d.id]}`],
              [`wallet:${user.id}`, credited[d.id]],
            ]
          : [],
      );
      const decisions = await t.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.targetId, d.orderNo));
      expect(decisions).toHaveLength(1);
    }
    const expected = Object.values(credited).reduce((sum, v) => sum.plus(v), amount(0));
    expect(await balance('wallet', user.id)).toBe(expected.toFixed(2));
    expect((await centre(t, token)).map((n) => n.type).sort()).toEqual(
      [
        'deposit_confirmed',
        'deposit_confirmed',
        ethConfirmed ? 'deposit_confirmed' : 'deposit_rejected',
      ].sort(),
    );

    // A third-party payment reported paid 40 times and failed 10 times, all at once: the first
    // report decides; a paid one is credited once.
    const form = (
      (await t.action('/api/rechargeBlockchain!recharge_open.action', { token })).data as {
        session_token: string;
      }
    ).session_token;
    const started = await t.action('/api/thirdPartyRecharge!PHP_recharge.action', {
      token,
      session_token: form,
      amount: '2000.00',
      pageUrl: '/userInfo/money-package',
    });
    expect(started.code, started.msg).toBe('0');
    const { payUrl, order_no: paymentNo } = started.data as { payUrl: string; order_no: string };
    const ref = new URL(payUrl, 'http://x').searchParams.get('ref') ?? '';
    const reports = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `/sandbox/pay/${i % 5 === 4 ? 'fail' : 'complete'}`,
          payload: `ref=${encodeURIComponent(ref)}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      ),
    );
    const locations = new Set(reports.map((r) => `${r.statusCode} ${String(r.headers.location)}`));
    // Every report is answered with the payment's one outcome.
    expect(locations.size).toBe(1);
    const paid = [...locations][0]!.includes('payment=paid');
    expect([...locations][0]).toBe(
      `303 /userInfo/money-package?payment=${paid ? 'paid' : 'failed'}&order_no=${paymentNo}`,
    );
    const [payment] = await t.db
      .select()
      .from(thirdPartyPayments)
      .where(eq(thirdPartyPayments.orderNo, paymentNo));
    expect(payment?.state).toBe(paid ? 1 : 2);
    expect(
      (await entriesOf('third_party_deposit', payment?.id ?? '')).map((e) => [e.account, e.amount]),
    ).toEqual(
      paid
        ? [
            ['platform_cash', '-35.00'],
            [`wallet:${user.id}`, '35.00'],
          ]
        : [],
    );
    // 2000 PHP at 0.0175 is 35 USDT.
    expect(await balance('wallet', user.id)).toBe(expected.plus(paid ? '35' : '0').toFixed(2));
    expect(await checkLedger(t.db)).toEqual([]);
  }, 120_000);
});
