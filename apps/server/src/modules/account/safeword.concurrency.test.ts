import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { orderBuyer, orderCalls, orderInfo, orderShop, walletOf } from '../../../test/order-fixtures.js';
import { onPostgres } from '../../../test/test-db.js';
import { bindWithdrawalAddress, openWithdrawalForm } from '../../../test/withdrawal-fixtures.js';
import { users } from '../../db/schema/index.js';
import type * as passwords from './passwords.js';
import type * as Safeword from './safeword.js';
import { verifyPassword } from './passwords.js';

// Every argon2 verification goes through the real function; the spy only counts them, so the test
// sees how many fund-password attempts were evaluated, not only how many were answered "wrong".
// `during.check`, when set, runs as each verification starts: what the database looks like while
// argon2id works.
const during = vi.hoisted(() => ({ check: null as null | (() => Promise<void>) }));
vi.mock('./passwords.js', async (importOriginal) => {
  const real = await importOriginal<typeof passwords>();
  return {
    ...real,
    verifyPassword: vi.fn(async (hash: string, password: string) => {
      await during.check?.();
      return real.verifyPassword(hash, password);
    }),
  };
});

// Issue 22, point 8. Only a real server runs statements concurrently (PGlite runs one at a time).
describe.runIf(onPostgres())('fund password under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  const o = orderCalls(() => t);
  beforeAll(async () => {
    t = await buildTestApp();
    // 10:00 UTC is 18:00 in Asia/Shanghai, whose calendar day the lock lasts (spec §9).
    t.clock.set('2026-03-01T10:00:00Z');
  });

  it('8. brute force: 100 concurrent wrong fund passwords on pay, withdraw and change — 3 evaluated, then locked for the day', async () => {
    const shop = await orderShop(t, { sellingPrice: '20.00' });
    const buyer = await orderBuyer(t, '100.00');
    const [orderId] = await o.placed(buyer.token, orderInfo([shop.listing.id, null, 1]));
    if (!orderId) throw new Error('order not placed');
    await bindWithdrawalAddress(t, buyer.token);
    const [row] = await t.db
      .select({ hash: users.safewordHash })
      .from(users)
      .where(eq(users.id, buyer.user.id));
    const spy = vi.mocked(verifyPassword);
    const verifications = () => spy.mock.calls.filter(([hash]) => hash === row?.hash).length;
    const before = verifications();

    const forms = await Promise.all(Array.from({ length: 34 }, () => openWithdrawalForm(t, buyer.token)));
    const wrong = (i: number) => String(200000 + i);
    const attempts = await Promise.all(
      Array.from({ length: 100 }, (_, i) => {
        if (i % 3 === 0) return o.pay(buyer.token, [orderId], wrong(i));
        if (i % 3 === 1)
          return t.action('/api/withdraw!apply.action', {
            token: buyer.token,
            session_token: forms[(i - 1) / 3]!,
            safeword: wrong(i),
            amount: '20.00',
          });
        return t.action('/api/user!updateOldAndNewSafeword.action', {
          token: buyer.token,
          old_safeword: wrong(i),
          safeword: '654321',
          re_safeword: '654321',
        });
      }),
    );
    const keys = attempts.map((r) => r.key);
    expect(keys.filter((k) => k === 'AUTH_SAFEWORD_WRONG')).toHaveLength(3);
    expect(keys.filter((k) => k === 'AUTH_SAFEWORD_LOCKED')).toHaveLength(97);
    // Counted by argon2 verifications, not by answers: only those three were evaluated.
    expect(verifications() - before).toBe(3);
    // The remaining attempts the wrong ones were told of: 2, 1, 0 (one at a time).
    expect(
      attempts
        .filter((r) => r.key === 'AUTH_SAFEWORD_WRONG')
        .map((r) => r.params?.remaining)
        .sort(),
    ).toEqual([0, 1, 2]);

    // The right password is refused too, for the rest of the day, without being evaluated.
    expect((await o.pay(buyer.token, [orderId], '123456')).key).toBe('AUTH_SAFEWORD_LOCKED');
    expect(
      (
        await t.action('/api/withdraw!apply.action', {
          token: buyer.token,
          session_token: await openWithdrawalForm(t, buyer.token),
          safeword: '123456',
          amount: '20.00',
        })
      ).key,
    ).toBe('AUTH_SAFEWORD_LOCKED');
    expect(verifications() - before).toBe(3);
    expect(await walletOf(t, buyer.user.id)).toBe('100.00');
    expect((await o.orderRow(orderId)).status).toBe(0);

    // The next day in Shanghai (00:00 there is 16:00 UTC), the right password works again.
    t.clock.set('2026-03-01T16:00:00Z');
    const token = await o.login(buyer.user);
    const changed = await t.action('/api/user!updateOldAndNewSafeword.action', {
      token,
      old_safeword: '123456',
      safeword: '654321',
      re_safeword: '654321',
    });
    expect(changed.code, changed.msg).toBe('0');
    expect(verifications() - before).toBe(4);
  }, 120_000);

  it('checks the fund password with no transaction open and the buyer row free (issue 53)', async () => {
    const shop = await orderShop(t, { sellingPrice: '20.00' });
    const buyer = await orderBuyer(t, '100.00');
    const [orderId] = await o.placed(buyer.token, orderInfo([shop.listing.id, null, 1]));
    if (!orderId) throw new Error('order not placed');
    const seen: { lockable: boolean; idleInTransaction: number }[] = [];
    during.check = async () => {
      // Another connection takes the buyer's row at once (NOWAIT fails if a payment holds it), and
      // no session of this database sits idle in a transaction.
      const lockable = await t.db
        .execute(sql`select id from users where id = ${buyer.user.id} for update nowait`)
        .then(
          () => true,
          () => false,
        );
      const idle = await t.db.execute<{ n: number }>(sql`
        select count(*)::int as n from pg_stat_activity
        where datname = current_database() and state = 'idle in transaction'`);
      seen.push({ lockable, idleInTransaction: idle.rows[0]?.n ?? -1 });
    };
    try {
      const paid = await o.pay(buyer.token, [orderId], '123456');
      expect(paid.code, paid.msg).toBe('0');
    } finally {
      during.check = null;
    }
    expect(seen).toEqual([{ lockable: true, idleInTransaction: 0 }]);
    expect((await o.orderRow(orderId)).status).toBe(1);
  });

  it('counts exactly across instances: 30 wrong fund passwords from 6 instances at once, 3 evaluated (ADR 039)', async () => {
    const buyer = await orderBuyer(t, '100.00');
    // Each fresh copy of the module is another instance: its own queue of a user's checks, so only
    // the claims in the database keep the count.
    const instances: (typeof Safeword)[] = [];
    for (let i = 0; i < 6; i++) {
      vi.resetModules();
      instances.push(await import('./safeword.js'));
    }
    let evaluated = 0;
    let inFlight = 0;
    let mostAtOnce = 0;
    during.check = async () => {
      evaluated += 1;
      mostAtOnce = Math.max(mostAtOnce, ++inFlight);
      // Hold the claim a moment, so that the other instances' checks meet it.
      await new Promise((resolve) => setTimeout(resolve, 50));
      inFlight -= 1;
    };
    try {
      const results = await Promise.allSettled(
        Array.from({ length: 30 }, (_, i) =>
          instances[i % instances.length]!.verifySafeword(
            t.db,
            buyer.user.id,
            String(200000 + i),
            t.clock.now(),
          ),
        ),
      );
      const codes = results.map((r) =>
        r.status === 'rejected' ? (r.reason as { code?: string }).code : 'ok',
      );
      expect(codes.filter((c) => c === 'AUTH_SAFEWORD_WRONG')).toHaveLength(3);
      expect(codes.filter((c) => c === 'AUTH_SAFEWORD_LOCKED')).toHaveLength(27);
      expect(evaluated).toBe(3);
      // The instances did check at once: only the database's claims held the count to three.
      expect(mostAtOnce).toBeGreaterThan(1);
    } finally {
      during.check = null;
    }
    const [row] = await t.db
      .select({ failures: users.safewordFailCount, pending: users.safewordPending })
      .from(users)
      .where(eq(users.id, buyer.user.id));
    expect(row).toEqual({ failures: 3, pending: 0 });
  });
});
