import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { amount, toDb, toPlain, type Amount } from '../../lib/money.js';
import { counted, readPage } from '../../lib/paging.js';

// The one way money moves (DESIGN.md §5, ADR 009). A posting is a set of signed entries that sum
// to zero, tied to the business record it belongs to; the database enforces the rest (migrations
// 0011 and 0012): balances kept from entries, no overdraft on user accounts, immutability, and
// zero-sum transactions at commit.

export type UserAccountKind = 'wallet' | 'withdrawal_hold';
export type PlatformAccountKind =
  | 'platform_cash'
  | 'platform_fees'
  | 'platform_grants'
  | 'platform_wholesale'
  /** Loans receivable: what borrowers owe the platform (below zero while loans are out). */
  | 'platform_loans'
  /** Interest earned on loans. */
  | 'platform_interest'
  /** Balances too small to withdraw, given up by their owners when they closed their accounts. */
  | 'platform_forfeits'
  /** What the platform spends on coupons it funds (issue 54): below zero as it spends. */
  | 'platform_promotions';
/**
 * A user's account, an order's escrow (what its buyer paid, until it is settled to the seller or
 * refunded; it can never pay out more than came in) or one of the platform's own.
 */
export type AccountRef =
  | { kind: UserAccountKind; userId: string }
  | { kind: 'order_escrow'; orderId: string }
  | { kind: PlatformAccountKind };
export type TransactionKind = (typeof ledgerTransactions.kind.enumValues)[number];

/** The account's name in the ledger: one account per user and kind, one per platform kind. */
export function accountKey(ref: AccountRef): string {
  if ('userId' in ref) return `${ref.kind}:${ref.userId}`;
  if ('orderId' in ref) return `${ref.kind}:${ref.orderId}`;
  return ref.kind;
}

/** The ids of the accounts, opening the ones that do not exist yet (at a zero balance). */
async function accountIds(tx: DbOrTx, refs: readonly AccountRef[]): Promise<Map<string, string>> {
  const wanted = new Map(refs.map((ref) => [accountKey(ref), ref]));
  await tx
    .insert(ledgerAccounts)
    .values(
      [...wanted].map(([key, ref]) => ({
        key,
        kind: ref.kind,
        userId: 'userId' in ref ? ref.userId : null,
        // The platform's cash and grant accounts mirror money outside the wallet system, and its
        // loans account what borrowers owe, so they run below zero as users' balances grow; user
        // accounts may never.
        mayGoNegative:
          ref.kind === 'platform_cash' ||
          ref.kind === 'platform_grants' ||
          ref.kind === 'platform_loans' ||
          ref.kind === 'platform_promotions',
      })),
    )
    .onConflictDoNothing({ target: ledgerAccounts.key });
  const rows = await tx
    .select({ id: ledgerAccounts.id, key: ledgerAccounts.key })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.key, [...wanted.keys()]));
  return new Map(rows.map((r) => [r.key, r.id]));
}

export interface Posting {
  kind: TransactionKind;
  /** The business record's id (a deposit's, a withdrawal's): posting it again changes nothing. */
  businessId: string;
  memo?: string;
  entries: { account: AccountRef; amount: Amount }[];
}

/** The two entries of a plain transfer: `value` leaves `from` and reaches `to`. */
export function transfer(from: AccountRef, to: AccountRef, value: Amount): Posting['entries'] {
  return [
    { account: from, amount: value.negated() },
    { account: to, amount: value },
  ];
}

/**
 * Posts a transaction inside the caller's database transaction. Returns `posted: false` when the
 * same (kind, businessId) was posted before, in which case nothing changes. An entry that would
 * take a user account below zero fails the whole command with WALLET_INSUFFICIENT_BALANCE.
 */
export async function post(
  tx: DbOrTx,
  posting: Posting,
  now: Date,
): Promise<{ transactionId: string; posted: boolean }> {
  const legs = posting.entries.filter((e) => !e.amount.isZero());
  const sum = legs.reduce((total, e) => total.plus(e.amount), amount(0));
  if (legs.length < 2 || !sum.isZero()) {
    throw new Error(`unbalanced posting ${posting.kind}:${posting.businessId} (sum ${toPlain(sum)})`);
  }
  const [created] = await tx
    .insert(ledgerTransactions)
    .values({ kind: posting.kind, businessId: posting.businessId, memo: posting.memo, createdAt: now })
    .onConflictDoNothing({ target: [ledgerTransactions.kind, ledgerTransactions.businessId] })
    .returning({ id: ledgerTransactions.id });
  if (!created) {
    const [existing] = await tx
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(
        and(eq(ledgerTransactions.kind, posting.kind), eq(ledgerTransactions.businessId, posting.businessId)),
      );
    return { transactionId: existing?.id ?? '', posted: false };
  }
  const ids = await accountIds(
    tx,
    legs.map((e) => e.account),
  );
  // Entries in account-id order: two postings over the same accounts lock them in the same order,
  // so they queue instead of deadlocking.
  const rows = legs
    .map((e) => ({
      transactionId: created.id,
      accountId: ids.get(accountKey(e.account)) ?? '',
      amount: toDb(e.amount),
      createdAt: now,
    }))
    .sort((a, b) => (a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0));
  try {
    await tx.insert(ledgerEntries).values(rows);
  } catch (error) {
    if (isOverdraft(error)) throw new AppError('WALLET_INSUFFICIENT_BALANCE');
    throw error;
  }
  return { transactionId: created.id, posted: true };
}

