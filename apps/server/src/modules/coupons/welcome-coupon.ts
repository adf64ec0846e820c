import type { CouponVo } from '@caravan/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { couponClaims, coupons, sellers, users } from '../../db/schema/index.js';
import { claimableNow, couponColumns } from './coupons.repository.js';
import { presentCoupon } from './coupons.presenter.js';

/**
 * The welcome coupon on offer now (issue 54): the newest platform coupon made for confirmed
 * subscribers (`purpose` welcome) that is live and has some left.
 */
export async function welcomeCouponOnOffer(db: DbOrTx, now: Date): Promise<CouponVo | null> {
  const [row] = await db
    .select(couponColumns)
    .from(coupons)
    .leftJoin(sellers, eq(sellers.id, coupons.sellerId))
    .where(and(claimableNow(now, 'welcome'), sql`${coupons.claimed} < ${coupons.total}`))
    .orderBy(desc(coupons.createdAt), coupons.id)
    .limit(1);
  return row ? presentCoupon(row) : null;
}

/**
 * Gives a buyer the welcome coupon, once per buyer whatever address they confirm: `held` when they
 * hold one already (the one they hold), `none` when none is on offer. The buyer's row is locked, so
 * two addresses confirmed at once by one buyer give one coupon; the coupon's count is taken with a
 * conditional UPDATE, as a claim is (`claimed < total`). Inside the caller's transaction.
 */
export async function giveWelcomeCoupon(
  tx: DbOrTx,
  userId: string,
  now: Date,
): Promise<{ state: 'given' | 'held' | 'none'; coupon: CouponVo | null }> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [held] = await tx
    .select(couponColumns)
    .from(couponClaims)
    .innerJoin(coupons, eq(coupons.id, couponClaims.couponId))
    .leftJoin(sellers, eq(sellers.id, coupons.sellerId))
    .where(and(eq(couponClaims.userId, userId), eq(coupons.purpose, 'welcome')))
    .limit(1);
  if (held) return { state: 'held', coupon: presentCoupon(held, 1) };
  const offer = await welcomeCouponOnOffer(tx, now);
  if (!offer) return { state: 'none', coupon: null };
  const [taken] = await tx
    .update(coupons)
    .set({ claimed: sql`${coupons.claimed} + 1` })
    .where(
      and(eq(coupons.id, offer.id), claimableNow(now, 'welcome'), sql`${coupons.claimed} < ${coupons.total}`),
    )
    .returning({ claimed: coupons.claimed });
  // Taken by others in between: none left of it now.
  if (!taken) return { state: 'none', coupon: null };
  await tx.insert(couponClaims).values({ couponId: offer.id, userId, claimedAt: now });
  return { state: 'given', coupon: { ...offer, claimed: taken.claimed, mine: 1 } };
}
