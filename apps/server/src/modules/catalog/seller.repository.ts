import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { focusSellers, sellerGoods, sellers } from '../../db/schema/index.js';

export type SellerRow = typeof sellers.$inferSelect;

export interface SellerStats {
  sellerGoodsNum: number;
  soldNum: number;
  focusNum: number;
}

/** Real figures per shop: goods on the shelf, units sold, followers (no fake counts, DESIGN.md §1). */
export async function sellerStats(
  db: DbOrTx,
  sellerIds: readonly string[],
): Promise<Map<string, SellerStats>> {
  if (sellerIds.length === 0) return new Map();
  const followers = await db
    .select({ sellerId: focusSellers.sellerId, n: sql<number>`count(*)::int` })
    .from(focusSellers)
    .where(inArray(focusSellers.sellerId, [...sellerIds]))
    .groupBy(focusSellers.sellerId);
  const focusBySeller = new Map(followers.map((f) => [f.sellerId, f.n]));
  const rows = await db
    .select({
      sellerId: sellerGoods.sellerId,
      sellerGoodsNum: sql<number>`count(*) filter (where ${sellerGoods.isShelf} = 1)::int`,
      soldNum: sql<number>`coalesce(sum(${sellerGoods.soldNum}), 0)::int`,
    })
    .from(sellerGoods)
    .where(inArray(sellerGoods.sellerId, [...sellerIds]))
    .groupBy(sellerGoods.sellerId);
  const stats = new Map<string, SellerStats>(
    sellerIds.map((id) => [id, { sellerGoodsNum: 0, soldNum: 0, focusNum: focusBySeller.get(id) ?? 0 }]),
  );
  for (const r of rows)
    stats.set(r.sellerId, {
      sellerGoodsNum: r.sellerGoodsNum,
      soldNum: r.soldNum,
      focusNum: focusBySeller.get(r.sellerId) ?? 0,
    });
  return stats;
}

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
