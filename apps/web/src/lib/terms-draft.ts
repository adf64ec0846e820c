import {
  SELLER_LIMITS,
  WHOLESALE_LIMITS,
  termsProblem,
  type AdminOfferVo,
  type SellerListingVo,
  type TermsProblem,
} from '@caravan/contract';
import Decimal from 'decimal.js';
import { checkAmount, type AmountProblem } from './amount-text';

// A listing's wholesale terms (issue 53, ADR 037) as a seller, or an operator in the console, types
// them: each field checked as text, then the whole checked by the contract's `termsProblem`, the
// rules the server applies again. Amounts stay decimal text from the field to the request.

/**
 * What of a listing the terms editor reads. The console's offers also say what the terms are
 * checked against (the dearest SKU's cost, the good's minimum, the system maximum); without them
 * the good's wholesale price, 1 and the largest quantity a rung may name stand in.
 */
export type TermsListing = Pick<
  SellerListingVo,
  | 'id'
  | 'name'
  | 'systemPrice'
  | 'sellingPrice'
  | 'minSellingPrice'
  | 'maxSellingPrice'
  | 'discountRatio'
  | 'priceTiers'
  | 'moq'
  | 'packSize'
  | 'samplePrice'
  | 'sampleLimit'
> &
  Partial<Pick<AdminOfferVo, 'wholesaleCost' | 'buyMin' | 'maxBuy'>>;

/** One rung as typed; `key` keeps its fields when a rung above it is removed. */
export type RungDraft = { key: number; qty: string; price: string };

/** The terms as typed. The first rung's quantity is the minimum order quantity. */
export type TermsDraft = {
  rungs: RungDraft[];
  pack: string;
  sample: boolean;
  samplePrice: string;
  sampleLimit: string;
};

/** What is wrong with a field as typed. */
export type FieldProblem =
  | { kind: 'amount'; problem: AmountProblem }
  | { kind: 'count'; max: number }
  | { kind: 'terms'; problem: TermsProblem };

/** The problems of a draft, by field; `general` for one no field owns. */
export type DraftProblems = {
  rungs: { qty?: FieldProblem; price?: FieldProblem }[];
  moq?: FieldProblem;
  pack?: FieldProblem;
  samplePrice?: FieldProblem;
  sampleLimit?: FieldProblem;
  general?: FieldProblem;
};

/** What goods!update (or the console's sellerGoods!updateTerms) is sent for the terms. */
export type TermsParams = {
  priceTiers: string;
  moq: number;
  packSize: number;
  samplePrice?: string;
  sampleLimit?: number;
  clearSample?: 1;
};

const money = (value: number) => new Decimal(value).toFixed(2);

/** The listing's terms as the dialog starts from. */
export function draftOf(listing: TermsListing): TermsDraft {
  const tiers =
    listing.priceTiers.length > 0
      ? listing.priceTiers
      : [{ minQty: listing.moq, price: listing.sellingPrice }];
  return {
    rungs: tiers.map((r, i) => ({ key: i, qty: String(r.minQty), price: money(r.price) })),
    pack: String(listing.packSize),
    sample: listing.samplePrice !== null,
    samplePrice: listing.samplePrice === null ? '' : money(listing.samplePrice),
    sampleLimit: listing.sampleLimit === null ? '' : String(listing.sampleLimit),
  };
}

/** Keeps what a quantity field may hold: digits. */
export const cleanCount = (text: string) => text.replace(/\D/g, '').slice(0, 7);

/** A whole number from 1 to `max` as typed, or null. */
function countOf(text: string, max: number): number | null {
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= max ? n : null;
}

/** A quantity to offer for a new rung: past the last one, in whole packs. */
export function nextRungQty(draft: TermsDraft): string {
  const last = Number(draft.rungs[draft.rungs.length - 1]?.qty) || 1;
  const pack = Number(draft.pack) || 1;
  const next = Math.ceil((last * 2) / pack) * pack;
  return String(Math.min(Math.max(next, last + pack), SELLER_LIMITS.quantityMax));
}

/**
 * The draft's problems and, when it has none, what to send. What the listing does not say of the
 * good's own minimum, the system maximum and the dearest SKU's cost is the server's to check.
 */
