import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { subscriptions, syspara } from '../../db/schema/index.js';

export async function findSysparaValues(db: DbOrTx, codes: readonly string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select()
    .from(syspara)
    .where(inArray(syspara.code, [...codes]));
  return new Map(rows.map((r) => [r.code, r.value]));
}

/** Inserts a subscription: its id, or undefined when the address (case-insensitively) is already subscribed. */
export async function insertSubscription(
  db: DbOrTx,
  subscription: { email: string; lang: string; tokenHash: string },
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .insert(subscriptions)
    .values({ ...subscription, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: subscriptions.id });
  return row?.id;
}

/** The subscription a confirmation link's token is for, locked for the transaction. */
export async function lockSubscriptionByToken(tx: DbOrTx, tokenHash: string) {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.tokenHash, tokenHash))
    .for('update');
  return row;
}

export async function updateSubscription(
  tx: DbOrTx,
  id: string,
  changes: Partial<Pick<typeof subscriptions.$inferInsert, 'confirmedAt' | 'welcomeUserId'>>,
): Promise<void> {
  await tx.update(subscriptions).set(changes).where(eq(subscriptions.id, id));
}
