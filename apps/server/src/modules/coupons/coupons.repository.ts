import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  categories,
  couponClaims,
  coupons,
  orderCoupons,
  orders,
  sellerGoods,
  sellers,
  systemGoods,
} from '../../db/schema/index.js';
import { readPage, windowOf, type Paging } from '../../lib/paging.js';
import { amount } from '../../lib/money.js';
import type { CouponTerms, HeldCoupon } from './coupon-pricing.js';

export type CouponRow = typeof coupons.$inferSelect & { sellerName: string | null };

/** A coupon's row with its shop's name. */
export const couponColumns = {
  id: coupons.id,
  title: coupons.title,
  kind: coupons.kind,
  amount: coupons.amount,
  rate: coupons.rate,
  cap: coupons.cap,
  minSpend: coupons.minSpend,
  sellerId: coupons.sellerId,
  categoryIds: coupons.categoryIds,
  funder: coupons.funder,
  purpose: coupons.purpose,
  startsAt: coupons.startsAt,
  endsAt: coupons.endsAt,
  total: coupons.total,
  claimed: coupons.claimed,
  perBuyer: coupons.perBuyer,
  endedAt: coupons.endedAt,
  createdAt: coupons.createdAt,
  sellerName: sellers.name,
};

/** The terms pricing reads from a coupon's row. */
export function termsOf(row: typeof coupons.$inferSelect): CouponTerms {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    amount: amount(row.amount),
    rate: amount(row.rate),
    cap: amount(row.cap),
    minSpend: amount(row.minSpend),
    sellerId: row.sellerId,
    categoryIds: row.categoryIds,
    funder: row.funder,
    endsAt: row.endsAt,
  };
}

/** Claimable now: a campaign's (or the welcome coupon's), not ended, in its window. */
export const claimableNow = (now: Date, purpose: 'campaign' | 'welcome' = 'campaign'): SQL =>
  and(
    eq(coupons.purpose, purpose),
    isNull(coupons.endedAt),
    lte(coupons.startsAt, now),
    gt(coupons.endsAt, now),
  ) as SQL;

/** One page of coupons matching `where`, soonest to end first (the centre) or newest (an owner). */
export function pageOfCoupons(
  db: DbOrTx,
  where: SQL | undefined,
  paging: Paging,
  order: 'ending' | 'newest',
) {
  return readPage(
    db
      .select(couponColumns)
      .from(coupons)
      .leftJoin(sellers, eq(sellers.id, coupons.sellerId))
      .where(where)
      .orderBy(...(order === 'ending' ? [asc(coupons.endsAt)] : [desc(coupons.createdAt)]), asc(coupons.id)),
    windowOf(paging),
    db.$count(coupons, where),
  );
}

export async function findCoupon(db: DbOrTx, couponId: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select(couponColumns)
    .from(coupons)
    .leftJoin(sellers, eq(sellers.id, coupons.sellerId))
    .where(eq(coupons.id, couponId));
  return row;
}

/** How many claims of each coupon `userId` holds (any state). */
export async function claimCounts(
  db: DbOrTx,
  userId: string,
  couponIds: readonly string[],
): Promise<Map<string, number>> {
  if (couponIds.length === 0) return new Map();
  const rows = await db
    .select({ couponId: couponClaims.couponId, n: count() })
    .from(couponClaims)
    .where(and(eq(couponClaims.userId, userId), inArray(couponClaims.couponId, [...couponIds])))
    .groupBy(couponClaims.couponId);
  return new Map(rows.map((r) => [r.couponId, r.n]));
}

/** How many claims of each coupon were used on orders. */
export async function usedCounts(db: DbOrTx, couponIds: readonly string[]): Promise<Map<string, number>> {
  if (couponIds.length === 0) return new Map();
  const rows = await db
    .select({ couponId: couponClaims.couponId, n: count() })
    .from(couponClaims)
    .where(and(inArray(couponClaims.couponId, [...couponIds]), eq(couponClaims.state, 'used')))
    .groupBy(couponClaims.couponId);
  return new Map(rows.map((r) => [r.couponId, r.n]));
}

/**
 * The coupons `userId` may use now: claims available, their coupons in their window. `lock` (inside
 * order!submit's transaction) locks the claims: a checkout running at the same time waits, then
 * finds the ones this one used no longer available and prices without them.
 */
export async function heldCoupons(
  db: DbOrTx,
  userId: string,
  now: Date,
  lock = false,
): Promise<HeldCoupon[]> {
  const query = db
    .select({ claimId: couponClaims.id, coupon: coupons })
    .from(couponClaims)
    .innerJoin(coupons, eq(coupons.id, couponClaims.couponId))
    .where(
      and(
        eq(couponClaims.userId, userId),
        eq(couponClaims.state, 'available'),
        lte(coupons.startsAt, now),
        gt(coupons.endsAt, now),
      ),
    )
    .orderBy(asc(coupons.endsAt), asc(couponClaims.claimedAt), asc(couponClaims.id));
  const rows = lock ? await query.for('update', { of: couponClaims }) : await query;
  // One claim per coupon: a second claim of the same coupon is for another checkout.
  const seen = new Set<string>();
  return rows.flatMap((r) => {
    if (seen.has(r.coupon.id)) return [];
    seen.add(r.coupon.id);
    return [{ claimId: r.claimId, coupon: termsOf(r.coupon) }];
  });
}

/** Each good's category and that category's parent: the categories a coupon's scope is matched on. */
export async function categoriesOfGoods(
  db: DbOrTx,
  goodsIds: readonly string[],
): Promise<Map<string, string[]>> {
  if (goodsIds.length === 0) return new Map();
  const rows = await db
    .select({ goodsId: systemGoods.id, categoryId: systemGoods.categoryId, parentId: categories.parentId })
    .from(systemGoods)
    .leftJoin(categories, eq(categories.id, systemGoods.categoryId))
    .where(inArray(systemGoods.id, [...new Set(goodsIds)]));
  return new Map(rows.map((r) => [r.goodsId, r.parentId ? [r.categoryId, r.parentId] : [r.categoryId]]));
}

/** The shop and categories of a listing (the coupons a product page offers), if it exists. */
export async function listingScope(
  db: DbOrTx,
  sellerGoodsId: string,
): Promise<{ sellerId: string; categoryIds: string[] } | undefined> {
  const [row] = await db
    .select({ sellerId: sellerGoods.sellerId, goodsId: sellerGoods.goodsId })
    .from(sellerGoods)
    .where(eq(sellerGoods.id, sellerGoodsId));
  if (!row) return undefined;
  const cats = await categoriesOfGoods(db, [row.goodsId]);
  return { sellerId: row.sellerId, categoryIds: cats.get(row.goodsId) ?? [] };
}

/** Coupons whose categories are none or overlap `categoryIds`. */
export const inCategories = (categoryIds: readonly string[]): SQL =>
  or(
    sql`cardinality(${coupons.categoryIds}) = 0`,
    sql`${coupons.categoryIds} && ${`{${categoryIds.join(',')}}`}::uuid[]`,
  ) as SQL;

/** The orders other than `orderId` that used `claimId` and still hold it (not cancelled nor refunded). */
export async function otherLiveUses(tx: DbOrTx, claimId: string, orderId: string): Promise<number> {
  return tx.$count(
    orderCoupons,
    and(
      eq(orderCoupons.claimId, claimId),
      sql`${orderCoupons.orderId} <> ${orderId}`,
      sql`exists (select 1 from ${orders} o where o.id = ${orderCoupons.orderId}
                  and o.status <> -1 and o.refund_status <> 2)`,
    ),
  );
}
