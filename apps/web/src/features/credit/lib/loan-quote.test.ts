import { describe, expect, it } from 'vitest';
import { makeCreditConfig } from '../../../test/loan-samples';
import { amountProblem, quoteLoan, termsOf } from './loan-quote';

const NOW = new Date('2026-03-01T10:00:00Z');
const DAY = 86_400_000;

describe('the loan calculator', () => {
  const offer = makeCreditConfig();

  it('costs 100,000 at 0.05% a day for 30 days exactly 1,500.00, due 30 days on', () => {
    expect(quoteLoan(offer, '100000', 30, NOW)).toEqual({
      amount: '100000',
      days: 30,
      rate: 0.0005,
      overdueRate: 0.001,
      interest: '1500.00',
      total: '101500.00',
      overduePerDay: '100.00',
      dueAt: new Date(NOW.getTime() + 30 * DAY),
    });
  });

  it('rounds interest down to the cent, as the server stores it', () => {
    // 123,457 × 0.0003 × 7 = 259.2597 (a float says 259.25969999999995); rounded down, 259.25.
    const quote = quoteLoan(makeCreditConfig({ rate: 0.0003 }), '123457', 7, NOW);
    expect(quote?.interest).toBe('259.25');
    expect(quote?.total).toBe('123716.25');
    // The largest loan over the longest term keeps every cent.
    expect(quoteLoan(offer, '30000000', 90, NOW)?.total).toBe('31350000.00');
  });

  it('gives nothing for an amount or a term the offer does not lend', () => {
    expect(quoteLoan(offer, '99999', 30, NOW)).toBeNull();
    expect(quoteLoan(offer, '30000001', 30, NOW)).toBeNull();
    expect(quoteLoan(offer, '100000.5', 30, NOW)).toBeNull();
    expect(quoteLoan(offer, '100000', 31, NOW)).toBeNull();
  });

  it('names what is wrong with an amount', () => {
    expect(amountProblem('', offer)).toBe('required');
    expect(amountProblem('1e5', offer)).toBe('whole');
    expect(amountProblem('100,000', offer)).toBe('whole');
    expect(amountProblem('99999', offer)).toBe('belowMin');
    expect(amountProblem('30000001', offer)).toBe('aboveMax');
    expect(amountProblem(' 100000 ', offer)).toBeNull();
  });

  it('lists the terms shortest first, whatever order they come in', () => {
    expect(termsOf(makeCreditConfig({ lendableDays: ['90', '7', '30'] }))).toEqual([7, 30, 90]);
  });
});
