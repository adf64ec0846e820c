import type { CouponState, CouponVo, OwnedCouponVo } from '@caravan/contract';
import { toWire } from '../../lib/money.js';
import type { CouponRow } from './coupons.repository.js';

/** A coupon's row as buyers see it; `mine` is how many the caller holds. */
export function presentCoupon(row: CouponRow, mine = 0): CouponVo {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    amount: row.kind === 'amount' ? toWire(row.amount) : 0,
    rate: row.kind === 'percent' ? Number(row.rate) : 0,
    cap: row.kind === 'percent' ? toWire(row.cap) : 0,
    minSpend: toWire(row.minSpend),
    sellerId: row.sellerId ?? '',
    sellerName: row.sellerName ?? '',
    categoryIds: row.categoryIds,
    funder: row.funder,
    startTime: row.startsAt.getTime(),
    endTime: row.endsAt.getTime(),
    total: row.total,
    claimed: row.claimed,
    perBuyer: row.perBuyer,
    mine,
  };
}

/** Where a coupon stands for its owner: before its window, in it, or ended (its end, or by hand). */
export function couponState(row: CouponRow, now: Date): CouponState {
  if (row.endedAt || row.endsAt <= now) return 'ended';
  return row.startsAt > now ? 'scheduled' : 'running';
}

/** A coupon as the shop or the console that made it sees it. */
export function presentOwned(row: CouponRow, used: number, now: Date): OwnedCouponVo {
  return { ...presentCoupon(row), state: couponState(row, now), used, purpose: row.purpose };
}
