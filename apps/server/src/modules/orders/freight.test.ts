import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amount } from '../../lib/money.js';
import { orderFreight, shareFreight, type FreightLine, type FreightSchedule } from './freight.js';

// Spec §3: freight = shipping fee + long-distance freight + delivery fee, once per shop order
// (one shipment), the long-distance part at a rate per kg of what the order weighs (ADR 034).

const schedule: FreightSchedule = {
  shippingFee: amount('2.00'),
  ratePerKg: amount('4.5'),
  deliveryFee: amount('1.50'),
};
const line = (quantity: number, kg: string, freeFreight = false): FreightLine => ({
  quantity,
  unitWeightKg: amount(kg),
  freeFreight,
});
const text = (f: ReturnType<typeof orderFreight>) => ({
  weightKg: f.weightKg.toFixed(3),
  shippingFee: f.shippingFee.toFixed(2),
  longDistanceFreight: f.longDistanceFreight.toFixed(2),
  deliveryFee: f.deliveryFee.toFixed(2),
  total: f.total.toFixed(2),
});

describe('orderFreight', () => {
  it('is shipping fee + rate × summed weight (quantity × unit weight) + delivery fee', () => {
    // 2 × 0.35 + 3 × 1.2 = 4.3 kg; 4.5 × 4.3 = 19.35.
    expect(text(orderFreight([line(2, '0.350'), line(3, '1.200')], schedule))).toEqual({
      weightKg: '4.300',
      shippingFee: '2.00',
      longDistanceFreight: '19.35',
      deliveryFee: '1.50',
      total: '22.85',
    });
  });

  it('rounds the long-distance freight down to cents, so the parts sum exactly to the total', () => {
    const f = orderFreight([line(3, '0.111')], { ...schedule, ratePerKg: amount('3.3333') });
    // 3.3333 × 0.333 = 1.1099889 → 1.10.
    expect(text(f)).toMatchObject({ longDistanceFreight: '1.10', total: '4.60' });
  });

  it('weighs free-freight lines at nothing, and charges none for an order of free lines only', () => {
    const mixed = orderFreight([line(1, '2.000'), line(10, '5.000', true)], schedule);
    expect(text(mixed)).toMatchObject({ weightKg: '2.000', longDistanceFreight: '9.00', total: '12.50' });
    expect(text(orderFreight([line(10, '5.000', true)], schedule))).toEqual({
      weightKg: '0.000',
      shippingFee: '0.00',
      longDistanceFreight: '0.00',
      deliveryFee: '0.00',
      total: '0.00',
    });
  });

  it('charges the fixed fees for goods of unknown weight (0 kg)', () => {
    expect(text(orderFreight([line(4, '0')], schedule))).toMatchObject({
      longDistanceFreight: '0.00',
      total: '3.50',
    });
  });
});

describe('shareFreight', () => {
  it('shares by weight, rounded down, the remainder on the last charged line', () => {
    const lines = [line(1, '1.000'), line(1, '1.000'), line(1, '1.000'), line(2, '9', true)];
    // 10.00 / 3 = 3.33 each, and the third takes 3.34; the free line none.
    expect(shareFreight(lines, amount('10.00')).map((a) => a.toFixed(2))).toEqual([
      '3.33',
      '3.33',
      '3.34',
      '0.00',
    ]);
  });

  it('shares by quantity when the charged lines weigh nothing', () => {
    expect(shareFreight([line(1, '0'), line(3, '0')], amount('3.50')).map((a) => a.toFixed(2))).toEqual([
      '0.87',
      '2.63',
    ]);
  });

  it('sums exactly to the order freight, never below zero, for any lines (property)', () => {
    const arbitraryLine = fc.record({
      quantity: fc.integer({ min: 1, max: 500 }),
      grams: fc.integer({ min: 0, max: 50_000 }),
      free: fc.boolean(),
    });
    const cents = fc.integer({ min: 0, max: 100_000 });
    fc.assert(
      fc.property(
        fc.array(arbitraryLine, { minLength: 1, maxLength: 8 }),
        cents,
        cents,
        fc.integer({ min: 0, max: 99_999 }),
        (raw, ship, deliver, rate) => {
          const lines = raw.map((l) => line(l.quantity, amount(l.grams).dividedBy(1000).toFixed(3), l.free));
          const f = orderFreight(lines, {
            shippingFee: amount(ship).dividedBy(100),
            ratePerKg: amount(rate).dividedBy(1000),
            deliveryFee: amount(deliver).dividedBy(100),
          });
          expect(f.shippingFee.plus(f.longDistanceFreight).plus(f.deliveryFee).eq(f.total)).toBe(true);
          const shares = shareFreight(lines, f.total);
          expect(shares.reduce((a, b) => a.plus(b), amount(0)).eq(f.total)).toBe(true);
          shares.forEach((s, i) => {
            expect(s.gte(0)).toBe(true);
            expect(s.decimalPlaces()).toBeLessThanOrEqual(2);
            if (lines[i]!.freeFreight) expect(s.isZero()).toBe(true);
          });
        },
      ),
      { numRuns: 300, seed: 51 },
    );
  });
});
