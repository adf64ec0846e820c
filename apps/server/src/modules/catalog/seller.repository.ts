import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sellerGoods, sellers } from '../../db/schema/index.js';

export type SellerRow = typeof sellers.$inferSelect;

export interface SellerStats {
  sellerGoodsNum: number;
  soldNum: number;
}

/** Real figures per shop: goods on the shelf and units sold (no fake counts, DESIGN.md §1). */
export async function sellerStats(
  db: DbOrTx,
  sellerIds: readonly string[],
): Promise<Map<string, SellerStats>> {
  if (sellerIds.length === 0) return new Map();
  const rows = await db
    .select({
      sellerId: sellerGoods.sellerId,
      sellerGoodsNum: sql<number>`count(*) filter (where ${sellerGoods.isShelf} = 1)::int`,
      soldNum: sql<number>`coalesce(sum(${sellerGoods.soldNum}), 0)::int`,
    })
    .from(sellerGoods)
    .where(inArray(sellerGoods.sellerId, [...sellerIds]))
    .groupBy(sellerGoods.sellerId);
  return new Map(rows.map((r) => [r.sellerId, { sellerGoodsNum: r.sellerGoodsNum, soldNum: r.soldNum }]));
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
