import Decimal from 'decimal.js';
import type { CartItem } from './cart';

// Its own module so that decimal.js loads with the cart's total, not with every page that shows
// the cart's count.
/** Price × quantity over the lines given, rounded down to cents: an estimate, never charged. */
export function estimateTotal(items: readonly Pick<CartItem, 'price' | 'count'>[]): number {
  const sum = items.reduce(
    (total, item) => total.plus(new Decimal(item.price).times(item.count)),
    new Decimal(0),
  );
  return sum.toDecimalPlaces(2, Decimal.ROUND_DOWN).toNumber();
}
