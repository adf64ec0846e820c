import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sellers } from '../../db/schema/index.js';

/** A shop with its real figures (goods on the shelf, units sold, followers), kept by triggers. */
export type SellerRow = typeof sellers.$inferSelect;

export async function findSellersByIds(db: DbOrTx, ids: readonly string[]): Promise<SellerRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(sellers)
    .where(inArray(sellers.id, [...ids]));
}

export async function listOpenSellers(
  db: DbOrTx,
  options: { recommendedOnly: boolean; limit: number; offset: number },
): Promise<{ rows: SellerRow[]; total: number }> {
  const where = and(eq(sellers.status, 1), options.recommendedOnly ? gt(sellers.recTime, 0) : undefined);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(sellers)
      .where(where)
      .orderBy(desc(sellers.recTime), desc(sellers.createdAt), sellers.id)
      .limit(options.limit)
      .offset(options.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(sellers)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}
