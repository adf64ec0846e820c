import { KYC_STATUS } from '@caravan/contract';
import { and, desc, eq, exists, gt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sellerApplications, sellers } from '../../db/schema/index.js';
import { readPage } from '../../lib/paging.js';

/** A shop with its real figures (goods on the shelf, units sold, followers, reviews), kept by triggers. */
export type SellerRow = typeof sellers.$inferSelect;

/** The shop columns a product card and a shop card show (presentSeller), for joins that read them. */
export const shopColumns = {
  id: sellers.id,
  name: sellers.name,
  avatar: sellers.avatar,
  status: sellers.status,
  shopRemark: sellers.shopRemark,
  soldNum: sellers.soldNum,
  viewsNum: sellers.viewsNum,
  goodsOnShelf: sellers.goodsOnShelf,
  focusNum: sellers.focusNum,
  reviewNum: sellers.reviewNum,
  goodReviewNum: sellers.goodReviewNum,
};

export type ShopRow = Pick<SellerRow, keyof typeof shopColumns>;

export async function listOpenSellers(
  db: DbOrTx,
  options: { recommendedOnly: boolean; limit: number; offset: number },
): Promise<{ rows: SellerRow[]; total: number }> {
  const where = and(eq(sellers.status, 1), options.recommendedOnly ? gt(sellers.recTime, 0) : undefined);
  return readPage(
    db
      .select()
      .from(sellers)
      .where(where)
      .orderBy(desc(sellers.recTime), desc(sellers.createdAt), sellers.id),
    options,
    db.$count(sellers, where),
  );
}

/** A set of shop ids as a uuid[] literal, built by PostgreSQL (as a search's goods are). */
export type ShopIdSet = string & { readonly __brand: 'ShopIdSet' };

/** The shop filters of a goods list (issue 51). */
export interface ShopFilter {
  /** The shop's owner passed the platform's identity check (an approved application). */
  verified?: boolean | undefined;
  /** At least this share of the shop's reviews, in per cent, is positive (and it has reviews). */
  minRating?: number | undefined;
  /** At least 9 in 10 of the shop's shipped orders were shipped within 24 hours of payment. */
  ships24h?: boolean | undefined;
}

export function hasShopFilter(filter: ShopFilter): boolean {
  return Boolean(filter.verified || filter.minRating || filter.ships24h);
}

/**
 * The open shops meeting the shop filters, as a uuid[] literal (it goes back as one parameter,
 * tested on each index entry a list walks: every sort index carries seller_id). Shops are few
 * beside listings (hundreds to thousands), so this is one short read of the shops.
 */
export async function matchShops(
  db: DbOrTx,
  filter: ShopFilter,
): Promise<{ shopIds: ShopIdSet; shops: number }> {
  const conditions: SQL[] = [eq(sellers.status, 1)];
  if (filter.verified)
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(sellerApplications)
          .where(
            and(
              eq(sellerApplications.userId, sellers.userId),
              eq(sellerApplications.status, KYC_STATUS.approved),
            ),
          ),
      ),
    );
  if (filter.minRating)
    conditions.push(
      sql`${sellers.reviewNum} > 0 and ${sellers.goodReviewNum} * 100 >= ${filter.minRating} * ${sellers.reviewNum}`,
    );
  if (filter.ships24h)
    conditions.push(
      sql`${sellers.ordersShipped} > 0 and ${sellers.ordersShippedInDay} * 10 >= ${sellers.ordersShipped} * 9`,
    );
  const [row] = await db
    .select({
      ids: sql<ShopIdSet>`coalesce(array_agg(${sellers.id}), '{}')::text`,
      shops: sql<number>`count(*)::int`,
    })
    .from(sellers)
    .where(and(...conditions));
  return { shopIds: row?.ids ?? ('{}' as ShopIdSet), shops: row?.shops ?? 0 };
}
