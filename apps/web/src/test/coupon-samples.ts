import type { CouponOptionVo, CouponVo, MyCouponVo } from '@caravan/contract';

let next = 0;

/** A coupon as coupon!list answers it: the platform's 5.00 off, 100 of them, none held. */
export function makeCoupon(overrides: Partial<CouponVo> = {}): CouponVo {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    title: `Coupon ${next}`,
    kind: 'amount',
    amount: 5,
    rate: 0,
    cap: 0,
    minSpend: 30,
    sellerId: '',
    sellerName: '',
    categoryIds: [],
    funder: 'platform',
    startTime: Date.parse('2026-11-01T00:00:00Z'),
    endTime: Date.parse('2026-12-31T00:00:00Z'),
    total: 100,
    claimed: 10,
    perBuyer: 1,
    mine: 0,
    ...overrides,
  };
}

/** One of the buyer's coupons (coupon!mine). */
export function makeMyCoupon(overrides: Partial<MyCouponVo> = {}): MyCouponVo {
  const coupon = makeCoupon();
  return {
    ...coupon,
    mine: 1,
    claimId: `claim-${coupon.id}`,
    state: 'available',
    claimTime: Date.parse('2026-11-20T00:00:00Z'),
    useTime: 0,
    ...overrides,
  };
}

/** A coupon as coupon!forOrder answers it for a checkout. */
export function makeCouponOption(overrides: Partial<CouponOptionVo> = {}): CouponOptionVo {
  return { ...makeCoupon({ mine: 1 }), applicable: true, saving: 5, reason: '', best: false, ...overrides };
}
