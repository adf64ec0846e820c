import { DEFAULT_MAX_BUY, quantityProblem, rungPrice, type OrderLine } from '@caravan/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { goodsSkus, sampleOrders, sellerGoods, sellers, systemGoods } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { amount, type Amount } from '../../lib/money.js';
import { termsOf, unitPriceAt } from '../catalog/index.js';
import { discountsFor, type AppliedCoupon, type CheckoutShop, type ShopDiscount } from '../coupons/index.js';
import { cachedSysparaValues } from '../system/index.js';
import {
  freightSchedule,
  orderFreight,
  shareFreight,
  type Freight,
  type FreightSchedule,
} from './freight.js';

/** The most of one product a buyer may order at once (spec §5; system parameter, default 500). */
export async function maxBuy(db: DbOrTx): Promise<number> {
  const { mall_max_goods_number_in_order: value } = await cachedSysparaValues(db, [
    'mall_max_goods_number_in_order',
  ]);
  const n = Number.parseInt(value, 10);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_MAX_BUY;
}

/** One line priced from the catalogue: never from what the client sent (issue 6). */
export interface PricedLine {
  line: OrderLine;
  sellerId: string;
  sellerName: string;
  goodsId: string;
  attributes: { attrName: string; attrValue: string }[];
  goodsIcon: string | null;
  sellingPrice: Amount;
  unitPrice: Amount;
  systemUnitPrice: Amount;
  /** What one unit weighs packed, in kg (the long-distance freight's measure). */
  unitWeightKg: Amount;
  /** The product ships free (freightType 1): it adds nothing to its order's freight. */
  freeFreight: boolean;
  /** The line's share of its shop order's one freight, by weight (set by quoteShops; 0 until then). */
  fees: Amount;
  tax: Amount;
}

