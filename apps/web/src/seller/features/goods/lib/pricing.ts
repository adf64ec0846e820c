import Decimal from 'decimal.js';
import { checkAmount, type AmountProblem } from '../../../../lib/amount-text';

// A shop's selling price against the platform's wholesale cost, checked and computed exactly
// (decimal.js): the allowed range comes from the system parameters through the server
// (minSellingPrice / maxSellingPrice), which checks the same again.

export type PriceBounds = { systemPrice: number; minSellingPrice: number; maxSellingPrice: number };

export type PriceFacts =
  | { problem: AmountProblem; profit: null; markupPercent: null; marginPercent: null }
  | { problem: null; profit: string; markupPercent: string; marginPercent: string };

/** A ratio as a percentage to one decimal, half up; 0 when there is nothing to divide by. */
function percentOf(part: Decimal, whole: Decimal): string {
  if (whole.isZero()) return '0.0';
  return part.div(whole).times(100).toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toFixed(1);
}

/**
 * What a price as typed earns per unit, with both ratios named as a trader reads them (issue 51):
 * markup = (price − cost) / cost, margin = (price − cost) / price; or what is wrong with the price.
 */
export function priceFacts(text: string, bounds: PriceBounds): PriceFacts {
  const problem = checkAmount(text, {
    decimals: 2,
    min: bounds.minSellingPrice,
    max: bounds.maxSellingPrice,
  });
  if (problem) return { problem, profit: null, markupPercent: null, marginPercent: null };
  const price = new Decimal(text.trim());
  const cost = new Decimal(bounds.systemPrice);
  const profit = price.minus(cost);
  return {
    problem: null,
    profit: profit.toFixed(2),
    markupPercent: percentOf(profit, cost),
    marginPercent: percentOf(profit, price),
  };
}

/** A first price to offer: the middle of the allowed range, to the cent below. */
export function suggestedPrice(bounds: PriceBounds): string {
  const min = new Decimal(bounds.minSellingPrice);
  const max = new Decimal(bounds.maxSellingPrice);
  return min.plus(max).div(2).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
}

/** A discount ratio typed as a percentage ("15" → "0.15"); null unless it is 1–99 with at most 2 decimals. */
export function discountRatio(percentText: string): string | null {
  const text = percentText.trim();
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(text)) return null;
  const percent = new Decimal(text);
  if (percent.lte(0) || percent.gte(100)) return null;
  return percent.div(100).toFixed(4).replace(/0+$/, '').replace(/\.$/, '');
}
