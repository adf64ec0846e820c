import Decimal from 'decimal.js';

// An offer's wholesale terms (issue 53): a price ladder, a minimum order quantity, a pack size and
// an optional sample. The server charges by these rules and the web shows them with the same
// functions, so a price on the product page is the price the order takes. Amounts are decimal text
// (never floats); quantities are whole units.

/** The limits of an offer's terms. */
export const WHOLESALE_LIMITS = {
  /** Rungs in a ladder: 1 to 5. */
  maxRungs: 5,
  /** The largest case a listing sells in. */
  maxPackSize: 10_000,
  /** The most units of a sample one buyer may take. */
  maxSampleLimit: 100,
} as const;

/** One rung: from `minQty` units on, each unit costs `price` (the listed price, before a discount). */
export interface PriceRung {
  minQty: number;
  price: string;
}

/** What an offer sells on. `priceTiers` has at least one rung, in ascending `minQty`. */
export interface WholesaleTerms {
  priceTiers: readonly PriceRung[];
  /** The minimum order quantity: the first rung's start (and never below the good's `buyMin`). */
  moq: number;
  /** Quantities are multiples of this (a case of 12 sells 12, 24, 36 …). */
  packSize: number;
  /** A sample's unit price, or null when the offer has no sample. */
  samplePrice: string | null;
  /** The most sample units one buyer may take, once (null with no sample). */
  sampleLimit: number | null;
}

const D = Decimal.clone({ precision: 40 });

/** The price with a discount ratio taken off, rounded down to the cent (contract §2.5). */
export function discountedPrice(price: Decimal.Value, ratio: Decimal.Value | null): string {
  if (ratio === null) return new D(price).toFixed(2);
  return new D(price).times(new D(1).minus(ratio)).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
}

/** The index of the rung that prices `quantity`: the last whose minimum it reaches (0 below all). */
export function rungIndex(tiers: readonly PriceRung[], quantity: number): number {
  let at = 0;
  for (let i = 1; i < tiers.length; i++) if (quantity >= tiers[i]!.minQty) at = i;
  return at;
}

/** The listed unit price for `quantity` units (before a discount). */
export function rungPrice(tiers: readonly PriceRung[], quantity: number): string {
  const rung = tiers[rungIndex(tiers, quantity)];
  if (!rung) throw new RangeError('a ladder has at least one rung');
  return rung.price;
}

/** The lowest unit price the ladder reaches ("from $3.10"), listed. */
export function lowestRungPrice(tiers: readonly PriceRung[]): string {
  const last = tiers[tiers.length - 1];
  if (!last) throw new RangeError('a ladder has at least one rung');
  return last.price;
}

/** The next rung up from `quantity` and what each unit would cost there, or null at the top. */
export function nextRung(
  tiers: readonly PriceRung[],
  quantity: number,
): { minQty: number; price: string; unitSaving: string } | null {
  const at = rungIndex(tiers, quantity);
  const next = tiers[at + 1];
  if (!next || quantity >= next.minQty) return null;
  return {
    minQty: next.minQty,
    price: next.price,
    unitSaving: new D(tiers[at]!.price).minus(next.price).toFixed(2),
  };
}

/** The problem with ordering `quantity` units (not a sample), or null when the quantity is allowed. */
export type QuantityProblem =
  | { code: 'ORDER_BELOW_MIN'; params: { min: number } }
  | { code: 'ORDER_NOT_PACK_MULTIPLE'; params: { pack: number } };

export function quantityProblem(
  terms: Pick<WholesaleTerms, 'moq' | 'packSize'>,
  quantity: number,
): QuantityProblem | null {
  if (quantity < terms.moq) return { code: 'ORDER_BELOW_MIN', params: { min: terms.moq } };
  if (quantity % terms.packSize !== 0) {
    return { code: 'ORDER_NOT_PACK_MULTIPLE', params: { pack: terms.packSize } };
  }
  return null;
}

/** The quantity a stepper moves to from `quantity`: the nearest allowed one up or down. */
export function stepQuantity(
  terms: Pick<WholesaleTerms, 'moq' | 'packSize'>,
  quantity: number,
  direction: 1 | -1,
): number {
  const pack = terms.packSize;
  const onPack =
    direction > 0 ? Math.floor(quantity / pack) * pack + pack : Math.ceil(quantity / pack) * pack - pack;
  return Math.max(firstAllowed(terms), onPack);
}

