import type { GoodsNameVo, Language, LibraryGoodsVo } from '@caravan/contract';
import { and, asc, desc, eq, exists, inArray, isNull, not, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { categories, goodsSkus, sellerGoods, systemGoods } from '../../db/schema/index.js';
import { toWire } from '../../lib/money.js';
import { readPage, toPage, windowOf, type Page, type Paging } from '../../lib/paging.js';
import { goodsName } from '../catalog/index.js';
import { filedUnder, filingColumns, goodsNameContains } from './listings.repository.js';
import { presentBounds, presentFiling } from './listings.presenter.js';
import type { ProfitRange } from './profit-range.js';

// The product library (contract §3.1 systemGoods!…): the platform's goods on sale to shops, from
// which a shop picks what to list.

const parent = alias(categories, 'parent_category');
const SUGGESTIONS = 10;

/** The shop's (not deleted) listings of the good in `goodsId`. */
function listedBy(db: DbOrTx, sellerId: string) {
  return db
    .select({ id: sellerGoods.id })
    .from(sellerGoods)
    .where(
      and(
        eq(sellerGoods.sellerId, sellerId),
        eq(sellerGoods.goodsId, systemGoods.id),
        isNull(sellerGoods.deletedAt),
      ),
    );
}

export interface LibraryFilter {
  categoryId?: string | undefined;
  keyword?: string | undefined;
  listed?: number | undefined;
}

/** seller/systemGoods!list: goods on sale to shops, in the console's order, with the shop's listing of each. */
export async function listLibrary(
  db: DbOrTx,
  sellerId: string,
  lang: Language,
  filter: LibraryFilter,
  paging: Paging,
  range: ProfitRange,
): Promise<Page<LibraryGoodsVo>> {
  const conditions: SQL[] = [eq(systemGoods.isShelf, 1)];
  if (filter.categoryId) conditions.push(filedUnder(filter.categoryId));
  if (filter.keyword) conditions.push(goodsNameContains(filter.keyword, lang, systemGoods.id));
  if (filter.listed === 1) conditions.push(exists(listedBy(db, sellerId)));
  if (filter.listed === 0) conditions.push(not(exists(listedBy(db, sellerId))));
  const where = and(...conditions);
  const { rows, total } = await readPage(
    db
      .select({
        id: systemGoods.id,
        name: goodsName(lang),
        images: systemGoods.images,
        ...filingColumns(lang),
        systemPrice: systemGoods.systemPrice,
        stock: systemGoods.stock,
        unit: systemGoods.unit,
        buyMin: systemGoods.buyMin,
        freightAmount: systemGoods.freightAmount,
        goodsTax: systemGoods.goodsTax,
        skuCount: sql<number>`(select count(*)::int from ${goodsSkus} where ${goodsSkus.goodsId} = ${systemGoods.id})`,
      })
      .from(systemGoods)
      .innerJoin(categories, eq(categories.id, systemGoods.categoryId))
      .leftJoin(parent, eq(parent.id, categories.parentId))
      .where(where)
      .orderBy(asc(systemGoods.goodsSort), desc(systemGoods.createdAt), asc(systemGoods.id)),
    windowOf(paging),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(systemGoods)
      .innerJoin(categories, eq(categories.id, systemGoods.categoryId))
      .where(where)
      .then((r) => r[0]?.n ?? 0),
  );
  const listings = await listingsOf(
    db,
    sellerId,
    rows.map((r) => r.id),
  );
  return toPage(
    rows.map((r): LibraryGoodsVo => {
      const listing = listings.get(r.id);
      return {
        goodsId: r.id,
        name: r.name,
        imgUrl: r.images[0] ?? null,
        ...presentFiling(r),
        systemPrice: toWire(r.systemPrice),
        stock: r.stock,
        unit: r.unit,
        buyMin: r.buyMin,
        freightAmount: toWire(r.freightAmount),
        goodsTax: toWire(r.goodsTax),
        skuCount: r.skuCount,
        ...presentBounds(r.systemPrice, range),
        isListed: listing ? 1 : 0,
        sellerGoodsId: listing?.id ?? null,
        sellingPrice: listing ? toWire(listing.sellingPrice) : null,
        isShelf: listing?.isShelf ?? null,
      };
    }),
    paging,
    total,
  );
}

/** The shop's listing of each of these goods (the newest, should an old shop list one twice). */
async function listingsOf(db: DbOrTx, sellerId: string, goodsIds: string[]) {
  const out = new Map<string, { id: string; sellingPrice: string; isShelf: number }>();
  if (goodsIds.length === 0) return out;
  const rows = await db
    .select({
      id: sellerGoods.id,
      goodsId: sellerGoods.goodsId,
      sellingPrice: sellerGoods.sellingPrice,
      isShelf: sellerGoods.isShelf,
    })
    .from(sellerGoods)
    .where(
      and(
        eq(sellerGoods.sellerId, sellerId),
        inArray(sellerGoods.goodsId, goodsIds),
        isNull(sellerGoods.deletedAt),
      ),
    )
    .orderBy(asc(sellerGoods.createdAt));
  for (const r of rows) out.set(r.goodsId, r);
  return out;
}

/** seller/systemGoods!search-keyword: names of goods on sale to shops that match, shortest first. */
export async function libraryNames(
  db: DbOrTx,
  sellerId: string,
  keyword: string,
  lang: Language,
): Promise<GoodsNameVo[]> {
  const name = goodsName(lang);
  const rows = await db
    .select({ goodsId: systemGoods.id, name })
    .from(systemGoods)
    .where(and(eq(systemGoods.isShelf, 1), goodsNameContains(keyword, lang, systemGoods.id)))
    .orderBy(asc(sql`char_length(${name})`), asc(systemGoods.id))
    .limit(SUGGESTIONS);
  const listings = await listingsOf(
    db,
    sellerId,
    rows.map((r) => r.goodsId),
  );
  return rows.map((r) => ({
    goodsId: r.goodsId,
    sellerGoodsId: listings.get(r.goodsId)?.id ?? null,
    name: r.name,
  }));
}
