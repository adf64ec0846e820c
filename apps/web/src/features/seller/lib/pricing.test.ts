import { describe, expect, it } from 'vitest';
import { discountRatio, priceFacts, suggestedPrice } from './pricing';

const bounds = { systemPrice: 10.1, minSellingPrice: 11.11, maxSellingPrice: 20.2 };

describe('a shop’s price', () => {
  it('computes the profit and margin exactly', () => {
    expect(priceFacts('12.12', bounds)).toEqual({ problem: null, profit: '2.02', marginPercent: '20.0' });
    // 0.1 + 0.2 style sums stay exact.
    expect(
      priceFacts('11.40', { systemPrice: 11.1, minSellingPrice: 11.2, maxSellingPrice: 12 }).profit,
    ).toBe('0.30');
    expect(priceFacts('20.20', bounds)).toEqual({ problem: null, profit: '10.10', marginPercent: '100.0' });
  });

  it('refuses a price outside the allowed range or badly written', () => {
    expect(priceFacts('11.10', bounds).problem).toBe('belowMin');
    expect(priceFacts('20.21', bounds).problem).toBe('aboveMax');
    expect(priceFacts('', bounds).problem).toBe('required');
    expect(priceFacts('12.345', bounds).problem).toBe('format');
    expect(priceFacts('1e2', bounds).problem).toBe('format');
    expect(priceFacts('-12', bounds).problem).toBe('format');
  });

  it('offers the middle of the range, to the cent below', () => {
    expect(suggestedPrice(bounds)).toBe('15.65');
    expect(suggestedPrice({ systemPrice: 1, minSellingPrice: 1.01, maxSellingPrice: 1.02 })).toBe('1.01');
  });

  it('reads a discount percentage as a ratio', () => {
    expect(discountRatio('15')).toBe('0.15');
    expect(discountRatio('12.5')).toBe('0.125');
    expect(discountRatio('0.25')).toBe('0.0025');
    expect(discountRatio('0')).toBeNull();
    expect(discountRatio('100')).toBeNull();
    expect(discountRatio('abc')).toBeNull();
    expect(discountRatio('-5')).toBeNull();
  });
});
