import { inArray } from 'drizzle-orm';
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
  email: string,
  lang: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .insert(subscriptions)
    .values({ email, lang, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: subscriptions.id });
  return row?.id;
}
