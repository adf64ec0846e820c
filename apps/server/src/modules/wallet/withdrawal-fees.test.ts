import fc from 'fast-check';
import { describe, it } from 'vitest';
import { amount } from '../../lib/money.js';
import { feeOf } from './withdrawals.service.js';

// A withdrawal's fee, fixed or a rate of the amount: the split is exact and to the cent
// (what the server charges through it: withdrawals.test.ts).

describe('fees', () => {
  it('gross = net + fee exactly for 10,000 generated amounts, fixed or rate', () => {
    const cents = fc.integer({ min: 1, max: 1_000_000_000 });
    const rule = fc.oneof(
      fc
        .integer({ min: 0, max: 500 })
        .map((c) => ({ type: 'fixed' as const, value: amount(c).dividedBy(100) })),
      fc
        .integer({ min: 0, max: 10_000 })
        .map((bp) => ({ type: 'rate' as const, value: amount(bp).dividedBy(10_000) })),
    );
    fc.assert(
      fc.property(cents, rule, (c, fee) => {
        const gross = amount(c).dividedBy(100);
        const split = feeOf(gross, fee);
        return (
          split.net.plus(split.fee).eq(gross) &&
          split.fee.decimalPlaces() <= 2 &&
          split.net.decimalPlaces() <= 2
        );
      }),
      { numRuns: 10_000 },
    );
  });
});
