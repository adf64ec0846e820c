import { and, desc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sellers } from '../../db/schema/index.js';
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