/** The CHECK that keeps user accounts at or above zero refused an entry. */
function isOverdraft(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: string; constraint?: string };
    if (pg.code === '23514' && pg.constraint === 'ledger_accounts_not_negative') return true;
  }
  return false;
}

/** A user account's balance (0 before its first entry). */
export async function balanceOf(tx: DbOrTx, ref: { kind: UserAccountKind; userId: string }): Promise<Amount> {
  const [row] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.key, accountKey(ref)));
  return amount(row?.balance ?? 0);
}

/** The user's wallet entries, newest first, with what each was (the transaction's kind). */
export async function walletEntries(
  tx: DbOrTx,
  userId: string,
  options: { kinds?: readonly TransactionKind[]; limit: number; offset: number },
) {
  const where = and(
    eq(ledgerAccounts.key, accountKey({ kind: 'wallet', userId })),
    options.kinds ? inArray(ledgerTransactions.kind, [...options.kinds]) : undefined,
  );
  return readPage(
    tx
      .select({
        id: ledgerEntries.id,
        kind: ledgerTransactions.kind,
        businessId: ledgerTransactions.businessId,
        memo: ledgerTransactions.memo,
        amount: ledgerEntries.amount,
        balanceAfter: ledgerEntries.balanceAfter,
        createdAt: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(where)
      .orderBy(sql`${ledgerEntries.id} desc`),
    options,
    counted(
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(where),
    ),
  );
}

export interface LedgerProblem {
  rule: 'balanced' | 'cached_balance' | 'running_balance' | 'not_negative' | 'total';
  subject: string;
  detail: string;
}

/**
 * Checks every invariant of the ledger on a live database (`npm run ledger:check`; the tests call
 * it after each test that moves money). Returns the problems found; none means the ledger holds.
 */
export async function checkLedger(db: DbOrTx): Promise<LedgerProblem[]> {
  const problems: LedgerProblem[] = [];
  const unbalanced = await db.execute<{ id: string; total: string; legs: number }>(sql`
    select t.id, coalesce(sum(e.amount), 0)::text as total, count(e.id)::int as legs
    from ${ledgerTransactions} t left join ${ledgerEntries} e on e.transaction_id = t.id
    group by t.id having coalesce(sum(e.amount), 0) <> 0 or count(e.id) < 2`);
  for (const r of unbalanced.rows) {
    problems.push({ rule: 'balanced', subject: r.id, detail: `sum ${r.total} over ${r.legs} entries` });
  }
  const cached = await db.execute<{ key: string; balance: string; total: string }>(sql`
    select a.key, a.balance::text as balance, coalesce(s.total, 0)::text as total
    from ${ledgerAccounts} a
    left join (select account_id, sum(amount) as total from ${ledgerEntries} group by account_id) s
      on s.account_id = a.id
    where a.balance <> coalesce(s.total, 0)`);
  for (const r of cached.rows) {
    problems.push({
      rule: 'cached_balance',
      subject: r.key,
      detail: `balance ${r.balance}, entries ${r.total}`,
    });
  }
  const running = await db.execute<{ id: number; key: string; after: string; expected: string }>(sql`
    select x.id, a.key, x.balance_after::text as after, x.expected::text as expected
    from (select e.id, e.account_id, e.balance_after,
                 sum(e.amount) over (partition by e.account_id order by e.id) as expected
          from ${ledgerEntries} e) x
    join ${ledgerAccounts} a on a.id = x.account_id
    where x.balance_after <> x.expected`);
  for (const r of running.rows) {
    problems.push({
      rule: 'running_balance',
      subject: `${r.key}#${r.id}`,
      detail: `balance after ${r.after}, expected ${r.expected}`,
    });
  }
  const negative = await db
    .select({ key: ledgerAccounts.key, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(sql`not ${ledgerAccounts.mayGoNegative} and ${ledgerAccounts.balance} < 0`)
    .orderBy(asc(ledgerAccounts.key));
  for (const r of negative) {
    problems.push({ rule: 'not_negative', subject: r.key, detail: `balance ${r.balance}` });
  }
  const [total] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)::text` })
    .from(ledgerAccounts);
  if (total && !amount(total.sum).isZero()) {
    problems.push({ rule: 'total', subject: 'all accounts', detail: `balances sum to ${total.sum}` });
  }
  return problems;
}
