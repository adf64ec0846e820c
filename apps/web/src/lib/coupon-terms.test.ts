import { describe, expect, it } from 'vitest';
import {
  amountField,
  fromLocalInput,
  localInput,
  percentDecimals,
  percentToRate,
  rateToPercent,
} from './coupon-terms';

describe('a coupon’s percentage and the contract’s rate', () => {
  it('moves the point in the text, never through a float', () => {
    expect(percentToRate('15')).toBe('0.15');
    expect(percentToRate('7.25')).toBe('0.0725');
    // 0.07 * 100 is 7.000000000000001 as a float.
    expect(percentToRate('7')).toBe('0.07');
    expect(percentToRate('0.5')).toBe('0.005');
    expect(percentToRate('012.50')).toBe('0.125');
    expect(percentToRate('100')).toBe('1');
    expect(percentToRate(' 33.3 ')).toBe('0.333');
    // More than 2 decimals gives a rate of more than 4, which the contract refuses.
    expect(percentToRate('12.345')).toBe('0.12345');
  });

  it('gives nothing for what is not decimal text', () => {
    for (const text of ['', '.', '1.', '.5', 'abc', '1.2.3', '-5']) expect(percentToRate(text)).toBeNull();
  });

  it('shows a rate from the server as the percentage it was set as', () => {
    expect(rateToPercent(0.15)).toBe('15');
    expect(rateToPercent(0.0725)).toBe('7.25');
    expect(rateToPercent(0.005)).toBe('0.5');
    expect(rateToPercent(0.07)).toBe('7');
    expect(percentDecimals(0.0725)).toBe(2);
    expect(percentDecimals(0.15)).toBe(0);
  });

  it('writes amounts for their fields, with none for 0', () => {
    expect(amountField(5)).toBe('5.00');
    expect(amountField(20.5)).toBe('20.50');
    expect(amountField(0)).toBe('');
  });

  it('reads a datetime-local value back as the time it shows', () => {
    const at = new Date(2026, 3, 1, 9, 5).getTime();
    expect(localInput(at)).toBe('2026-04-01T09:05');
    expect(fromLocalInput('2026-04-01T09:05')).toBe(at);
    expect(fromLocalInput('')).toBeUndefined();
    expect(fromLocalInput('tomorrow')).toBeUndefined();
  });
});
