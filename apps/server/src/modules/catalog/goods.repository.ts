import { and, asc, desc, eq, gt, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { containsPattern } from '../../lib/like.js';
import { categories, sellerGoods, sellers, systemGoods, systemGoodsI18n } from '../../db/schema/index.js';

const nameI18n = alias(systemGoodsI18n, 'gi');
const nameEn = alias(systemGoodsI18n, 'ge');
const category = alias(categories, 'c2');
const parentCategory = alias(categories, 'c1');

export type SortFlag = 0 | 1 | 2;

export interface GoodsFilter {
  sellerId?: string | undefined;
  /** A category at either level: a top-level id matches every good in its children. */
  categoryId?: string | undefined;
  recommendedOnly?: boolean;
  newOnly?: boolean;
  discountedOnly?: boolean;
  /** Listings of one system good (search-goods). */
  goodsId?: string | undefined;
  /** Names (in `lang` or English) matching a keyword (search). */
  keyword?: { text: string; lang: string } | undefined;
}

/**
 * A keyword test on system_goods_i18n.name that an index serves (migration 0004): trigram ILIKE for
 * 3+ characters, name grams for 1–2, and full-text for several words in any order.
 */
export function nameMatches(
  keyword: string,
  column: AnyPgColumn = systemGoodsI18n.name,
  fullText = true,
): SQL {
  const text = keyword.trim();
  const words = text.split(/\s+/).filter(Boolean);
  const substring =
    [...text].length >= 3
      ? sql`${column} ilike ${containsPattern(text)}`
      : sql`caravan_grams(${column}) @> array[lower(${text})]`;
  if (!fullText || words.length < 2) return substring;
  return sql`(${substring} or to_tsvector('simple', ${column}) @@ plainto_tsquery('simple', ${text}))`;
}

/** System goods whose name in `lang` or English matches the keyword. */
export function goodsMatching(keyword: { text: string; lang: string }) {
  return sql`(select ${systemGoodsI18n.goodsId} from ${systemGoodsI18n} where ${systemGoodsI18n.lang} in (${keyword.lang}, 'en') and ${nameMatches(keyword.text)})`;
}

export type GoodsOrder =
  { by: 'default' } | { by: 'price' | 'sold' | 'created' | 'rec' | 'new'; direction: 'asc' | 'desc' };

/** Shown to buyers: on the shelf, the system good on the shelf, the shop open. */
function visibleConditions(filter: GoodsFilter, now: Date): SQL[] {
  const conditions: SQL[] = [eq(sellerGoods.isShelf, 1), eq(systemGoods.isShelf, 1), eq(sellers.status, 1)];
  if (filter.sellerId) conditions.push(eq(sellerGoods.sellerId, filter.sellerId));
  if (filter.categoryId) {
    conditions.push(
      or(
        eq(systemGoods.categoryId, filter.categoryId),
        inArray(
          systemGoods.categoryId,
          sql`(select ${categories.id} from ${categories} where ${categories.parentId} = ${filter.categoryId})`,
        ),
      ) as SQL,
    );
  }
  if (filter.goodsId) conditions.push(eq(sellerGoods.goodsId, filter.goodsId));
  if (filter.keyword) conditions.push(inArray(sellerGoods.goodsId, goodsMatching(filter.keyword)));
  if (filter.recommendedOnly) conditions.push(gt(sellerGoods.recTime, 0));
  if (filter.newOnly) conditions.push(gt(sellerGoods.newTime, 0));
  if (filter.discountedOnly) {
    conditions.push(
      isNotNull(sellerGoods.discountRatio),
      lte(sellerGoods.discountStart, now),
      gt(sellerGoods.discountEnd, now),
    );
  }
  return conditions;
}

function orderBy(order: GoodsOrder): SQL[] {
  if (order.by === 'default')
    return [desc(sellerGoods.showWeight1), desc(sellerGoods.createdAt), asc(sellerGoods.id)];
  const dir = order.direction === 'asc' ? asc : desc;
  const column = {
    price: sellerGoods.sellingPrice,
    sold: sellerGoods.soldNum,
    created: sellerGoods.createdAt,
    rec: sellerGoods.recTime,
    new: sellerGoods.newTime,
  }[order.by];
  return [dir(column), asc(sellerGoods.id)];
}

/** The columns every product list needs, with the name in the request's language (English fallback). */
function goodsColumns(lang: string) {
  return {
    id: sellerGoods.id,
    goodsId: sellerGoods.goodsId,
    sellerId: sellerGoods.sellerId,
    sellingPrice: sellerGoods.sellingPrice,
    discountRatio: sellerGoods.discountRatio,
    discountStart: sellerGoods.discountStart,
    discountEnd: sellerGoods.discountEnd,
    recTime: sellerGoods.recTime,
    newTime: sellerGoods.newTime,
    isShelf: sellerGoods.isShelf,
    upTime: sellerGoods.upTime,
    stopTime: sellerGoods.stopTime,
    soldNum: sellerGoods.soldNum,
    viewsNum: sellerGoods.viewsNum,
    showWeight1: sellerGoods.showWeight1,
    showWeight2: sellerGoods.showWeight2,
    createdAt: sellerGoods.createdAt,
    systemPrice: systemGoods.systemPrice,
    goodsShelf: systemGoods.isShelf,
    unit: systemGoods.unit,
    buyMin: systemGoods.buyMin,
    freightAmount: systemGoods.freightAmount,
    goodsTax: systemGoods.goodsTax,
    images: systemGoods.images,
    imgDes: systemGoods.imgDes,
    systemRecTime: systemGoods.systemRecTime,
    systemNewTime: systemGoods.systemNewTime,
    name: sql<string>`coalesce(${nameI18n.name}, ${nameEn.name}, '')`,
    des: sql<string | null>`coalesce(${nameI18n.des}, ${nameEn.des})`,
    categoryId: category.id,
    categoryName: sql<string | null>`coalesce(${category.name}->>${lang}, ${category.name}->>'en')`,
    parentCategoryId: parentCategory.id,
    parentCategoryName: sql<
      string | null
    >`coalesce(${parentCategory.name}->>${lang}, ${parentCategory.name}->>'en')`,
  };
}

export type GoodsRow = Awaited<ReturnType<typeof listGoodsRows>>[number];

/** One page of visible seller goods. */
export function listGoodsRows(
  db: DbOrTx,
  filter: GoodsFilter,
  order: GoodsOrder,
  page: { limit: number; offset: number },
  lang: string,
  now: Date,
) {
  return db
    .select(goodsColumns(lang))
    .from(sellerGoods)
    .innerJoin(systemGoods, eq(systemGoods.id, sellerGoods.goodsId))
    .innerJoin(sellers, eq(sellers.id, sellerGoods.sellerId))
    .innerJoin(category, eq(category.id, systemGoods.categoryId))
    .leftJoin(parentCategory, eq(parentCategory.id, category.parentId))
    .leftJoin(nameI18n, and(eq(nameI18n.goodsId, systemGoods.id), eq(nameI18n.lang, lang)))
    .leftJoin(nameEn, and(eq(nameEn.goodsId, systemGoods.id), eq(nameEn.lang, 'en')))
    .where(and(...visibleConditions(filter, now)))
    .orderBy(...orderBy(order))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countGoods(db: DbOrTx, filter: GoodsFilter, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sellerGoods)
    .innerJoin(systemGoods, eq(systemGoods.id, sellerGoods.goodsId))
    .innerJoin(sellers, eq(sellers.id, sellerGoods.sellerId))
    .where(and(...visibleConditions(filter, now)));
  return row?.n ?? 0;
}

/** Listings by id, whatever their state (favourites keep showing goods taken off sale). */
export function goodsRowsByIds(db: DbOrTx, ids: readonly string[], lang: string) {
  return db
    .select(goodsColumns(lang))
    .from(sellerGoods)
    .innerJoin(systemGoods, eq(systemGoods.id, sellerGoods.goodsId))
    .innerJoin(category, eq(category.id, systemGoods.categoryId))
    .leftJoin(parentCategory, eq(parentCategory.id, category.parentId))
    .leftJoin(nameI18n, and(eq(nameI18n.goodsId, systemGoods.id), eq(nameI18n.lang, lang)))
    .leftJoin(nameEn, and(eq(nameEn.goodsId, systemGoods.id), eq(nameEn.lang, 'en')))
    .where(inArray(sellerGoods.id, [...ids]));
}
