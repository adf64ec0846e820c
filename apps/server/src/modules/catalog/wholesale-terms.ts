import type { PriceRung, WholesaleTerms } from '@caravan/contract';
import { toWire } from '../../lib/money.js';

// A listing's wholesale terms as stored (seller_goods, ADR 037) → the contract's rules and replies.

/** The columns a listing's terms are read from (with its good's `buyMin`). */
export interface TermsColumns {
  sellingPrice: string;
  priceTiers: PriceRung[] | null;
  moq: number;
  packSize: number;
  samplePrice: string | null;
  sampleLimit: number | null;
  buyMin: number;
}

/**
 * The terms a listing sells on: its ladder, or one rung at its selling price; the minimum is the
 * listing's, never below the good's own `buyMin` (an operator may raise that after the seller set
 * a ladder: the first rung then prices from the new minimum).
 */
export function termsOf(row: TermsColumns): WholesaleTerms {
  const moq = Math.max(1, row.moq, row.buyMin);
  return {
    priceTiers: row.priceTiers ?? [{ minQty: moq, price: row.sellingPrice }],
    moq,
    packSize: Math.max(1, row.packSize),
    samplePrice: row.sampleLimit === null ? null : row.samplePrice,
    sampleLimit: row.samplePrice === null ? null : row.sampleLimit,
  };
}

/** The contract's `wholesaleTermsFields`. */
interface TermsReply {
  priceTiers: { minQty: number; price: number }[];
  moq: number;
  packSize: number;
  samplePrice: number | null;
  sampleLimit: number | null;
}

/** The terms as a listing reply carries them (prices as wire numbers). */
export function presentTerms(row: TermsColumns): TermsReply {
  const terms = termsOf(row);
  return {
    priceTiers: terms.priceTiers.map((r) => ({ minQty: r.minQty, price: toWire(r.price) })),
    moq: terms.moq,
    packSize: terms.packSize,
    samplePrice: terms.samplePrice === null ? null : toWire(terms.samplePrice),
    sampleLimit: terms.sampleLimit,
  };
}
