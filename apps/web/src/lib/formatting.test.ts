import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from './date';
import { discountPercent, formatCount, formatPositiveRate, formatPrice, warmNumberFormats } from './money';

describe('formatPrice', () => {
  it('prefixes $ and keeps two decimals with grouping', () => {
    expect(formatPrice(1234.5, 'en')).toBe('$1,234.50');
    expect(formatPrice(0.4, 'de')).toBe('$0,40');
  });

  it('uses Latin digits in Arabic', () => {
    expect(formatPrice(12.5, 'ar')).toMatch(/^\$12[.,٫]50$/);
  });
});

describe('discountPercent', () => {
  it('is the rounded share off, or null without a real discount', () => {
    expect(discountPercent(20, 15)).toBe(25);
    expect(discountPercent(20, null)).toBeNull();
    expect(discountPercent(20, 20)).toBeNull();
  });
});

describe('formatPositiveRate', () => {
  it('is a dash with no reviews, not 0 %', () => {
    expect(formatPositiveRate(0, 0, 'en')).toBe('–');
  });

  it('rounds down, so 199 of 200 is 99 %, not 100 %', () => {
    expect(formatPositiveRate(0.5, 2, 'en')).toBe('50%');
    expect(formatPositiveRate(199 / 200, 200, 'en')).toBe('99%');
    expect(formatPositiveRate(0.6666, 3, 'en')).toBe('66%');
    expect(formatPositiveRate(1, 4, 'en')).toBe('100%');
    expect(formatPositiveRate(0.29, 100, 'en')).toBe('29%');
  });

  it('writes the percent as the language does, in Latin digits', () => {
    expect(formatPositiveRate(0.96, 25, 'fr')).toMatch(/^96\s?%$/);
    expect(formatPositiveRate(0.96, 25, 'ar')).toMatch(/96/);
  });
});

describe('formatDateTime', () => {
  it('shows -- when there is no date', () => {
    expect(formatDateTime(null)).toBe('--');
    expect(formatDateTime('')).toBe('--');
    expect(formatDateTime('not a date')).toBe('--');
  });

  it('formats as YYYY-MM-DD HH:mm:ss in the local zone', () => {
    const date = new Date(2024, 0, 5, 7, 8, 9);
    expect(formatDateTime(date.getTime())).toBe('2024-01-05 07:08:09');
  });
});

describe('number formatters', () => {
  it('are built once per language and kind, ahead of need when warmed', () => {
    const Original = Intl.NumberFormat;
    let built = 0;
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Original>
    ) {
      built += 1;
      return new Original(...args);
    } as unknown as typeof Original);
    warmNumberFormats('ko');
    expect(built).toBe(3);
    for (let i = 0; i < 50; i += 1) {
      formatPrice(i, 'ko');
      formatCount(i * 1000, 'ko');
      formatPositiveRate(0.9, 10, 'ko');
    }
    expect(built).toBe(3);
    expect(formatCount(12345, 'ko')).toBe('12,345');
  });
});
