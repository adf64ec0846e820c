import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.js';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../../test/test-db.js';
import { isAppError } from '../../lib/errors.js';
import { amount } from '../../lib/money.js';
import { balanceOf, checkLedger, post, walletEntries } from './ledger.js';

let database: TestDatabase;
const now = new Date('2026-03-01T08:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** Moves `value` from the platform's cash into a user's wallet (a deposit) under `businessId`. */
function deposit(userId: string, value: string, businessId: string) {
  return database.db.transaction((tx) =>
    post(
      tx,
      {
        kind: 'deposit',
        businessId,
        entries: [
          { account: { kind: 'platform_cash' }, amount: amount(value).negated() },
          { account: { kind: 'wallet', userId }, amount: amount(value) },
        ],
      },
      now,
    ),
  );
}

/** Holds `value` of a user's wallet for a withdrawal. */
function hold(userId: string, value: string, businessId: string) {
  return database.db.transaction((tx) =>
    post(
      tx,
      {
        kind: 'withdrawal_hold',
        businessId,
        entries: [
          { account: { kind: 'wallet', userId }, amount: amount(value).negated() },
          { account: { kind: 'withdrawal_hold', userId }, amount: amount(value) },
        ],
      },
      now,
    ),
  );
}

const wallet = (userId: string) =>
  balanceOf(database.db, { kind: 'wallet', userId }).then((b) => b.toFixed(2));

/** Runs raw SQL in a transaction and returns the database's error message, or null. */
async function refused(statement: ReturnType<typeof sql>): Promise<string | null> {
  try {
    await database.db.transaction(async (tx) => {
      await tx.execute(statement);
    });
    return null;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
}

describe('posting', () => {
  it('moves money between accounts, records the balance after each entry, and the checker passes', async () => {
    const user = await createUser(database.db);
    expect((await deposit(user.id, '100.50', `d1-${user.id}`)).posted).toBe(true);
    expect((await deposit(user.id, '20.25', `d2-${user.id}`)).posted).toBe(true);
    expect(await wallet(user.id)).toBe('120.75');
    const { rows, total } = await walletEntries(database.db, user.id, { limit: 10, offset: 0 });
    expect(total).toBe(2);
    expect(rows.map((r) => [r.kind, r.amount, r.balanceAfter])).toEqual([
      ['deposit', '20.25', '120.75'],
      ['deposit', '100.50', '100.50'],
    ]);
    expect(await checkLedger(database.db)).toEqual([]);
  });

  it('is idempotent on the business id: the same posting twice moves the money once', async () => {
    const user = await createUser(database.db);
    const first = await deposit(user.id, '50.00', `same-${user.id}`);
    const again = await deposit(user.id, '50.00', `same-${user.id}`);
    expect(first.posted).toBe(true);
    expect(again).toEqual({ transactionId: first.transactionId, posted: false });
    expect(await wallet(user.id)).toBe('50.00');
  });

  it('refuses to take a user account below zero and changes nothing', async () => {
    const user = await createUser(database.db);
    await deposit(user.id, '10.00', `d-${user.id}`);
    const error = await hold(user.id, '10.01', `w-${user.id}`).catch((e: unknown) => e);
    expect(isAppError(error) && error.code).toBe('WALLET_INSUFFICIENT_BALANCE');
    expect(await wallet(user.id)).toBe('10.00');
    expect(await balanceOf(database.db, { kind: 'withdrawal_hold', userId: user.id })).toEqual(amount(0));
    // The refused posting left no transaction behind: the same business id posts fine later.
    expect((await hold(user.id, '10.00', `w-${user.id}`)).posted).toBe(true);
    expect(await wallet(user.id)).toBe('0.00');
  });

  it('refuses an unbalanced posting before touching the database', async () => {
    const user = await createUser(database.db);
    await expect(
      database.db.transaction((tx) =>
        post(
          tx,
          {
            kind: 'deposit',
            businessId: `bad-${user.id}`,
            entries: [
              { account: { kind: 'platform_cash' }, amount: amount('-5.00') },
              { account: { kind: 'wallet', userId: user.id }, amount: amount('5.01') },
            ],
          },
          now,
        ),
      ),
    ).rejects.toThrow(/unbalanced/);
    expect(await wallet(user.id)).toBe('0.00');
  });
});

describe('a balance given up on closing (balance_forfeit, ADR 025)', () => {
  /** Moves `value` between a user's wallet and the platform's forfeits, keyed by `businessId`. */
  const forfeit = (userId: string, value: string, businessId: string, back = false) =>
    database.db.transaction((tx) =>
      post(
        tx,
        {
          kind: 'balance_forfeit',
          businessId,
          entries: [
            {
              account: { kind: 'wallet', userId },
              amount: amount(value)
                .negated()
                .times(back ? -1 : 1),
            },
            { account: { kind: 'platform_forfeits' }, amount: amount(value).times(back ? -1 : 1) },
          ],
        },
        now,
      ),
    );

  it('moves the wallet to platform_forfeits once, named in the wallet, and the checker passes', async () => {
    const user = await createUser(database.db);
    await deposit(user.id, '4.20', `d-${user.id}`);
    expect((await forfeit(user.id, '4.20', user.id)).posted).toBe(true);
    expect((await forfeit(user.id, '4.20', user.id)).posted).toBe(false);
    expect(await wallet(user.id)).toBe('0.00');
    const { rows } = await walletEntries(database.db, user.id, { limit: 10, offset: 0 });
    expect(rows.map((r) => [r.kind, r.amount, r.balanceAfter])[0]).toEqual([
      'balance_forfeit',
      '-4.20',
      '0.00',
    ]);
    expect(await checkLedger(database.db)).toEqual([]);
  });

  it('never takes platform_forfeits below zero: it only receives what users gave up', async () => {
    const user = await createUser(database.db);
    const [row] = (
      await database.db.execute<{ balance: string }>(
        sql`select balance::text as balance from ledger_accounts where key = 'platform_forfeits'`,
      )
    ).rows;
    const more = amount(row?.balance ?? '0')
      .plus('0.01')
      .toFixed(2);
    await expect(forfeit(user.id, more, `back-${user.id}`, true)).rejects.toMatchObject({
      code: 'WALLET_INSUFFICIENT_BALANCE',
    });
    expect(await wallet(user.id)).toBe('0.00');
  });
});

describe('the database enforces the rules for every code path', () => {
  it('refuses a transaction whose entries do not sum to zero, at commit', async () => {
    const user = await createUser(database.db);
    await deposit(user.id, '5.00', `d-${user.id}`);
    const message = await refused(sql`
      with t as (insert into ledger_transactions (kind, business_id, created_at) values ('deposit', 'raw-1', now()) returning id)
      insert into ledger_entries (transaction_id, account_id, amount, created_at)
      select t.id, a.id, 3, now() from t, ledger_accounts a where a.key = ${`wallet:${user.id}`}`);
    expect(message).toMatch(/unbalanced/);
    expect(await wallet(user.id)).toBe('5.00');
  });

  it('refuses a transaction with no entries', async () => {
    expect(
      await refused(
        sql`insert into ledger_transactions (kind, business_id, created_at) values ('deposit', 'raw-empty', now())`,
      ),
    ).toMatch(/unbalanced/);
  });

  it('refuses changing or deleting entries and transactions, and moving a balance directly', async () => {
    const user = await createUser(database.db);
    await deposit(user.id, '7.00', `d-${user.id}`);
    expect(await refused(sql`update ledger_entries set amount = amount * 2`)).toMatch(/append-only/);
    expect(await refused(sql`delete from ledger_entries`)).toMatch(/append-only/);
    expect(await refused(sql`update ledger_transactions set memo = 'x'`)).toMatch(/append-only/);
    expect(await refused(sql`delete from ledger_accounts`)).toMatch(/append-only/);
    expect(await refused(sql`truncate ledger_entries cascade`)).toMatch(/append-only/);
    expect(
      await refused(
        sql`update ledger_accounts set balance = balance + 1000 where key = ${`wallet:${user.id}`}`,
      ),
    ).toMatch(/moves only with a ledger entry/);
    expect(
      await refused(
        sql`update ledger_accounts set may_go_negative = true where key = ${`wallet:${user.id}`}`,
      ),
    ).toMatch(/cannot change/);
    expect(
      await refused(
        sql`insert into ledger_accounts (key, kind, balance) values ('wallet:forged', 'wallet', 1000)`,
      ),
    ).toMatch(/opens at 0/);
    expect(await wallet(user.id)).toBe('7.00');
  });

  it('the checker reports what the rules would have refused (with the triggers switched off)', async () => {
    const user = await createUser(database.db);
    await deposit(user.id, '9.00', `d-${user.id}`);
    // Switch the triggers off inside a transaction that is rolled back, forge a balance and an
    // unbalanced entry, and run the checker in that same transaction.
    let found: Awaited<ReturnType<typeof checkLedger>> = [];
    const rolledBack = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`alter table ledger_accounts disable trigger user`);
        await tx.execute(sql`alter table ledger_entries disable trigger user`);
        await tx.execute(sql`update ledger_accounts set balance = 1000 where key = ${`wallet:${user.id}`}`);
        await tx.execute(sql`
          insert into ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
          select e.transaction_id, e.account_id, 1, 1, now() from ledger_entries e
          join ledger_accounts a on a.id = e.account_id where a.key = 'platform_cash' limit 1`);
        found = await checkLedger(tx);
        tx.rollback();
      })
      .then(
        () => false,
        () => true,
      );
    expect(rolledBack).toBe(true);
    const captured = { value: found };
    const rules = new Set(captured.value.map((p) => p.rule));
    expect(rules).toEqual(new Set(['balanced', 'cached_balance', 'running_balance', 'total']));
    expect(
      captured.value
        .filter((p) => p.rule === 'cached_balance')
        .map((p) => p.subject)
        .sort(),
    ).toEqual(['platform_cash', `wallet:${user.id}`]);
    // Rolled back: the ledger is whole again.
    expect(await checkLedger(database.db)).toEqual([]);
    expect(await wallet(user.id)).toBe('9.00');
  });
});

