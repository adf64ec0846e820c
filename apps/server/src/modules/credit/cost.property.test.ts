import { loanCost, loanDays, yearlyRate } from '@caravan/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amount, roundDown } from '../../lib/money.js';

// The loan arithmetic of the contract (exact integers on decimal text), against the server's
// decimal arithmetic (lib/money.ts) over the whole range a product may offer.
describe('loanCost', () => {
  it('is rate × amount × days rounded down to the cent, and amount + that, for every loan a product allows', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 366 }),
        (principal, rateUnits, days) => {
          const rate = amount(rateUnits).dividedBy(10_000).toFixed(4);
          const interest = roundDown(amount(rate).times(principal).times(days));
          const cost = loanCost(principal, rate, days);
          expect(cost.interest).toBe(interest.toFixed(2));
          expect(cost.total).toBe(interest.plus(principal).toFixed(2));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('counts the days begun of a term and past it', () => {
    const day = 86_400_000;
    const lent = new Date('2026-03-01T10:00:00Z');
    const due = new Date(lent.getTime() + 7 * day);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 * day }), (after) => {
        const { elapsed, overdue } = loanDays(lent, due, 7, new Date(lent.getTime() + after));
        expect(elapsed).toBe(Math.min(7, Math.floor(after / day) + 1));
        expect(overdue).toBe(after <= 7 * day ? 0 : Math.ceil((after - 7 * day) / day));
      }),
    );
  });

  it('gives the yearly rate as daily × 365, exact, for every daily rate a product may set', () => {
    expect(yearlyRate('0.0005')).toBe('0.1825');
    expect(yearlyRate(0.001)).toBe('0.3650');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (rateUnits) => {
        const rate = amount(rateUnits).dividedBy(10_000).toFixed(4);
        expect(yearlyRate(rate)).toBe(amount(rate).times(365).toFixed(4));
      }),
    );
  });
});
