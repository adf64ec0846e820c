import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { focusSellers, keepGoods } from '../../db/schema/index.js';

/** Which of these listings the user keeps in favourites. */
export async function keptAmong(
  db: DbOrTx,
  userId: string,
  sellerGoodsIds: readonly string[],
): Promise<Set<string>> {
  if (sellerGoodsIds.length === 0) return new Set();
  const rows = await db
    .select({ id: keepGoods.sellerGoodsId })
    .from(keepGoods)
    .where(and(eq(keepGoods.userId, userId), inArray(keepGoods.sellerGoodsId, [...sellerGoodsIds])));
  return new Set(rows.map((r) => r.id));
}

/** Which of these shops the user follows. */
export async function followedAmong(
  db: DbOrTx,
  userId: string,
  sellerIds: readonly string[],
): Promise<Set<string>> {
  if (sellerIds.length === 0) return new Set();
  const rows = await db
    .select({ id: focusSellers.sellerId })
    .from(focusSellers)
    .where(and(eq(focusSellers.userId, userId), inArray(focusSellers.sellerId, [...sellerIds])));
  return new Set(rows.map((r) => r.id));
}
