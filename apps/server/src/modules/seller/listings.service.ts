import type { GoodsDescriptions, Language } from '@caravan/contract';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { sellerGoods, sellerGoodsI18n, systemGoods } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { amount, applyDiscount, toDb } from '../../lib/money.js';
import { maxBuy } from '../orders/index.js';
import { changedTerms, type TermsChange } from './listing-terms.js';
import { lockListings, type LockedListing } from './listings.repository.js';
import { assertPriceAllowed, priceForRatio, profitRange, type ProfitRange } from './profit-range.js';

// Changing a shop's listings (contract §3.1 goods!…). Every change is kept to the caller's shop:
// an id of another shop's listing is COMMON_NOT_FOUND, and a batch with one such id changes nothing.

/** The shelf columns when a listing goes on (up_time) or off (stop_time) the shelf at `now`. */
function shelfColumns(before: number, after: number, now: Date) {
  if (before === after) return { isShelf: after };
  return after === 1 ? { isShelf: 1, upTime: now.getTime() } : { isShelf: 0, stopTime: now.getTime() };
}

/**
 * Writes a listing's own descriptions: each language given is set, or removed when blank (the
 * product page then shows the platform's, or English); languages not given stay as they are.
 */
async function writeDescriptions(tx: DbOrTx, id: string, des: GoodsDescriptions): Promise<void> {
  const entries = Object.entries(des) as [Language, string][];
  const removed = entries.filter(([, text]) => text === '').map(([lang]) => lang);
  const kept = entries.filter(([, text]) => text !== '');
  if (removed.length > 0) {
    await tx
      .delete(sellerGoodsI18n)
      .where(and(eq(sellerGoodsI18n.sellerGoodsId, id), inArray(sellerGoodsI18n.lang, removed)));
  }
  if (kept.length > 0) {
    await tx
      .insert(sellerGoodsI18n)
      .values(kept.map(([lang, text]) => ({ sellerGoodsId: id, lang, des: text })))
      .onConflictDoUpdate({
        target: [sellerGoodsI18n.sellerGoodsId, sellerGoodsI18n.lang],
        set: { des: sql`excluded.des` },
      });
  }
}

/** A listing's own descriptions by language (goods!sellerGoodsSkuInfo). */
export async function listingDescriptions(db: DbOrTx, id: string): Promise<GoodsDescriptions> {
  const rows = await db
    .select({ lang: sellerGoodsI18n.lang, des: sellerGoodsI18n.des })
    .from(sellerGoodsI18n)
    .where(eq(sellerGoodsI18n.sellerGoodsId, id));
  return Object.fromEntries(rows.map((r) => [r.lang, r.des]));
}

/**
 * goods!addOrUpdate: lists a system good at `sellingPrice`, or changes the price of the shop's
 * listing of it (a good is listed once per shop; a deleted listing of it comes back). Returns the
 * listing's id. A price outside the profit range is refused before anything is written.
 */
