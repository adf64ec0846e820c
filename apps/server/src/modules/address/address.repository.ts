import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { addresses, users } from '../../db/schema/index.js';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Omit<
  typeof addresses.$inferInsert,
  'id' | 'userId' | 'use' | 'createdAt' | 'updatedAt'
>;

// Default first, then newest; the id breaks ties so that the order never changes between reads.
const LIST_ORDER = [desc(addresses.use), desc(addresses.createdAt), desc(addresses.id)];

export function findAddresses(db: DbOrTx, userId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(...LIST_ORDER);
}

export async function findOwnAddress(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  return row;
}

export async function findDefaultAddress(db: DbOrTx, userId: string): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.use, 1)));
  return row;
}

/**
 * Locks the user's row: every change to one user's addresses runs one at a time, so two requests
 * cannot both pass the count limit or both become the default (whose unique index would refuse one).
 */
export async function lockAddressBook(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function countAddresses(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(addresses)
    .where(eq(addresses.userId, userId));
  return row?.n ?? 0;
}

/** Clears the user's default; done before another address takes it (the unique index is not deferred). */
export async function clearDefault(tx: Tx, userId: string, now: Date): Promise<void> {
  await tx
    .update(addresses)
    .set({ use: 0, updatedAt: now })
    .where(and(eq(addresses.userId, userId), eq(addresses.use, 1)));
}

export async function insertAddress(
  tx: Tx,
  userId: string,
  use: 0 | 1,
  values: AddressValues,
  now: Date,
): Promise<AddressRow> {
  const [row] = await tx
    .insert(addresses)
    .values({ ...values, userId, use, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('address not inserted');
  return row;
}

export async function updateAddress(
  tx: Tx,
  id: string,
  use: 0 | 1,
  values: AddressValues,
  now: Date,
): Promise<AddressRow> {
  const [row] = await tx
    .update(addresses)
    .set({ ...values, use, updatedAt: now })
    .where(eq(addresses.id, id))
    .returning();
  if (!row) throw new Error('address not updated');
  return row;
}

export async function deleteOwnAddress(tx: Tx, userId: string, id: string): Promise<AddressRow | undefined> {
  const [row] = await tx
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row;
}

/** Makes the user's newest address the default (after the default was deleted). */
export async function promoteNewest(tx: Tx, userId: string, now: Date): Promise<void> {
  const [newest] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(1);
  if (newest) {
    await tx.update(addresses).set({ use: 1, updatedAt: now }).where(eq(addresses.id, newest.id));
  }
}