export function checkDraft(
  draft: TermsDraft,
  listing: TermsListing,
): { problems: DraftProblems; params: TermsParams | null } {
  const problems: DraftProblems = { rungs: draft.rungs.map(() => ({})) };
  let typed = true;
  const tiers = draft.rungs.map((rung, i) => {
    const qty = countOf(rung.qty, SELLER_LIMITS.quantityMax);
    if (qty === null) {
      problems.rungs[i]!.qty = { kind: 'count', max: SELLER_LIMITS.quantityMax };
      if (i === 0) problems.moq = problems.rungs[i]!.qty;
    }
    // The first rung's price is the selling price, which stays in the platform's range.
    const amount = checkAmount(
      rung.price,
      i === 0 ? { decimals: 2, min: listing.minSellingPrice, max: listing.maxSellingPrice } : { decimals: 2 },
    );
    if (amount) problems.rungs[i]!.price = { kind: 'amount', problem: amount };
    if (qty === null || amount) typed = false;
    return { minQty: qty ?? 0, price: amount ? '0' : new Decimal(rung.price.trim()).toFixed(2) };
  });
  const pack = countOf(draft.pack, WHOLESALE_LIMITS.maxPackSize);
  if (pack === null) problems.pack = { kind: 'count', max: WHOLESALE_LIMITS.maxPackSize };
  let samplePrice: string | null = null;
  let sampleLimit: number | null = null;
  if (draft.sample) {
    const amount = checkAmount(draft.samplePrice, { decimals: 2 });
    if (amount) problems.samplePrice = { kind: 'amount', problem: amount };
    else samplePrice = new Decimal(draft.samplePrice.trim()).toFixed(2);
    sampleLimit = countOf(draft.sampleLimit, WHOLESALE_LIMITS.maxSampleLimit);
    if (sampleLimit === null) problems.sampleLimit = { kind: 'count', max: WHOLESALE_LIMITS.maxSampleLimit };
    if (amount || sampleLimit === null) typed = false;
  }
  if (!typed || pack === null) return { problems, params: null };

  const moq = tiers[0]!.minQty;
  const problem = termsProblem(
    { priceTiers: tiers, moq, packSize: pack, samplePrice, sampleLimit },
    {
      wholesaleCost: money(listing.wholesaleCost ?? listing.systemPrice),
      buyMin: listing.buyMin ?? 1,
      maxBuy: listing.maxBuy ?? SELLER_LIMITS.quantityMax,
      discountRatio: listing.discountRatio === null ? null : String(listing.discountRatio),
    },
  );
  if (problem) {
    placeProblem(problems, problem);
    return { problems, params: null };
  }
  return {
    problems,
    params: {
      priceTiers: JSON.stringify(tiers),
      moq,
      packSize: pack,
      ...(samplePrice !== null && sampleLimit !== null ? { samplePrice, sampleLimit } : { clearSample: 1 }),
    },
  };
}

/** Puts a problem of the terms beside the field it is about: a rung's, the minimum's, the sample's. */
function placeProblem(problems: DraftProblems, problem: TermsProblem) {
  const field: FieldProblem = { kind: 'terms', problem };
  const rung = 'rung' in problem.params ? problems.rungs[problem.params.rung - 1] : undefined;
  switch (problem.code) {
    case 'SELLER_TIER_MIN_NOT_RISING':
    case 'SELLER_TIER_NOT_PACK':
    case 'SELLER_TIER_ABOVE_MAX':
      if (rung) rung.qty = field;
      else problems.general = field;
      return;
    case 'SELLER_TIER_PRICE_NOT_FALLING':
    case 'SELLER_TIER_BELOW_COST':
      if (rung) rung.price = field;
      else problems.general = field;
      return;
    case 'SELLER_MOQ_BELOW_MIN':
    case 'SELLER_TIER_FIRST_NOT_MOQ':
      problems.moq = field;
      return;
    case 'SELLER_SAMPLE_BELOW_COST':
      problems.samplePrice = field;
      return;
    default:
      problems.general = field;
  }
}
