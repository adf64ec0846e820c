import type { Language } from '@caravan/contract';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, not, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import {
  categories,
  goodsSkus,
  orderItems,
  orders,
  sellerGoods,
  systemGoods,
  systemGoodsI18n,
} from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like.js';
import { goodsName, listingTermsColumns, translatedName } from '../catalog/index.js';
import { readPage, windowOf, type Paging } from '../../lib/paging.js';

// The shop's listings as the seller panel reads them: every query here is kept to one shop and to
// listings it has not deleted.

const parent = alias(categories, 'parent_category');

/** Whether the good's name in `lang` or English contains the keyword (any case). */
export function goodsNameContains(keyword: string, lang: Language, goodsId: AnyPgColumn) {
  return sql`exists (select 1 from ${systemGoodsI18n} where ${systemGoodsI18n.goodsId} = ${goodsId} and ${systemGoodsI18n.lang} in (${lang}, 'en') and lower(${systemGoodsI18n.name}) like ${containsPattern(keyword)})`;
}

/** A good filed under the category, or under one of its children when it is a top-level one. */
export function filedUnder(categoryId: string): SQL {
  return or(eq(categories.id, categoryId), eq(categories.parentId, categoryId)) as SQL;
}

/** Where a good is filed: its category and that category's parent, in `lang` (English fallback). */
export function filingColumns(lang: Language) {
  return {
    categoryId: categories.id,
    categoryName: translatedName(categories.name, lang),
    parentId: sql<string | null>`${parent.id}`,
    parentName: translatedName(parent.name, lang),
  };
}

