import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amount, type Amount } from '../../lib/money.js';
import {
  couponSaving,
  planDiscounts,
  splitByShare,
  type CouponShop,
  type HeldCoupon,
} from './coupon-pricing.js';

// Coupons' arithmetic over random checkouts (issue 54): no order's discount above its goods, every
// platform coupon split to the cent, a shop coupon only on its shop, at most one of each.

const cents = (n: number) => amount(n).dividedBy(100);
const CATEGORIES = ['c1', 'c2', 'c3'];
const SELLERS = ['s1', 's2', 's3'];

const shopArb = (sellerId: string) =>
  fc.record({
    sellerId: fc.constant(sellerId),
    lines: fc.array(
      fc.record({
        categoryIds: fc.subarray(CATEGORIES, { minLength: 1, maxLength: 2 }),
        amount: fc.integer({ min: 1, max: 500_000 }).map(cents),
      }),
      { minLength: 1, maxLength: 4 },
    ),
  });

const couponArb = fc.record({
  kind: fc.constantFrom('amount' as const, 'percent' as const),
  amount: fc.integer({ min: 1, max: 100_000 }).map(cents),
  rate: fc.integer({ min: 1, max: 9_999 }).map((n) => amount(n).dividedBy(10_000)),
  cap: fc.oneof(fc.constant(amount(0)), fc.integer({ min: 1, max: 50_000 }).map(cents)),
  minSpend: fc.oneof(fc.constant(amount(0)), fc.integer({ min: 1, max: 300_000 }).map(cents)),
  sellerId: fc.option(fc.constantFrom(...SELLERS), { nil: null }),
  categoryIds: fc.subarray(CATEGORIES, { maxLength: 2 }),
  funder: fc.constantFrom('platform' as const, 'shop' as const),
  endsAt: fc.date({ min: new Date('2027-01-01'), max: new Date('2027-12-31'), noInvalidDate: true }),
});

const checkoutArb = fc.record({
  shops: fc
    .subarray(SELLERS, { minLength: 1 })
    .chain((ids) => fc.tuple(...ids.map(shopArb)))
    .map((s): CouponShop[] => s),
  held: fc
    .array(couponArb, { maxLength: 6 })
    .map((list): HeldCoupon[] =>
      list.map((c, i) => ({ claimId: `claim${i}`, coupon: { ...c, id: `coupon${i}`, title: `C${i}` } })),
    ),
});

const sum = (values: readonly Amount[]) => values.reduce((a, b) => a.plus(b), amount(0));
const twoPlaces = (v: Amount) => v.decimalPlaces() <= 2;

describe('coupon pricing', () => {
  it('never takes more than an order’s goods, splits to the cent, and uses each kind at most once', () => {
    fc.assert(
      fc.property(checkoutArb, ({ shops, held }) => {
        const plan = planDiscounts(shops, held);
        const byClaim = new Map<string, Amount>();
        for (const [i, shop] of shops.entries()) {
          const d = plan[i];
          expect(d?.sellerId).toBe(shop.sellerId);
          if (!d) continue;
          const goods = sum(shop.lines.map((l) => l.amount));
          expect(d.discount.lessThanOrEqualTo(goods)).toBe(true);
          expect(d.discount.equals(sum(d.applied.map((a) => a.saving)))).toBe(true);
          expect(d.platformFunded.lessThanOrEqualTo(d.discount)).toBe(true);
          // One shop coupon (its own shop's) and one platform coupon at most.
          const own = d.applied.filter((a) => a.coupon.sellerId !== null);
          expect(own.length).toBeLessThanOrEqual(1);
          for (const a of own) expect(a.coupon.sellerId).toBe(shop.sellerId);
          expect(d.applied.filter((a) => a.coupon.sellerId === null).length).toBeLessThanOrEqual(1);
          for (const a of d.applied) {
            expect(twoPlaces(a.saving) && a.saving.greaterThan(0)).toBe(true);
            byClaim.set(a.claimId, (byClaim.get(a.claimId) ?? amount(0)).plus(a.saving));
          }
        }
        const platformClaims = new Set(
          plan.flatMap((d) => d.applied.filter((a) => a.coupon.sellerId === null).map((a) => a.claimId)),
        );
        expect(platformClaims.size).toBeLessThanOrEqual(1);
        // A platform coupon's shares add up to what it saves on the checkout as a whole.
        for (const claimId of platformClaims) {
          const coupon = held.find((h) => h.claimId === claimId)?.coupon;
          if (!coupon) throw new Error('unknown claim');
          const total = byClaim.get(claimId) ?? amount(0);
          expect(total.lessThanOrEqualTo(coupon.kind === 'amount' ? coupon.amount : total)).toBe(true);
          if (coupon.kind === 'percent' && coupon.cap.greaterThan(0)) {
            expect(total.lessThanOrEqualTo(coupon.cap)).toBe(true);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('splits any amount in proportion, to the cent, the remainder on the last, none above its base', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }).map(cents), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 10_000 }),
        (bases, per10k) => {
          const whole = sum(bases);
          const total = whole.times(per10k).dividedBy(10_000).toDecimalPlaces(2, 1);
          const shares = splitByShare(total, bases);
          expect(sum(shares).equals(whole.isZero() ? 0 : total)).toBe(true);
          for (const [i, share] of shares.entries()) {
            expect(twoPlaces(share) && share.greaterThanOrEqualTo(0)).toBe(true);
            expect(share.lessThanOrEqualTo(bases[i] ?? 0)).toBe(true);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('rounds a percentage down and caps it', () => {
    const coupon = {
      id: 'c',
      title: '',
      kind: 'percent' as const,
      amount: amount(0),
      rate: amount('0.15'),
      cap: amount('5'),
      minSpend: amount(0),
      sellerId: null,
      categoryIds: [],
      funder: 'platform' as const,
      endsAt: new Date(),
    };
    expect(couponSaving(coupon, amount('10.99')).toFixed(2)).toBe('1.64');
    expect(couponSaving(coupon, amount('100')).toFixed(2)).toBe('5.00');
    expect(couponSaving({ ...coupon, kind: 'amount', amount: amount('8') }, amount('3.5')).toFixed(2)).toBe(
      '3.50',
    );
  });
});
