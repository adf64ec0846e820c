import { scaleLadder, termsProblem, type PriceRung } from '@caravan/contract';
import { AppError } from '../../lib/errors.js';
import { amount, toDb, type Amount } from '../../lib/money.js';
import type { LockedListing } from './listings.repository.js';

// A listing's wholesale terms as a change leaves them (issue 53, ADR 037): the part of
// changedColumns (listings.service.ts) that the seller's goods!update and goods!import and the
// console's sellerGoods!updateTerms all go through, so an offer's terms follow one set of rules
// whoever sets them.

/** A change of a listing's wholesale terms. */
export interface TermsChange {
  priceTiers?: PriceRung[] | undefined;
  moq?: number | undefined;
  packSize?: number | undefined;
  samplePrice?: string | undefined;
  sampleLimit?: number | undefined;
  clearSample?: boolean | undefined;
  /** Withdraws the ladder: one rung at the selling price (goods!import's blank ladder cell). */
  clearLadder?: boolean | undefined;
}

/** What goods!update (and the console's sellerGoods!updateTerms) takes of the terms. */
export interface TermsInput {
  priceTiers?: PriceRung[] | undefined;
  moq?: number | undefined;
  packSize?: number | undefined;
  samplePrice?: string | undefined;
  sampleLimit?: number | undefined;
  clearSample?: number | undefined;
}

/** The terms part of a listing's change, from the fields the seller's and the console's edits send. */
export function termsChangeOf(input: TermsInput): TermsChange {
  return {
    priceTiers: input.priceTiers,
    moq: input.moq,
    packSize: input.packSize,
    samplePrice: input.samplePrice,
    sampleLimit: input.sampleLimit,
    clearSample: input.clearSample === 1,
  };
}

/**
 * The cost no rung (after the discount) and no sample may fall below: the dearest of the good's
 * wholesale price and its SKUs' own.
 */
export function wholesaleCostOf(row: Pick<LockedListing, 'systemPrice' | 'skuCostMax'>): string {
  return row.skuCostMax && amount(row.skuCostMax).gt(row.systemPrice) ? row.skuCostMax : row.systemPrice;
}

/** What of a listing's change the terms read: the terms, and a new price that moves the ladder. */
interface TermsOfChange {
  terms?: TermsChange | undefined;
  sellingPrice?: string | undefined;
  profitRatio?: string | undefined;
}

/**
 * The listing's terms after a change (ADR 037): a given ladder sets the selling price (its first
 * rung's) and the minimum (its first rung's start); a new selling price moves the stored ladder's
 * first rung (a profit ratio scales the whole ladder); a new minimum moves the first rung's start.
 * A listing without a ladder stays one rung at its price. Refused, naming the rung, when the result
 * breaks a rule of `termsProblem`.
 */
export function changedTerms(
  row: LockedListing,
  change: TermsOfChange,
  price: Amount,
  discountRatio: string | null,
  maxBuy: number,
) {
  const t = change.terms ?? {};
  if (
    t.priceTiers &&
    change.sellingPrice !== undefined &&
    !amount(change.sellingPrice).eq(t.priceTiers[0]!.price)
  ) {
    throw new AppError('COMMON_PARAM_INVALID', { field: 'sellingPrice' });
  }
  const firstPrice = toDb(price);
  let tiers: PriceRung[] | null =
    t.priceTiers?.map((r) => ({ minQty: r.minQty, price: toDb(r.price) })) ??
    (row.priceTiers === null || t.clearLadder
      ? null
      : change.profitRatio !== undefined
        ? scaleLadder(row.priceTiers, firstPrice)
        : row.priceTiers.map((r, i) => (i === 0 ? { ...r, price: firstPrice } : r)));
  const moq = t.moq ?? tiers?.[0]?.minQty ?? Math.max(row.moq, row.buyMin);
  if (tiers) tiers = tiers.map((r, i) => (i === 0 ? { ...r, minQty: moq } : r));
  const sample = t.clearSample
    ? { samplePrice: null, sampleLimit: null }
    : {
        samplePrice: t.samplePrice === undefined ? row.samplePrice : toDb(t.samplePrice),
        sampleLimit: t.sampleLimit ?? row.sampleLimit,
      };
  if ((sample.samplePrice === null) !== (sample.sampleLimit === null)) {
    const field = sample.samplePrice === null ? 'samplePrice' : 'sampleLimit';
    throw new AppError('COMMON_PARAM_MISSING', { field });
  }
  const terms = {
    priceTiers: tiers ?? [{ minQty: moq, price: firstPrice }],
    moq,
    packSize: t.packSize ?? row.packSize,
    ...sample,
  };
  const problem = termsProblem(terms, {
    wholesaleCost: wholesaleCostOf(row),
    buyMin: row.buyMin,
    maxBuy,
    discountRatio,
  });
  if (problem) throw new AppError(problem.code, problem.params as never);
  // One rung is stored as no ladder: the listing is priced by its selling price alone.
  return {
    priceTiers: terms.priceTiers.length > 1 ? terms.priceTiers : null,
    moq,
    packSize: terms.packSize,
    ...sample,
  };
}