function listingColumns(lang: Language) {
  return {
    ...listingTermsColumns,
    upTime: sellerGoods.upTime,
    stopTime: sellerGoods.stopTime,
    // Units sold, from the order lines: paid orders whose refund did not go through.
    soldNum: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId} where ${orderItems.sellerGoodsId} = ${sellerGoods.id} and ${orders.paidAt} is not null and ${orders.refundStatus} <> 2)`,
    viewsNum: sellerGoods.viewsNum,
    createdAt: sellerGoods.createdAt,
    stock: systemGoods.stock,
    images: systemGoods.images,
    unit: systemGoods.unit,
    name: goodsName(lang),
    ...filingColumns(lang),
    skuCount: sql<number>`(select count(*)::int from ${goodsSkus} where ${goodsSkus.goodsId} = ${systemGoods.id})`,
  };
}

function selectListings(db: DbOrTx, lang: Language) {
  return db
    .select(listingColumns(lang))
    .from(sellerGoods)
    .innerJoin(systemGoods, eq(systemGoods.id, sellerGoods.goodsId))
    .innerJoin(categories, eq(categories.id, systemGoods.categoryId))
    .leftJoin(parent, eq(parent.id, categories.parentId));
}

export type ListingRow = Awaited<ReturnType<typeof selectListings>>[number];

/** The shop's listings (not deleted) and nothing else. */
function ownListings(sellerId: string): SQL {
  return and(eq(sellerGoods.sellerId, sellerId), isNull(sellerGoods.deletedAt)) as SQL;
}

export interface ListingFilter {
  keyword?: string | undefined;
  categoryId?: string | undefined;
  isShelf?: number | undefined;
  /** 1: a discount window is open now; 0: none is. */
  discount?: number | undefined;
}

function discountRunning(now: Date): SQL {
  return and(
    isNotNull(sellerGoods.discountRatio),
    lte(sellerGoods.discountStart, now),
    gt(sellerGoods.discountEnd, now),
  ) as SQL;
}

/** A page of the shop's listings, newest first. */
export async function findListings(
  db: DbOrTx,
  sellerId: string,
  lang: Language,
  filter: ListingFilter,
  paging: Paging,
  now: Date,
): Promise<{ rows: ListingRow[]; total: number }> {
  const conditions: SQL[] = [ownListings(sellerId)];
  if (filter.keyword) conditions.push(goodsNameContains(filter.keyword, lang, sellerGoods.goodsId));
  if (filter.categoryId) conditions.push(filedUnder(filter.categoryId));
  if (filter.isShelf !== undefined) conditions.push(eq(sellerGoods.isShelf, filter.isShelf));
  if (filter.discount === 1) conditions.push(discountRunning(now));
  if (filter.discount === 0) conditions.push(not(sql`coalesce(${discountRunning(now)}, false)`));
  const where = and(...conditions);
  return readPage(
    selectListings(db, lang).where(where).orderBy(desc(sellerGoods.createdAt), asc(sellerGoods.id)),
    windowOf(paging),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(sellerGoods)
      .innerJoin(systemGoods, eq(systemGoods.id, sellerGoods.goodsId))
      .innerJoin(categories, eq(categories.id, systemGoods.categoryId))
      .where(where)
      .then((r) => r[0]?.n ?? 0),
  );
}

/** One of the shop's listings, or undefined when it is not the shop's (or deleted). */
export async function findListing(
  db: DbOrTx,
  sellerId: string,
  id: string,
  lang: Language,
): Promise<ListingRow | undefined> {
  const [row] = await selectListings(db, lang).where(and(ownListings(sellerId), eq(sellerGoods.id, id)));
  return row;
}

/** What a change to listings reads of each, locked for the change. */
export interface LockedListing {
  id: string;
  goodsId: string;
  sellingPrice: string;
  discountRatio: string | null;
  discountStart: Date | null;
  discountEnd: Date | null;
  isShelf: number;
  recTime: number;
  newTime: number;
  systemPrice: string;
  goodsShelf: number;
  name: string;
  priceTiers: { minQty: number; price: string }[] | null;
  moq: number;
  packSize: number;
  samplePrice: string | null;
  sampleLimit: number | null;
  buyMin: number;
  skuCostMax: string | null;
}

/** The dearest SKU's own wholesale price of the listed good (null without SKUs). */
export function skuCostMax() {
  return sql<
    string | null
  >`(select max(${goodsSkus.price})::text from ${goodsSkus} where ${goodsSkus.goodsId} = ${systemGoods.id})`;
}

/** What a change reads of a listing; locked by the caller's `for update`. */
function selectForChange(tx: DbOrTx, lang: Language) {
  return tx
    .select({
      ...listingTermsColumns,
      name: goodsName(lang),
      // The dearest SKU's own wholesale price: no rung may sell any SKU below its cost.
      skuCostMax: skuCostMax(),
    })
    .from(sellerGoods)
    .innerJoin(systemGoods, eq(systemGoods.id, sellerGoods.goodsId));
}

/**
 * Locks the shop's listings among `ids` (in id order, so that two batches over the same listings
 * queue instead of deadlocking) and reads what a change needs; another shop's, a deleted or an
 * unknown id is simply absent.
 */
export async function lockListings(
  tx: DbOrTx,
  sellerId: string,
  ids: readonly string[],
  lang: Language,
): Promise<LockedListing[]> {
  if (ids.length === 0) return [];
  return selectForChange(tx, lang)
    .where(and(ownListings(sellerId), inArray(sellerGoods.id, [...ids])))
    .orderBy(asc(sellerGoods.id))
    .for('update', { of: sellerGoods });
}

/**
 * Locks any shop's listing `id` for an operator's change (the console's offers) and reads what a
 * change needs, as lockListings does for the shop's own; undefined when it is unknown or deleted.
 */
export async function lockAnyListing(
  tx: DbOrTx,
  id: string,
  lang: Language,
): Promise<LockedListing | undefined> {
  const [row] = await selectForChange(tx, lang)
    .where(and(eq(sellerGoods.id, id), isNull(sellerGoods.deletedAt)))
    .for('update', { of: sellerGoods });
  return row;
}

/** Every listing of the shop with its price, discount and terms (goods!export), newest first. */
export async function listingTermsRows(db: DbOrTx, sellerId: string, lang: Language) {
  return db
    .select({ ...listingTermsColumns, name: goodsName(lang) })
    .from(sellerGoods)
    .innerJoin(systemGoods, eq(systemGoods.id, sellerGoods.goodsId))
    .where(ownListings(sellerId))
    .orderBy(desc(sellerGoods.createdAt), asc(sellerGoods.id));
}

export type ListingTermsRow = Awaited<ReturnType<typeof listingTermsRows>>[number];

/** Names of the shop's listings matching a keyword, for suggestions. */
export async function listingNames(
  db: DbOrTx,
  sellerId: string,
  keyword: string,
  lang: Language,
  limit: number,
) {
  const name = goodsName(lang, sellerGoods.goodsId);
  return db
    .select({ sellerGoodsId: sellerGoods.id, goodsId: sellerGoods.goodsId, name })
    .from(sellerGoods)
    .where(and(ownListings(sellerId), goodsNameContains(keyword, lang, sellerGoods.goodsId)))
    .orderBy(asc(sql`char_length(${name})`), asc(sellerGoods.id))
    .limit(limit);
}