export async function addOrUpdateListing(
  db: Db,
  sellerId: string,
  input: {
    goodsId: string;
    sellingPrice: string;
    isShelf?: number | undefined;
    des?: GoodsDescriptions | undefined;
  },
  now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    const listed = async (id: string) => {
      if (input.des) await writeDescriptions(tx, id, input.des);
      return id;
    };
    // One request at a time per shop and good, so a burst of the same request finds the first
    // one's listing instead of adding another. A transaction lock of its own, not the shop's row:
    // a product view updates the listing and then the shop's row, and must not meet this the
    // other way round.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`seller-listing:${sellerId}:${input.goodsId}`}, 0))`,
    );
    const [good] = await tx
      .select({ systemPrice: systemGoods.systemPrice, isShelf: systemGoods.isShelf })
      .from(systemGoods)
      .where(eq(systemGoods.id, input.goodsId));
    if (!good) throw new AppError('CATALOG_GOODS_NOT_FOUND');
    assertPriceAllowed(input.sellingPrice, good.systemPrice, await profitRange(tx));
    const sellingPrice = toDb(input.sellingPrice);
    const [existing] = await tx
      .select({ id: sellerGoods.id, isShelf: sellerGoods.isShelf, deletedAt: sellerGoods.deletedAt })
      .from(sellerGoods)
      .where(and(eq(sellerGoods.sellerId, sellerId), eq(sellerGoods.goodsId, input.goodsId)))
      .orderBy(sql`${sellerGoods.deletedAt} is null desc`, desc(sellerGoods.createdAt))
      .limit(1)
      .for('update');
    if (existing && existing.deletedAt === null) {
      await tx
        .update(sellerGoods)
        .set({ sellingPrice, ...shelfColumns(existing.isShelf, input.isShelf ?? existing.isShelf, now) })
        .where(eq(sellerGoods.id, existing.id));
      return listed(existing.id);
    }
    if (good.isShelf !== 1) throw new AppError('CATALOG_GOODS_OFF_SHELF');
    const isShelf = input.isShelf ?? 1;
    const fresh = {
      sellingPrice,
      isShelf,
      upTime: isShelf === 1 ? now.getTime() : 0,
      stopTime: 0,
      discountRatio: null,
      discountStart: null,
      discountEnd: null,
      recTime: 0,
      newTime: 0,
      deletedAt: null,
      createdAt: now,
    };
    if (existing) {
      await tx.update(sellerGoods).set(fresh).where(eq(sellerGoods.id, existing.id));
      return listed(existing.id);
    }
    const [row] = await tx
      .insert(sellerGoods)
      .values({ sellerId, goodsId: input.goodsId, ...fresh })
      .returning({ id: sellerGoods.id });
    if (!row) throw new Error('listing not created');
    return listed(row.id);
  });
}

/** A change goods!update or goods!updateDisProBatch makes; absent parts stay as they are. */
export interface ListingChange {
  sellingPrice?: string | undefined;
  /** Sets the selling price to wholesale × (1 + ratio). */
  profitRatio?: string | undefined;
  isRec?: number | undefined;
  isNew?: number | undefined;
  discount?: { ratio: string; start?: number | undefined; end: number } | 'clear' | undefined;
  /** The shop's own descriptions (goods!update). */
  des?: GoodsDescriptions | undefined;
  /** The wholesale terms (goods!update, ADR 037); absent parts stay as they are. */
  terms?: TermsChange | undefined;
}

/** A discount's window: from its start (now when not given) to its end, which is in the future. */
function discountWindow(discount: { start?: number | undefined; end: number }, now: Date) {
  const start = discount.start ?? now.getTime();
  if (discount.end <= now.getTime() || discount.end <= start) {
    throw new AppError('SELLER_DISCOUNT_WINDOW_INVALID');
  }
  return { start: new Date(start), end: new Date(discount.end) };
}

/** A time flag: 1 keeps the time it was set (or sets it now), 0 clears it. */
function flagTime(flag: number | undefined, current: number, now: Date): number {
  if (flag === undefined) return current;
  return flag === 1 ? current || now.getTime() : 0;
}

/** What a change to listings is checked against: read once per change, in its transaction. */
export interface ListingRules {
  range: ProfitRange;
  /** The most one may order of a line (a ladder's rungs stay within it). */
  maxBuy: number;
  now: Date;
}

/** The rules a change made in `tx` now is checked against. */
export async function listingRules(tx: DbOrTx, now: Date): Promise<ListingRules> {
  return { range: await profitRange(tx), maxBuy: await maxBuy(tx), now };
}

/**
 * The listing's columns after the change, checked against the profit range, the wholesale price
 * and the terms' rules: the one check of a listing's change, for goods!update, the batches and
 * each line of goods!import. Throws the AppError of the first rule it breaks.
 */
