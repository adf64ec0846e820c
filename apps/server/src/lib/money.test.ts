import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { prng } from '../../test/prng.js';
import { applyDiscount, profitRatio, roundDown, roundUp, toDb, toPlain, toWire } from './money.js';

describe('money', () => {
  it('rounds down to 2 dp, never up, and never through a float', () => {
    expect(toWire('19.999')).toBe(19.99);
    expect(toWire('0.105')).toBe(0.1);
    expect(roundDown('0.1').plus('0.2').toString()).toBe('0.3');
    expect(toDb('1234567890123.456')).toBe('1234567890123.45');
    expect(toWire(null)).toBe(0);
  });

  it('gives decimal text at 2 dp the number decimal.js gives it, and rounds any other text', () => {
    const random = prng(7);
    const digits = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join('');
    for (let i = 0; i < 5_000; i++) {
      const sign = random() < 0.2 ? '-' : '';
      const places = Math.floor(random() * 5); // 0–4: the fast path's 0–2 and beyond
      const text = `${sign}${digits(1 + Math.floor(random() * 18))}${places ? `.${digits(places)}` : ''}`;
      const expected = new Decimal(text).toDecimalPlaces(2, Decimal.ROUND_DOWN).toNumber();
      expect(Object.is(toWire(text), expected), text).toBe(true);
    }
    expect(toWire('12.50')).toBe(12.5);
    expect(Object.is(toWire('-0.00'), -0)).toBe(true);
    expect(toWire('1e3')).toBe(1000);
    expect(toWire(new Decimal('7.129'))).toBe(7.12);
  });

  it('applies a discount ratio and rounds the price down', () => {
    expect(applyDiscount('30.00', '0.25').toString()).toBe('22.5');
    expect(applyDiscount('9.99', '0.15').toString()).toBe('8.49');
  });

  it('computes the profit ratio over the system price', () => {
    expect(profitRatio('30', '20').toNumber()).toBe(0.5);
    expect(profitRatio('10', '0').toNumber()).toBe(0);
    expect(profitRatio('10', '3').toString()).toBe('2.3333');
  });

  it('writes exact plain text and rounds up on request', () => {
    expect(toPlain('50000.0000000000')).toBe('50000');
    expect(toPlain('0.0010000000')).toBe('0.001');
    expect(toPlain('1e-7')).toBe('0.0000001');
    expect(roundUp('57.142857').toString()).toBe('57.15');
  });
});
