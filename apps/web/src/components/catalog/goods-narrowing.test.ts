import { describe, expect, it } from 'vitest';
import { narrowingCount, narrowingEntries, parseNarrowing, priceInput } from './goods-narrowing';

describe('the buyer’s filters in the address (issue 51)', () => {
  it('reads every filter an address names', () => {
    const narrowing = parseNarrowing(
      new URLSearchParams(
        'minPrice=5&maxPrice=120.50&maxBuyMin=10&minRating=90&verified=1&discount=1&ships24h=1',
      ),
    );
    expect(narrowing).toEqual({
      minPrice: '5',
      maxPrice: '120.50',
      maxBuyMin: 10,
      minRating: 90,
      verified: 1,
      discount: 1,
      ships24h: 1,
    });
    expect(narrowingCount(narrowing)).toBe(6);
  });

  it('leaves out what an edited link got wrong, so the server is never asked for what it refuses', () => {
    expect(
      parseNarrowing(
        new URLSearchParams('minPrice=-5&maxPrice=NaN&maxBuyMin=7&minRating=101&verified=2&ships24h=yes'),
      ),
    ).toEqual({});
    expect(parseNarrowing(new URLSearchParams(`maxPrice=${'9'.repeat(20)}`))).toEqual({});
  });

  it('swaps bounds given the wrong way round', () => {
    expect(parseNarrowing(new URLSearchParams('minPrice=90&maxPrice=10'))).toEqual({
      minPrice: '10',
      maxPrice: '90',
    });
  });

  it('writes each filter or deletes it, so clearing one leaves the others', () => {
    expect(Object.fromEntries(narrowingEntries({ minPrice: '5', verified: 1 }))).toEqual({
      minPrice: '5',
      maxPrice: undefined,
      maxBuyMin: undefined,
      minRating: undefined,
      verified: '1',
      discount: undefined,
      ships24h: undefined,
    });
  });

  it('keeps what is typed in a price box to a price the API takes', () => {
    expect(priceInput('12.345')).toBe('12.34');
    expect(priceInput('-3a')).toBe('3');
    expect(priceInput('١٢٫٥')).toBe('12.5');
    expect(priceInput('1'.repeat(20))).toBe('1'.repeat(12));
    expect(priceInput('1e3')).toBe('13');
  });
});