/** The smallest quantity one may order: the minimum, rounded up to a whole pack. */
export function firstAllowed(terms: Pick<WholesaleTerms, 'moq' | 'packSize'>): number {
  return Math.ceil(Math.max(1, terms.moq) / terms.packSize) * terms.packSize;
}

/** Why a seller's terms are refused, naming the rung (1-based) where one is at fault. */
export type TermsProblem =
  | { code: 'SELLER_TIER_COUNT'; params: { max: number } }
  | { code: 'SELLER_TIER_FIRST_NOT_MOQ'; params: { moq: number } }
  | { code: 'SELLER_TIER_MIN_NOT_RISING'; params: { rung: number } }
  | { code: 'SELLER_TIER_PRICE_NOT_FALLING'; params: { rung: number } }
  | { code: 'SELLER_TIER_BELOW_COST'; params: { rung: number; cost: string } }
  | { code: 'SELLER_TIER_NOT_PACK'; params: { rung: number; pack: number } }
  | { code: 'SELLER_TIER_ABOVE_MAX'; params: { rung: number; max: number } }
  | { code: 'SELLER_MOQ_BELOW_MIN'; params: { min: number } }
  | { code: 'SELLER_SAMPLE_BELOW_COST'; params: { cost: string } };

/**
 * Checks a seller's terms against the good: 1 to 5 rungs starting at the minimum order quantity,
 * minimums rising in whole packs and within the most one may order, prices falling and none (nor the
 * sample's, nor the lowest after `discountRatio`) below the wholesale cost.
 */
export function termsProblem(
  terms: WholesaleTerms,
  good: { wholesaleCost: string; buyMin: number; maxBuy: number; discountRatio?: string | null },
): TermsProblem | null {
  const { priceTiers: tiers, moq, packSize: pack } = terms;
  if (tiers.length < 1 || tiers.length > WHOLESALE_LIMITS.maxRungs) {
    return { code: 'SELLER_TIER_COUNT', params: { max: WHOLESALE_LIMITS.maxRungs } };
  }
  if (moq < Math.max(1, good.buyMin)) return { code: 'SELLER_MOQ_BELOW_MIN', params: { min: good.buyMin } };
  if (tiers[0]!.minQty !== moq) return { code: 'SELLER_TIER_FIRST_NOT_MOQ', params: { moq } };
  const cost = new D(good.wholesaleCost);
  for (let i = 0; i < tiers.length; i++) {
    const rung = tiers[i]!;
    const before = tiers[i - 1];
    const n = i + 1;
    if (before && rung.minQty <= before.minQty)
      return { code: 'SELLER_TIER_MIN_NOT_RISING', params: { rung: n } };
    if (before && !new D(rung.price).lessThan(before.price)) {
      return { code: 'SELLER_TIER_PRICE_NOT_FALLING', params: { rung: n } };
    }
    if (rung.minQty % pack !== 0) return { code: 'SELLER_TIER_NOT_PACK', params: { rung: n, pack } };
    if (rung.minQty > good.maxBuy)
      return { code: 'SELLER_TIER_ABOVE_MAX', params: { rung: n, max: good.maxBuy } };
    const charged = discountedPrice(rung.price, good.discountRatio ?? null);
    if (cost.greaterThan(charged)) {
      return { code: 'SELLER_TIER_BELOW_COST', params: { rung: n, cost: cost.toFixed(2) } };
    }
  }
  if (terms.samplePrice !== null && cost.greaterThan(terms.samplePrice)) {
    return { code: 'SELLER_SAMPLE_BELOW_COST', params: { cost: cost.toFixed(2) } };
  }
  return null;
}

/** A ladder scaled so that its first rung costs `firstPrice` (a batch profit ratio), cents down. */
export function scaleLadder(tiers: readonly PriceRung[], firstPrice: string): PriceRung[] {
  const factor = new D(firstPrice).dividedBy(tiers[0]!.price);
  return tiers.map((r, i) => ({
    minQty: r.minQty,
    price:
      i === 0
        ? new D(firstPrice).toFixed(2)
        : new D(r.price).times(factor).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2),
  }));
}
