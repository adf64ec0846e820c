import type { ProfitRangeVo } from '@caravan/contract';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { amount, roundDown, roundUp, toDb, toPlain, type Amount, type AmountInput } from '../../lib/money.js';
import { sysparaValues } from '../system/index.js';

/** The profit a listing may carry over its wholesale price, as ratios (system parameters). */
export interface ProfitRange {
  min: Amount;
  max: Amount;
}

/**
 * The range operators set (seller_profit_min_ratio, seller_profit_max_ratio). The two are set one
 * at a time, so a maximum below the minimum can be stored: the range is then the minimum alone.
 */
export async function profitRange(db: DbOrTx): Promise<ProfitRange> {
  const values = await sysparaValues(db, ['seller_profit_min_ratio', 'seller_profit_max_ratio']);
  const min = amount(values.seller_profit_min_ratio);
  const max = amount(values.seller_profit_max_ratio);
  return { min, max: max.lt(min) ? min : max };
}

export function presentProfitRange(range: ProfitRange): ProfitRangeVo {
  return { minProfitRatio: range.min.toNumber(), maxProfitRatio: range.max.toNumber() };
}

/**
 * The selling prices allowed for a good of this wholesale price: the lowest rounded up to the cent
 * and the highest rounded down, so that both keep the ratio.
 */
export function priceBounds(systemPrice: AmountInput, range: ProfitRange): { min: Amount; max: Amount } {
  const base = amount(systemPrice);
  return {
    min: roundUp(base.times(amount(1).plus(range.min))),
    max: roundDown(base.times(amount(1).plus(range.max))),
  };
}

/** Refuses a selling price outside the bounds (SELLER_PRICE_OUT_OF_RANGE names them). */
export function assertPriceAllowed(price: AmountInput, systemPrice: AmountInput, range: ProfitRange): void {
  const bounds = priceBounds(systemPrice, range);
  const value = amount(price);
  if (value.lt(bounds.min) || value.gt(bounds.max)) {
    throw new AppError('SELLER_PRICE_OUT_OF_RANGE', { min: toDb(bounds.min), max: toDb(bounds.max) });
  }
}

/**
 * The selling price a profit ratio gives a good: wholesale × (1 + ratio), to the cent, kept inside
 * the bounds (rounding must not push a ratio at a bound just outside it). The ratio itself must
 * lie in the range (SELLER_PROFIT_OUT_OF_RANGE names it in percent).
 */
export function priceForRatio(ratio: AmountInput, systemPrice: AmountInput, range: ProfitRange): Amount {
  const r = amount(ratio);
  if (r.lt(range.min) || r.gt(range.max)) {
    throw new AppError('SELLER_PROFIT_OUT_OF_RANGE', {
      min: toPlain(range.min.times(100)),
      max: toPlain(range.max.times(100)),
    });
  }
  const bounds = priceBounds(systemPrice, range);
  const price = roundDown(amount(systemPrice).times(amount(1).plus(r)));
  const clamped = price.lt(bounds.min) ? bounds.min : price.gt(bounds.max) ? bounds.max : price;
  assertPriceAllowed(clamped, systemPrice, range);
  return clamped;
}
