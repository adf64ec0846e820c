import { CreditVo } from '@caravan/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { creditFixtures } from '../../../test/credit-fixtures.js';
import { createLoggedInOperator } from '../../../test/factories.js';
import { fund, walletOf } from '../../../test/order-fixtures.js';
import { onPostgres } from '../../../test/test-db.js';
import { credits, ledgerTransactions } from '../../db/schema/index.js';

// Only a real server runs statements concurrently (PGlite runs one at a time). The harness runs
// the ledger checker after each test.
describe.runIf(onPostgres())('loans under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let fixtures: ReturnType<typeof creditFixtures>;
  beforeAll(async () => {
    t = await buildTestApp();
    fixtures = creditFixtures(t);
  });

  const postings = async (kind: 'loan_disbursement' | 'loan_repayment', id: string) =>
    (
      await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(ledgerTransactions)
        .where(and(eq(ledgerTransactions.kind, kind), eq(ledgerTransactions.businessId, id)))
    )[0]?.n;

  it('ten applications at once make one loan; ten approvals at once pay it out once; ten repayments at once debit once', async () => {
    const who = await fixtures.borrower();
    const params = await fixtures.application(who.token, { applyAmount: 100000, creditPeriod: 7 });
    const applied = await Promise.all(
      Array.from({ length: 10 }, () => t.action('/api/credit!apply.action', params)),
    );
    expect(applied.filter((r) => r.code === '0')).toHaveLength(1);
    expect(new Set(applied.filter((r) => r.code !== '0').map((r) => r.key))).toEqual(
      new Set(['CREDIT_LOAN_IN_USE']),
    );
    const rows = await t.db.select().from(credits).where(eq(credits.userId, who.user.id));
    expect(rows).toHaveLength(1);
    const loan = CreditVo.parse(applied.find((r) => r.code === '0')!.data);

    const ops = await Promise.all(Array.from({ length: 3 }, () => createLoggedInOperator(t, 'finance')));
    const approvals = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.action('/admin/credit!approve.action', { token: ops[i % ops.length]!.token, id: loan.id }),
      ),
    );
    expect(approvals.filter((r) => r.code === '0')).toHaveLength(1);
    expect(new Set(approvals.filter((r) => r.code !== '0').map((r) => r.key))).toEqual(
      new Set(['CREDIT_ALREADY_DECIDED']),
    );
    expect(await postings('loan_disbursement', loan.id)).toBe(1);
    expect(await walletOf(t, who.user.id)).toBe('100000.00');

    // One day begun: 0.0005 × 100,000 × 1 = 50.
    await fund(t, who.user.id, '50');
    const repaid = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.action('/api/credit!pay.action', { token: who.token, creditId: loan.id, safeword: '123456' }),
      ),
    );
    expect(repaid.filter((r) => r.code === '0')).toHaveLength(1);
    expect(new Set(repaid.filter((r) => r.code !== '0').map((r) => r.key))).toEqual(
      new Set(['CREDIT_NOT_REPAYABLE']),
    );
    expect(await postings('loan_repayment', loan.id)).toBe(1);
    expect(await walletOf(t, who.user.id)).toBe('0.00');
  }, 120_000);
});
