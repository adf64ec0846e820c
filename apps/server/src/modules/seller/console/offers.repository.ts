import type { Language } from '@caravan/contract';
import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { sellerGoods, sellers, systemGoods } from '../../../db/schema/index.js';
import { containsPattern } from '../../../lib/like.js';
import { readPage, windowOf, type Paging } from '../../../lib/paging.js';
import { goodsName, listingTermsColumns } from '../../catalog/index.js';
import { goodsNameContains, skuCostMax } from '../listings.repository.js';

// Every shop's offers (listings it has not deleted) as the console reads them.

function selectOffers(db: DbOrTx, lang: Language) {
  return db
    .select({
      ...listingTermsColumns,
      name: goodsName(lang),
      sellerId: sellerGoods.sellerId,
      shopName: sellers.name,
      images: systemGoods.images,
      skuCostMax: skuCostMax(),
    })
    .from(sellerGoods)
    .innerJoin(systemGoods, eq(systemGoods.id, sellerGoods.goodsId))
    .innerJoin(sellers, eq(sellers.id, sellerGoods.sellerId));
}

export type OfferRow = Awaited<ReturnType<typeof selectOffers>>[number];

export interface OfferFilter {
  /** Part of the good's name (in `lang` or English) or of the shop's name. */
  keyword?: string | undefined;
  sellerId?: string | undefined;
}

/** A page of offers, newest first. */
export async function findOffers(
  db: DbOrTx,
  lang: Language,
  filter: OfferFilter,
  paging: Paging,
): Promise<{ rows: OfferRow[]; total: number }> {
  const conditions: SQL[] = [isNull(sellerGoods.deletedAt)];
  if (filter.keyword) {
    const named = or(
      goodsNameContains(filter.keyword, lang, sellerGoods.goodsId),
      sql`lower(${sellers.name}) like ${containsPattern(filter.keyword)}`,
    );
    if (named) conditions.push(named);
  }
  if (filter.sellerId) conditions.push(eq(sellerGoods.sellerId, filter.sellerId));
  const where = and(...conditions);
  return readPage(
    selectOffers(db, lang).where(where).orderBy(desc(sellerGoods.createdAt), asc(sellerGoods.id)),
    windowOf(paging),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(sellerGoods)
      .innerJoin(sellers, eq(sellers.id, sellerGoods.sellerId))
      .where(where)
      .then((r) => r[0]?.n ?? 0),
  );
}

/** One offer (any shop's, not deleted), or undefined. */
export async function findOffer(db: DbOrTx, id: string, lang: Language): Promise<OfferRow | undefined> {
  const [row] = await selectOffers(db, lang).where(
    and(eq(sellerGoods.id, id), isNull(sellerGoods.deletedAt)),
  );
  return row;
}
