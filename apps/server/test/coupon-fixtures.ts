import { coupons } from '../src/db/schema/index.js';
import type { Db } from '../src/db/client.js';
import type { TestApp } from './build-test-app.js';

const DAY = 86_400_000;

/**
 * A campaign coupon, claimable from a day before `now` for 30 days: the platform's 5.00 off any
 * order unless `overrides` say otherwise (a shop's: `sellerId` and `funder: 'shop'`).
 */
export async function createCoupon(db: Db, now: Date, overrides: Partial<typeof coupons.$inferInsert> = {}) {
  const [row] = await db
    .insert(coupons)
    .values({
      title: 'USDT 5 off',
      kind: 'amount',
      amount: '5.00',
      funder: 'platform',
      startsAt: new Date(now.getTime() - DAY),
      endsAt: new Date(now.getTime() + 30 * DAY),
      total: 100,
      createdAt: now,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('coupon not created');
  return row;
}

/** Claims one of a coupon as the buyer with `token`; throws unless the server says yes. */
export async function claim(t: TestApp, token: string, couponId: string): Promise<void> {
  const res = await t.action('/api/coupon!claim.action', { token, couponId });
  if (res.code !== '0') throw new Error(`claim failed: ${res.key}`);
}
