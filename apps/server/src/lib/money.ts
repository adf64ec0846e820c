import { discountedPrice } from '@caravan/contract';
import Decimal from 'decimal.js';

// The only place that does arithmetic on amounts (DESIGN.md §5). Amounts travel as strings from
// the database (numeric) and are computed with decimal.js; never with JS floats.
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_DOWN });

export type Amount = Decimal;
export type AmountInput = Decimal.Value;

export function amount(value: AmountInput): Amount {
  return new D(value);
}

/** Rounds down to the contract's scale (2 dp for USDT; contract §2.5). */
export function roundDown(value: AmountInput, dp = 2): Amount {
  return new D(value).toDecimalPlaces(dp, Decimal.ROUND_DOWN);
}

/** Rounds away from zero to `dp` places (a lower bound converted to another currency stays allowed). */
export function roundUp(value: AmountInput, dp = 2): Amount {
  return new D(value).toDecimalPlaces(dp, Decimal.ROUND_UP);
}

/**
 * The exact value as plain decimal text without trailing zeros (`50000`, `0.001`, `3000.5`): how
 * bounds, rates and coin amounts are shown and stored when their scale is not fixed.
 */
export function toPlain(value: AmountInput): string {
  return new D(value).toFixed();
}

/** Decimal text with at most two places, as the database gives a numeric(…, 2). */
const AT_WIRE_SCALE = /^-?\d+(?:\.\d{1,2})?$/;

/** The wire form: a JSON number at 2 dp, rounded down (contract §2.5). */
export function toWire(value: AmountInput | null | undefined, dp = 2): number {
  if (value === null || value === undefined) return 0;
  // Text already at the scale has nothing to round: it converts as decimal.js would convert it
  // (Number of its text), without building a decimal first. A product card has four prices.
  if (dp === 2 && typeof value === 'string' && AT_WIRE_SCALE.test(value)) return Number(value);
  return roundDown(value, dp).toNumber();
}

/** The database form: a decimal string. */
export function toDb(value: AmountInput, dp = 2): string {
  return roundDown(value, dp).toFixed(dp);
}

/** price × (1 − ratio), rounded down to 2 dp: the contract's rule, which the web shows prices by. */
export function applyDiscount(price: AmountInput, ratio: AmountInput): Amount {
  return new D(discountedPrice(price, ratio));
}

/** (selling − system) / system, to 4 dp; 0 when the system price is 0. */
export function profitRatio(selling: AmountInput, system: AmountInput): Amount {
  const base = new D(system);
  if (base.isZero()) return new D(0);
  return new D(selling).minus(base).dividedBy(base).toDecimalPlaces(4, Decimal.ROUND_DOWN);
}