/** Sums repeated (listing, SKU) pairs into one line each. */
export function mergeLines(lines: readonly OrderLine[]): OrderLine[] {
  const merged = new Map<string, OrderLine>();
  for (const l of lines) {
    const key = `${l.sellerGoodsId}:${l.skuId ?? '-1'}:${l.sample ? 1 : 0}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, quantity: seen.quantity + l.quantity } : { ...l });
  }
  return [...merged.values()];
}

/**
 * Checks every line against the catalogue and prices it: the listing exists and is on sale in an
 * open shop, it is not the buyer's own shop's, the SKU belongs to it, and the quantity is at most
 * the system maximum and either a sample within its limit or whole packs from the minimum (ADR 037).
 * Each line is priced by its quantity's rung, never by what the client sent.
 */
export async function priceLines(
  db: DbOrTx,
  buyerId: string,
  lines: readonly OrderLine[],
  now: Date,
): Promise<PricedLine[]> {
  if (lines.length === 0) throw new AppError('ORDER_NOTHING_SELECTED');
  const facts = await lineFacts(db, buyerId, lines);
  return lines.map((line) => priceLine(facts, line, now));
}

/** What pricing lines reads from the catalogue, once for all of them (priceLine checks each). */
export type LineFacts = Awaited<ReturnType<typeof lineFacts>>;

/**
 * Reads what the lines' listings, goods, shops and SKUs say, once for all the lines; refuses a
 * sample the buyer has had (or one asked for twice).
 */
export async function lineFacts(db: DbOrTx, buyerId: string, lines: readonly OrderLine[]) {
  const max = await maxBuy(db);
  const listings = await db
    .select({
      id: sellerGoods.id,
      sellerId: sellerGoods.sellerId,
      goodsId: sellerGoods.goodsId,
      sellingPrice: sellerGoods.sellingPrice,
      discountRatio: sellerGoods.discountRatio,
      discountStart: sellerGoods.discountStart,
      discountEnd: sellerGoods.discountEnd,
      listed: sellerGoods.isShelf,
      shelved: systemGoods.isShelf,
      shopOpen: sellers.status,
      shopOwner: sellers.userId,
      shopName: sellers.name,
      systemPrice: systemGoods.systemPrice,
      buyMin: systemGoods.buyMin,
      priceTiers: sellerGoods.priceTiers,
      moq: sellerGoods.moq,
      packSize: sellerGoods.packSize,
      samplePrice: sellerGoods.samplePrice,
      sampleLimit: sellerGoods.sampleLimit,
      weightKg: systemGoods.weightKg,
      freightType: systemGoods.freightType,
      goodsTax: systemGoods.goodsTax,
      images: systemGoods.images,
    })
    .from(sellerGoods)
    .innerJoin(systemGoods, eq(systemGoods.id, sellerGoods.goodsId))
    .innerJoin(sellers, eq(sellers.id, sellerGoods.sellerId))
    .where(
      inArray(
        sellerGoods.id,
        lines.map((l) => l.sellerGoodsId),
      ),
    );
  const byId = new Map(listings.map((l) => [l.id, l]));
  const sampled = lines.filter((l) => l.sample).map((l) => l.sellerGoodsId);
  if (sampled.length > 0) {
    // Once per buyer and listing; order!submit records it under a key, so a race is refused too.
    const taken = await db
      .select({ id: sampleOrders.sellerGoodsId })
      .from(sampleOrders)
      .where(and(eq(sampleOrders.userId, buyerId), inArray(sampleOrders.sellerGoodsId, sampled)));
    if (taken.length > 0 || new Set(sampled).size < sampled.length) throw new AppError('ORDER_SAMPLE_TAKEN');
  }
  const goodsIds = [...new Set(listings.map((l) => l.goodsId))];
  const skus = goodsIds.length
    ? await db.select().from(goodsSkus).where(inArray(goodsSkus.goodsId, goodsIds))
    : [];
  return { buyerId, max, byId, skus };
}

/** One line checked and priced from `facts` (see priceLines); throws the AppError that refuses it. */
export function priceLine(facts: LineFacts, line: OrderLine, now: Date): PricedLine {
  const { buyerId, max, byId, skus } = facts;
  const listing = byId.get(line.sellerGoodsId);
  if (!listing) throw new AppError('CATALOG_GOODS_NOT_FOUND');
  if (listing.listed !== 1 || listing.shelved !== 1 || listing.shopOpen !== 1) {
    throw new AppError('CATALOG_GOODS_OFF_SHELF');
  }
  if (listing.shopOwner === buyerId) throw new AppError('ORDER_OWN_SHOP');
  const own = skus.filter((s) => s.goodsId === listing.goodsId);
  const sku = line.skuId ? own.find((s) => s.id === line.skuId) : undefined;
  if ((own.length > 0 && !sku) || (own.length === 0 && line.skuId)) {
    throw new AppError('COMMON_PARAM_INVALID', { field: 'skuId' });
  }
  const terms = termsOf(listing);
  if (line.quantity > max) throw new AppError('ORDER_ABOVE_MAX', { max });
  let unitPrice: Amount;
  if (line.sample) {
    // A sample: at most its limit, at the sample price (no ladder, no discount), once per buyer.
    if (terms.samplePrice === null || terms.sampleLimit === null)
      throw new AppError('ORDER_SAMPLE_UNAVAILABLE');
    if (line.quantity > terms.sampleLimit)
      throw new AppError('ORDER_SAMPLE_OVER_LIMIT', { max: terms.sampleLimit });
    unitPrice = amount(terms.samplePrice);
  } else {
    const problem = quantityProblem(terms, line.quantity);
    if (problem) throw new AppError(problem.code, problem.params as never);
    unitPrice = unitPriceAt(listing, line.quantity, now);
  }
  return {
    line,
    sellerId: listing.sellerId,
    sellerName: listing.shopName,
    goodsId: listing.goodsId,
    attributes: sku?.attributes ?? [],
    goodsIcon: sku?.imgUrl ?? listing.images[0] ?? null,
    // The listed price of the quantity's rung: what `prizeOriginal` counts before a discount.
    sellingPrice: line.sample ? unitPrice : amount(rungPrice(terms.priceTiers, line.quantity)),
    unitPrice,
    systemUnitPrice: amount(sku?.price ?? listing.systemPrice),
    // Freight: once per shop order, by weight (quoteShops); tax per unit (§3.3).
    unitWeightKg: amount(listing.weightKg),
    freeFreight: listing.freightType === 1,
    fees: amount(0),
    tax: amount(listing.goodsTax).times(line.quantity),
  };
}

const sum = (values: Amount[]) => values.reduce((a, b) => a.plus(b), amount(0));

/** One shop's order as the checkout prices it: what placing it creates and what paying it costs. */
export interface ShopQuote {
  sellerId: string;
  sellerName: string;
  lines: PricedLine[];
  goodsCount: number;
  /** The goods at their listed prices, before any discount. */
  prizeOriginal: Amount;
  /** The goods at the prices charged now. */
  prizeReal: Amount;
  /** Freight: shipping, long-distance freight and delivery, once per shop order (spec §3). */
  fees: Amount;
  /** The freight's parts and the weight it was charged on; `fees` is their sum. */
  freight: Freight;
  tax: Amount;
  /** The wholesale cost, for the seller's purchase. */
  systemPrice: Amount;
  /** What coupons take off the goods (issue 54), the part of it the platform funds, and the coupons. */
  couponDiscount: Amount;
  platformDiscount: Amount;
  coupons: AppliedCoupon[];
  /** prizeReal + fees + tax − couponDiscount: what the buyer pays. */
  totalAmount: Amount;
}

/**
 * Groups priced lines into one order per shop and totals each. The one place an order's amounts
 * are computed: the checkout's quote shows these figures and order!submit stores them, so the two
 * can never disagree.
 */
export function quoteShops(priced: readonly PricedLine[], schedule: FreightSchedule): ShopQuote[] {
  const bySeller = new Map<string, PricedLine[]>();
  for (const p of priced) bySeller.set(p.sellerId, [...(bySeller.get(p.sellerId) ?? []), p]);
  return [...bySeller].map(([sellerId, unshared]) => {
    // One shop order is one shipment (issue 51): one freight, shared across its lines by weight so
    // the per-line fees (the seller's purchase cost, the ledger) sum exactly to it.
    const measured = unshared.map(({ line, unitWeightKg, freeFreight }) => ({
      quantity: line.quantity,
      unitWeightKg,
      freeFreight,
    }));
    const freight = orderFreight(measured, schedule);
    const shares = shareFreight(measured, freight.total);
    const lines = unshared.map((l, i) => ({ ...l, fees: shares[i] ?? amount(0) }));
    const fees = freight.total;
    const prizeReal = sum(lines.map((l) => l.unitPrice.times(l.line.quantity)));
    const tax = sum(lines.map((l) => l.tax));
    return {
      sellerId,
      sellerName: lines[0]?.sellerName ?? '',
      lines,
      goodsCount: lines.reduce((n, l) => n + l.line.quantity, 0),
      prizeOriginal: sum(lines.map((l) => l.sellingPrice.times(l.line.quantity))),
      prizeReal,
      fees,
      freight,
      tax,
      systemPrice: sum(lines.map((l) => l.systemUnitPrice.times(l.line.quantity))),
      couponDiscount: amount(0),
      platformDiscount: amount(0),
      coupons: [],
      totalAmount: prizeReal.plus(fees).plus(tax),
    };
  });
}

/** A checkout's shop orders as coupons price them: each line's good and cost (samples take none). */
export function couponShopsOf(priced: readonly PricedLine[]): CheckoutShop[] {
  const bySeller = new Map<string, { goodsId: string; amount: Amount }[]>();
  for (const p of priced) {
    const lines = bySeller.get(p.sellerId) ?? [];
    if (!p.line.sample) lines.push({ goodsId: p.goodsId, amount: p.unitPrice.times(p.line.quantity) });
    bySeller.set(p.sellerId, lines);
  }
  return [...bySeller].map(([sellerId, lines]) => ({ sellerId, lines }));
}

/** The shop orders with what coupons take off each (discounts in the same shop order). */
export function withDiscounts(shops: readonly ShopQuote[], discounts: readonly ShopDiscount[]): ShopQuote[] {
  return shops.map((shop) => {
    const d = discounts.find((x) => x.sellerId === shop.sellerId);
    if (!d || d.discount.isZero()) return shop;
    return {
      ...shop,
      couponDiscount: d.discount,
      platformDiscount: d.platformFunded,
      coupons: d.applied,
      totalAmount: shop.totalAmount.minus(d.discount),
    };
  });
}

/**
 * The shop orders a checkout's lines make, priced, with what coupons take off each: `couponIds`
 * chosen (empty: none) or, absent, the best the buyer holds. order!quote and order!submit both
 * price through this; order!submit inside its transaction, its coupons locked (`lockCoupons`).
 */
export async function priceCheckout(
  db: DbOrTx,
  buyerId: string,
  priced: readonly PricedLine[],
  couponIds: readonly string[] | undefined,
  now: Date,
  lockCoupons = false,
): Promise<ShopQuote[]> {
  const shops = quoteShops(priced, await freightSchedule(db));
  const discounts = await discountsFor(db, buyerId, couponShopsOf(priced), couponIds, now, lockCoupons);
  return withDiscounts(shops, discounts);
}

/** coupon!forOrder's lines as shop orders: checked and priced as order!quote prices them. */
export async function checkoutLinesForCoupons(
  db: DbOrTx,
  buyerId: string,
  lines: readonly OrderLine[],
  now: Date,
): Promise<CheckoutShop[]> {
  return couponShopsOf(await priceLines(db, buyerId, mergeLines(lines), now));
}

/** Whether every line's quantity is in stock now (read only: order!submit reserves it). */
async function assertInStock(db: DbOrTx, priced: readonly PricedLine[]): Promise<void> {
  const stock = await stockOf(db, priced);
  if (priced.some((p) => !inStock(stock, p))) throw new AppError('ORDER_OUT_OF_STOCK');
}

/** Whether a priced line's quantity is within the stock read by stockOf. */
export function inStock(stock: ReadonlyMap<string, number>, p: PricedLine): boolean {
  return (stock.get(p.line.skuId ?? p.goodsId) ?? 0) >= p.line.quantity;
}

/** The stock each line draws on now, by SKU id or (a line without SKU) good id. */
export async function stockOf(db: DbOrTx, priced: readonly PricedLine[]): Promise<Map<string, number>> {
  const skuIds = priced.flatMap((p) => (p.line.skuId ? [p.line.skuId] : []));
  const goodsIds = priced.filter((p) => !p.line.skuId).map((p) => p.goodsId);
  // A line with a SKU draws on the SKU's stock, one without on the good's.
  const stock = new Map<string, number>();
  for (const [table, ids] of [
    [goodsSkus, skuIds],
    [systemGoods, goodsIds],
  ] as const) {
    if (ids.length === 0) continue;
    const rows = await db
      .select({ id: table.id, stock: table.stock })
      .from(table)
      .where(inArray(table.id, ids));
    for (const r of rows) stock.set(r.id, r.stock);
  }
  return stock;
}

/**
 * order!quote: what order!submit would place for these lines, without placing anything: one
 * order per shop with its goods, freight, tax, coupons and total, priced by the same functions, refused
 * for the same reasons (and when a line is out of stock now).
 */
export async function quoteOrders(
  db: DbOrTx,
  buyerId: string,
  lines: readonly OrderLine[],
  couponIds: readonly string[] | undefined,
  now: Date,
): Promise<ShopQuote[]> {
  const priced = await priceLines(db, buyerId, mergeLines(lines), now);
  await assertInStock(db, priced);
  return priceCheckout(db, buyerId, priced, couponIds, now);
}
