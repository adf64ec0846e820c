import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { creditProducts, credits } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

// Loans and the product on offer: the queries the loan services share.

export type CreditRow = typeof credits.$inferSelect;
export type CreditProductRow = typeof creditProducts.$inferSelect;

/** The one product row (migration 0023 inserts it). */
export async function readProduct(db: DbOrTx): Promise<CreditProductRow> {
  const [row] = await db.select().from(creditProducts).where(eq(creditProducts.key, 'default'));
  if (!row) throw new Error('credit product missing (migration 0023)');
  return row;
}

/** The caller's loan under review or in use (there is at most one: a unique index). */
export async function openLoanOf(db: DbOrTx, userId: string): Promise<CreditRow | undefined> {
  const [row] = await db
    .select()
    .from(credits)
    .where(and(eq(credits.userId, userId), inArray(credits.status, [1, 2, 5])));
  return row;
}

/** Whether the user has a loan under review, paid out or overdue (it refuses a cancellation). */
export async function hasOpenLoan(db: DbOrTx, userId: string): Promise<boolean> {
  return (await openLoanOf(db, userId)) !== undefined;
}

/** The caller's loan with this id; another's, or none, is not found. */
export async function ownLoan(db: DbOrTx, userId: string, id: string, lock = false): Promise<CreditRow> {
  const query = db
    .select()
    .from(credits)
    .where(and(eq(credits.id, id), eq(credits.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('COMMON_NOT_FOUND');
  return row;
}

/** A user's loans, newest first. */
export function loansOf(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(credits)
    .where(eq(credits.userId, userId))
    .orderBy(desc(credits.createdAt), desc(credits.id));
}

/** How many loans of the user are in the list's state (all when none). */
export async function countLoans(db: DbOrTx, where: ReturnType<typeof and>): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(credits)
    .where(where);
  return row?.n ?? 0;
}
