import { describe, expect, it } from 'vitest';
import { discountRatio, priceFacts, suggestedPrice } from './pricing';

const bounds = { systemPrice: 10.1, minSellingPrice: 11.11, maxSellingPrice: 20.2 };

describe('a shop’s price', () => {
  it('computes the profit, the markup on the cost and the margin of the price exactly', () => {
    expect(priceFacts('12.12', bounds)).toEqual({
      problem: null,
      profit: '2.02',
      markupPercent: '20.0',
      marginPercent: '16.7',
    });
    // 0.1 + 0.2 style sums stay exact.
    expect(
      priceFacts('11.40', { systemPrice: 11.1, minSellingPrice: 11.2, maxSellingPrice: 12 }).profit,
    ).toBe('0.30');
    expect(priceFacts('20.20', bounds)).toEqual({
      problem: null,
      profit: '10.10',
      markupPercent: '100.0',
      marginPercent: '50.0',
    });
  });

  it('does not call the markup a margin (issue 51: 52.5% markup is a 34.4% margin)', () => {
    const goods = { systemPrice: 20, minSellingPrice: 20.01, maxSellingPrice: 60 };
    expect(priceFacts('30.50', goods)).toMatchObject({ markupPercent: '52.5', marginPercent: '34.4' });
    // Decimal throughout: 0.1 + 0.2 over 0.3 is 100% markup, not 99.99…
    const cents = { systemPrice: 0.3, minSellingPrice: 0.31, maxSellingPrice: 1 };
    expect(priceFacts('0.60', cents)).toMatchObject({
      profit: '0.30',
      markupPercent: '100.0',
      marginPercent: '50.0',
    });
    // Half up at the first decimal: 1/3 of the price is 33.3%, 2/3 of the cost 66.7%.
    const thirds = { systemPrice: 3, minSellingPrice: 3.01, maxSellingPrice: 10 };
    expect(priceFacts('4.50', thirds)).toMatchObject({ markupPercent: '50.0', marginPercent: '33.3' });
    expect(priceFacts('5.00', thirds)).toMatchObject({ markupPercent: '66.7', marginPercent: '40.0' });
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