// Only a real server runs statements concurrently (PGlite runs one at a time).
describe.runIf(onPostgres())('posting under concurrency (PostgreSQL)', () => {
  it('100 concurrent holds of 10 against a balance of 100: exactly 10 succeed, none overdraws', async () => {
    const user = await createUser(database.db);
    await deposit(user.id, '100.00', `d-${user.id}`);
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) => hold(user.id, '10.00', `w${i}-${user.id}`)),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    const refusedKeys = results.flatMap((r) =>
      r.status === 'rejected' && isAppError(r.reason) ? [r.reason.code] : [],
    );
    expect(ok).toBe(10);
    expect(refusedKeys).toEqual(Array.from({ length: 90 }, () => 'WALLET_INSUFFICIENT_BALANCE'));
    expect(await wallet(user.id)).toBe('0.00');
    expect(await checkLedger(database.db)).toEqual([]);
  }, 60_000);

  it('40 concurrent postings of one business id move the money once', async () => {
    const user = await createUser(database.db);
    const results = await Promise.all(
      Array.from({ length: 40 }, () => deposit(user.id, '25.00', `once-${user.id}`)),
    );
    expect(results.filter((r) => r.posted)).toHaveLength(1);
    expect(await wallet(user.id)).toBe('25.00');
  }, 60_000);
});
