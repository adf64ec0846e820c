import Decimal from 'decimal.js';
import { unitPriceOf, type CartItem } from './cart';

// Its own module so that decimal.js loads with the cart's total, not with every page that shows
// the cart's count.
/**
 * Each line's unit price at its count (its rung of the ladder) × its count, over the lines given,
 * rounded down to cents: an estimate, never charged (the checkout's quote is the server's).
 */
export function estimateTotal(items: readonly Pick<CartItem, 'price' | 'count' | 'tiers'>[]): number {
  const sum = items.reduce(
    (total, item) => total.plus(new Decimal(unitPriceOf(item)).times(item.count)),
    new Decimal(0),
  );
  return sum.toDecimalPlaces(2, Decimal.ROUND_DOWN).toNumber();
}
