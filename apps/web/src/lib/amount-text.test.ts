import { describe, expect, it } from 'vitest';
import { isDecimalText } from '@caravan/contract';
import { checkAmount, cleanAmountInput, plainAmount } from './amount-text';

describe('decimal text', () => {
  it('accepts the shapes the server takes, with the given number of decimals', () => {
    expect(isDecimalText('10', 8)).toBe(true);
    expect(isDecimalText('0.00000001', 8)).toBe(true);
    expect(isDecimalText('0.000000001', 8)).toBe(false);
    expect(isDecimalText('1e3', 8)).toBe(false);
    expect(isDecimalText('-1', 8)).toBe(false);
    expect(isDecimalText('.5', 8)).toBe(false);
    expect(isDecimalText('1.', 8)).toBe(false);
    expect(isDecimalText('1234567890123', 2)).toBe(false);
  });

  it('puts back the leading zero the legacy lists drop', () => {
    expect(plainAmount('.50', 'en')).toBe('0.50');
    expect(plainAmount('12.00', 'en')).toBe('12.00');
    expect(plainAmount(null, 'en')).toBe('--');
  });

  it('writes the amount as the language writes numbers, digit for digit', () => {
    expect(plainAmount('1234567.1234567891', 'en')).toBe('1,234,567.1234567891');
    expect(plainAmount('12345.50', 'de')).toBe('12.345,50');
    expect(plainAmount('1234567.5', 'hi')).toBe('12,34,567.5');
    expect(plainAmount('-1234', 'en')).toBe('-1,234');
    expect(plainAmount('n/a', 'en')).toBe('n/a');
  });
});

describe('checkAmount', () => {
  it('names each problem of a deposit amount', () => {
    const rules = { decimals: 2, min: '10', max: '5000' };
    expect(checkAmount('', rules)).toBe('required');
    expect(checkAmount('1.234', rules)).toBe('format');
    expect(checkAmount('abc', rules)).toBe('format');
    expect(checkAmount('0', { decimals: 2 })).toBe('positive');
    expect(checkAmount('9.99', rules)).toBe('belowMin');
    expect(checkAmount('5000.01', rules)).toBe('aboveMax');
    expect(checkAmount('10', rules)).toBeNull();
    expect(checkAmount('5000.00', rules)).toBeNull();
  });

  it('compares exactly where floats would not', () => {
    expect(checkAmount('0.3', { decimals: 10, min: '0.3' })).toBeNull();
    expect(checkAmount('0.1000000001', { decimals: 10, max: '0.1' })).toBe('aboveMax');
  });
});

describe('cleanAmountInput', () => {
  it('keeps digits and one point', () => {
    expect(cleanAmountInput('1,5')).toBe('1.5');
    expect(cleanAmountInput('1.2.3')).toBe('1.23');
    expect(cleanAmountInput(' $12a ')).toBe('12');
  });
});
