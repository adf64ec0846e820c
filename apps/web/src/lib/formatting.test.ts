import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date';
import { discountPercent, formatPrice } from './money';

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
