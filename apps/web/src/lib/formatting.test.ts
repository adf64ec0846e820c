import { LANGUAGES } from '@caravan/contract';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from './date';
import { discountPercent, formatAmount, formatCount, formatPositiveRate, formatPrice } from './money';

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

describe('number formatting', () => {
  const AMOUNTS = [
    0,
    -0,
    0.004,
    0.005,
    -0.004,
    1.005,
    2.675,
    0.1 + 0.2,
    12.5,
    999.995,
    1234,
    1234.5,
    12345.67,
    123456.78,
    1234567.891,
    -1234567.5,
    98765432109.99,
    Number.MAX_SAFE_INTEGER,
    1e21,
    Infinity,
    NaN,
  ];
  const COUNTS = [
    0, 1, 7, 999, 1000, 1234, 9999, 10000, 12345, 123456, 1234567, 12345678, -4321, 0.5, 2.5, -0.4,
  ];
  const intl = (lang: string, options: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat(`${lang === 'ph' ? 'fil' : lang}-u-nu-latn`, options);

  it.each(LANGUAGES)('writes amounts, counts and percents exactly as Intl does in %s', (lang) => {
    const amount = intl(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const value of AMOUNTS) expect(formatAmount(value, lang), String(value)).toBe(amount.format(value));
    const count = intl(lang, { maximumFractionDigits: 0 });
    for (const value of COUNTS) expect(formatCount(value, lang), String(value)).toBe(count.format(value));
    const percent = intl(lang, { style: 'percent', maximumFractionDigits: 0 });
    for (const share of [0, 0.07, 0.29, 0.5, 0.96, 1])
      expect(formatPositiveRate(share, 10, lang)).toBe(percent.format(share));
  });

  it('builds no Intl.NumberFormat for a finite figure', () => {
    const spy = vi.spyOn(Intl, 'NumberFormat');
    for (const lang of LANGUAGES) {
      formatPrice(1234.5, lang);
      formatCount(12345, lang);
      formatPositiveRate(0.9, 10, lang);
    }
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
