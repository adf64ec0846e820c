import { describe, expect, it } from 'vitest';
import {
  discountedPrice,
  firstAllowed,
  lowestRungPrice,
  nextRung,
  quantityProblem,
  rungIndex,
  rungPrice,
  scaleLadder,
  stepQuantity,
  termsProblem,
  type WholesaleTerms,
} from './wholesale.js';

const LADDER = [
  { minQty: 50, price: '4.20' },
  { minQty: 100, price: '3.80' },
  { minQty: 500, price: '3.10' },
];
const TERMS: WholesaleTerms = {
  priceTiers: LADDER,
  moq: 50,
  packSize: 10,
  samplePrice: '6.00',
  sampleLimit: 3,
};
const GOOD = { wholesaleCost: '2.50', buyMin: 1, maxBuy: 1000 };

describe('the price ladder', () => {
  it('prices a quantity by the last rung it reaches', () => {
    expect([50, 99, 100, 499, 500, 1000].map((q) => rungPrice(LADDER, q))).toEqual([
      '4.20',
      '4.20',
      '3.80',
      '3.80',
      '3.10',
      '3.10',
    ]);
    expect(rungIndex(LADDER, 1)).toBe(0);
    expect(lowestRungPrice(LADDER)).toBe('3.10');
  });

  it('tells what the next rung would save per unit, and nothing at the top', () => {
    expect(nextRung(LADDER, 60)).toEqual({ minQty: 100, price: '3.80', unitSaving: '0.40' });
    expect(nextRung(LADDER, 100)).toEqual({ minQty: 500, price: '3.10', unitSaving: '0.70' });
    expect(nextRung(LADDER, 500)).toBeNull();
  });

  it('takes a discount off every rung alike, cents rounded down', () => {
    expect(discountedPrice('3.80', '0.15')).toBe('3.23');
    expect(discountedPrice('3.10', null)).toBe('3.10');
  });

  it('scales a ladder to a new first price, keeping its shape', () => {
    expect(scaleLadder(LADDER, '8.40')).toEqual([
      { minQty: 50, price: '8.40' },
      { minQty: 100, price: '7.60' },
      { minQty: 500, price: '6.20' },
    ]);
  });
});

describe('quantities', () => {
  it('refuses below the minimum and off the pack', () => {
    expect(quantityProblem(TERMS, 40)).toEqual({ code: 'ORDER_BELOW_MIN', params: { min: 50 } });
    expect(quantityProblem(TERMS, 55)).toEqual({ code: 'ORDER_NOT_PACK_MULTIPLE', params: { pack: 10 } });
    expect(quantityProblem(TERMS, 60)).toBeNull();
  });

  it('steps by the pack from the first allowed quantity', () => {
    const case12 = { moq: 20, packSize: 12 };
    expect(firstAllowed(case12)).toBe(24);
    expect(stepQuantity(case12, 24, 1)).toBe(36);
    expect(stepQuantity(case12, 30, 1)).toBe(36);
    expect(stepQuantity(case12, 30, -1)).toBe(24);
    expect(stepQuantity(case12, 24, -1)).toBe(24);
    expect(stepQuantity({ moq: 1, packSize: 1 }, 1, 1)).toBe(2);
  });
});

describe('a seller’s terms', () => {
  const check = (t: Partial<WholesaleTerms>, good: Partial<typeof GOOD & { discountRatio: string }> = {}) =>
    termsProblem({ ...TERMS, ...t }, { ...GOOD, ...good });

  it('accepts a falling ladder from the minimum in whole packs', () => {
    expect(check({})).toBeNull();
  });

  it('names the rung at fault', () => {
    const swap = [LADDER[0]!, { minQty: 100, price: '4.30' }, LADDER[2]!];
    expect(check({ priceTiers: swap })).toEqual({
      code: 'SELLER_TIER_PRICE_NOT_FALLING',
      params: { rung: 2 },
    });
    const flat = [LADDER[0]!, { minQty: 50, price: '3.80' }];
    expect(check({ priceTiers: flat })).toEqual({ code: 'SELLER_TIER_MIN_NOT_RISING', params: { rung: 2 } });
    const cheap = [LADDER[0]!, { minQty: 100, price: '2.00' }];
    expect(check({ priceTiers: cheap })).toEqual({
      code: 'SELLER_TIER_BELOW_COST',
      params: { rung: 2, cost: '2.50' },
    });
    const odd = [LADDER[0]!, { minQty: 105, price: '3.80' }];
    expect(check({ priceTiers: odd })).toEqual({
      code: 'SELLER_TIER_NOT_PACK',
      params: { rung: 2, pack: 10 },
    });
    expect(check({}, { maxBuy: 200 })).toEqual({
      code: 'SELLER_TIER_ABOVE_MAX',
      params: { rung: 3, max: 200 },
    });
  });

  it('refuses a ladder a discount takes below cost, and a sample below cost', () => {
    expect(check({}, { discountRatio: '0.25' })).toEqual({
      code: 'SELLER_TIER_BELOW_COST',
      params: { rung: 3, cost: '2.50' },
    });
    expect(check({ samplePrice: '2.00' })).toEqual({
      code: 'SELLER_SAMPLE_BELOW_COST',
      params: { cost: '2.50' },
    });
  });

  it('starts at the minimum, which the good’s own minimum bounds, with 1 to 5 rungs', () => {
    expect(check({ moq: 60 })).toEqual({ code: 'SELLER_TIER_FIRST_NOT_MOQ', params: { moq: 60 } });
    expect(check({}, { buyMin: 80 })).toEqual({ code: 'SELLER_MOQ_BELOW_MIN', params: { min: 80 } });
    expect(check({ priceTiers: [] })).toEqual({ code: 'SELLER_TIER_COUNT', params: { max: 5 } });
    const six = [1, 2, 3, 4, 5, 6].map((n) => ({ minQty: 50 * n, price: String(10 - n) }));
    expect(check({ priceTiers: six })).toEqual({ code: 'SELLER_TIER_COUNT', params: { max: 5 } });
  });
});