export function changedColumns(row: LockedListing, change: ListingChange, rules: ListingRules) {
  const { range, now } = rules;
  let price = amount(row.sellingPrice);
  const ladderPrice = change.terms?.priceTiers?.[0]?.price;
  if (ladderPrice !== undefined) {
    assertPriceAllowed(ladderPrice, row.systemPrice, range);
    price = amount(ladderPrice);
  } else if (change.sellingPrice !== undefined) {
    assertPriceAllowed(change.sellingPrice, row.systemPrice, range);
    price = amount(change.sellingPrice);
  } else if (change.profitRatio !== undefined) {
    price = priceForRatio(change.profitRatio, row.systemPrice, range);
  }
  const discount =
    change.discount === 'clear'
      ? null
      : change.discount
        ? { ratio: change.discount.ratio, ...discountWindow(change.discount, now) }
        : row.discountRatio !== null
          ? { ratio: row.discountRatio, start: row.discountStart, end: row.discountEnd }
          : null;
  // The price buyers pay under a discount (a new one, or one still to run at a new price) may
  // never fall below the wholesale price.
  const counts = discount !== null && (discount.end === null || discount.end > now);
  if (counts && applyDiscount(price, discount.ratio).lt(row.systemPrice)) {
    throw new AppError('SELLER_DISCOUNT_BELOW_COST', { name: row.name });
  }
  return {
    sellingPrice: toDb(price),
    ...changedTerms(row, change, price, counts ? discount.ratio : null, rules.maxBuy),
    discountRatio: discount ? toDb(discount.ratio, 4) : null,
    discountStart: discount?.start ?? null,
    discountEnd: discount?.end ?? null,
    recTime: flagTime(change.isRec, row.recTime, now),
    newTime: flagTime(change.isNew, row.newTime, now),
  };
}

/**
 * Locks the shop's listings `ids` for a change to all of them or none: one that is not the shop's,
 * deleted or unknown makes the whole change not found.
 */
async function lockEveryListing(
  tx: DbOrTx,
  sellerId: string,
  ids: readonly string[],
  lang: Language,
): Promise<LockedListing[]> {
  const rows = await lockListings(tx, sellerId, ids, lang);
  if (rows.length !== ids.length) throw new AppError('COMMON_NOT_FOUND');
  return rows;
}

/**
 * Writes a change to a listing locked in `tx`, checked by changedColumns: the one write of a
 * listing's change, the seller's and an operator's alike. Returns the columns written.
 */
export async function applyListingChange(
  tx: DbOrTx,
  row: LockedListing,
  change: ListingChange,
  rules: ListingRules,
) {
  const columns = changedColumns(row, change, rules);
  await tx.update(sellerGoods).set(columns).where(eq(sellerGoods.id, row.id));
  if (change.des) await writeDescriptions(tx, row.id, change.des);
  return columns;
}

/**
 * Changes the shop's listings `ids` (goods!update, goods!updateDisProBatch): all of them or, when
 * one is not the shop's or breaks a rule, none. Returns how many changed.
 */
export async function changeListings(
  db: Db,
  sellerId: string,
  ids: readonly string[],
  change: ListingChange,
  lang: Language,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await lockEveryListing(tx, sellerId, ids, lang);
    const rules = await listingRules(tx, now);
    for (const row of rows) await applyListingChange(tx, row, change, rules);
    return rows.length;
  });
}

/**
 * goods!shelfBatch: the shop's listings on or off the shelf, all or none. A listing of a good the
 * platform took off sale cannot go back on. Returns how many changed state.
 */
export async function setListingsShelf(
  db: Db,
  sellerId: string,
  ids: readonly string[],
  isShelf: number,
  lang: Language,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await lockEveryListing(tx, sellerId, ids, lang);
    if (isShelf === 1 && rows.some((r) => r.goodsShelf !== 1)) throw new AppError('CATALOG_GOODS_OFF_SHELF');
    const changing = rows.filter((r) => r.isShelf !== isShelf).map((r) => r.id);
    if (changing.length > 0) {
      await tx
        .update(sellerGoods)
        .set(shelfColumns(1 - isShelf, isShelf, now))
        .where(inArray(sellerGoods.id, changing));
    }
    return changing.length;
  });
}

/**
 * goods!delete: the listing leaves the shop. It is kept, off the shelf and marked deleted, for the
 * orders, reviews and favourites that point at it; listing the good again brings it back.
 */
export async function deleteListing(db: DbOrTx, sellerId: string, id: string, now: Date): Promise<void> {
  const deleted = await db
    .update(sellerGoods)
    .set({
      deletedAt: now,
      isShelf: 0,
      stopTime: sql`case when ${sellerGoods.isShelf} = 1 then ${now.getTime()}::bigint else ${sellerGoods.stopTime} end`,
      discountRatio: null,
      discountStart: null,
      discountEnd: null,
      recTime: 0,
      newTime: 0,
    })
    .where(and(eq(sellerGoods.id, id), eq(sellerGoods.sellerId, sellerId), isNull(sellerGoods.deletedAt)))
    .returning({ id: sellerGoods.id });
  if (deleted.length === 0) throw new AppError('COMMON_NOT_FOUND');
}
