import type { CouponOptionVo, CouponVo, MyCouponState, MyCouponVo } from '@caravan/contract';
import { and, count, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { couponClaims, coupons, sellers } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { amount, toWire } from '../../lib/money.js';
import { readPage, toPage, windowOf, type Page, type Paging } from '../../lib/paging.js';
import type { UserActor } from '../../plugins/auth.js';
import { couponSaving, planDiscounts, scopeAmount, whyNot } from './coupon-pricing.js';
import {
  claimableNow,
  claimCounts,
  couponColumns,
  findCoupon,
  heldCoupons,
  inCategories,
  listingScope,
  pageOfCoupons,
} from './coupons.repository.js';
import { presentCoupon } from './coupons.presenter.js';
import { checkoutShops, type CheckoutShop } from './checkout-coupons.js';

/**
 * coupon!list: the coupons buyers may claim now, soonest to end first: every one, a shop's
 * (`sellerId`), or those a listing's goods can use (`sellerGoodsId`: its shop's and the platform's,
 * by category). `mine` counts the caller's claims.
 */
export async function listCoupons(
  db: DbOrTx,
  actor: UserActor | null,
  params: Paging & { sellerId?: string | undefined; sellerGoodsId?: string | undefined },
  now: Date,
): Promise<Page<CouponVo>> {
  const where: (SQL | undefined)[] = [claimableNow(now)];
  if (params.sellerId) where.push(eq(coupons.sellerId, params.sellerId));
  if (params.sellerGoodsId) {
    const scope = await listingScope(db, params.sellerGoodsId);
    if (!scope) throw new AppError('COMMON_NOT_FOUND');
    where.push(
      sql`(${coupons.sellerId} is null or ${coupons.sellerId} = ${scope.sellerId})`,
      inCategories(scope.categoryIds),
    );
  }
  const { rows, total } = await pageOfCoupons(db, and(...where), params, 'ending');
  const mine = actor
    ? await claimCounts(
        db,
        actor.userId,
        rows.map((r) => r.id),
      )
    : new Map<string, number>();
  return toPage(
    rows.map((r) => presentCoupon(r, mine.get(r.id) ?? 0)),
    params,
    total,
  );
}

/**
 * coupon!claim: one more of the coupon for the buyer. The coupon's row is taken with a conditional
 * UPDATE (`claimed < total`): buyers claiming at once queue on it and never get more than there
 * are; the buyer's own count is read after that lock, so two claims of one buyer at once are
 * counted one after the other.
 */
export async function claimCoupon(db: Db, actor: UserActor, couponId: string, now: Date): Promise<CouponVo> {
  const coupon = await findCoupon(db, couponId);
  if (!coupon || coupon.purpose !== 'campaign') throw new AppError('COMMON_NOT_FOUND');
  if (coupon.sellerId !== null && coupon.sellerId === actor.sellerId) throw new AppError('COUPON_OWN_SHOP');
  const mine = await db.transaction(async (tx) => {
    const [taken] = await tx
      .update(coupons)
      .set({ claimed: sql`${coupons.claimed} + 1` })
      .where(and(eq(coupons.id, couponId), claimableNow(now), sql`${coupons.claimed} < ${coupons.total}`))
      .returning({ perBuyer: coupons.perBuyer, claimed: coupons.claimed });
    if (!taken) {
      if (coupon.startsAt > now) throw new AppError('COUPON_NOT_STARTED');
      if (coupon.endedAt || coupon.endsAt <= now) throw new AppError('COUPON_ENDED');
      throw new AppError('COUPON_SOLD_OUT');
    }
    const held = (await claimCounts(tx, actor.userId, [couponId])).get(couponId) ?? 0;
    if (held >= taken.perBuyer) throw new AppError('COUPON_LIMIT_REACHED', { max: taken.perBuyer });
    await tx.insert(couponClaims).values({ couponId, userId: actor.userId, claimedAt: now });
    return { mine: held + 1, claimed: taken.claimed };
  });
  // The coupon as read before, with the count its claim made (no second read).
  return presentCoupon({ ...coupon, claimed: mine.claimed }, mine.mine);
}

/** Which of a buyer's claims a state is: available (usable, not past its end), used, expired. */
function stateCondition(state: MyCouponState, now: Date): SQL {
  if (state === 'used') return eq(couponClaims.state, 'used');
  const unused = eq(couponClaims.state, 'available');
  return (
    state === 'available' ? and(unused, gt(coupons.endsAt, now)) : and(unused, lte(coupons.endsAt, now))
  ) as SQL;
}

/** coupon!mine: the buyer's coupons in one state, soonest to end first (used ones: latest used first). */
export async function myCoupons(
  db: DbOrTx,
  userId: string,
  params: Paging & { state: MyCouponState },
  now: Date,
): Promise<Page<MyCouponVo>> {
  const where = and(eq(couponClaims.userId, userId), stateCondition(params.state, now));
  const { rows, total } = await readPage(
    db
      .select({
        ...couponColumns,
        claimId: couponClaims.id,
        claimedAt: couponClaims.claimedAt,
        usedAt: couponClaims.usedAt,
      })
      .from(couponClaims)
      .innerJoin(coupons, eq(coupons.id, couponClaims.couponId))
      .leftJoin(sellers, eq(sellers.id, coupons.sellerId))
      .where(where)
      .orderBy(params.state === 'used' ? desc(couponClaims.usedAt) : coupons.endsAt, couponClaims.id),
    windowOf(params),
    db
      .select({ n: count() })
      .from(couponClaims)
      .innerJoin(coupons, eq(coupons.id, couponClaims.couponId))
      .where(where)
      .then((r) => r[0]?.n ?? 0),
  );
  return toPage(
    rows.map((r) => ({
      ...presentCoupon(r, 1),
      claimId: r.claimId,
      state: params.state,
      claimTime: r.claimedAt.getTime(),
      useTime: r.usedAt?.getTime() ?? 0,
    })),
    params,
    total,
  );
}

/**
 * coupon!forOrder: every coupon the buyer can use now, whether it applies to these lines, what it
 * would save on its own, and which order!quote picks without a choice.
 */
export async function couponsForOrder(
  db: DbOrTx,
  userId: string,
  lines: readonly CheckoutShop[],
  now: Date,
): Promise<CouponOptionVo[]> {
  const held = await heldCoupons(db, userId, now);
  if (held.length === 0) return [];
  const shops = await checkoutShops(db, lines);
  const best = new Set(planDiscounts(shops, held).flatMap((s) => s.applied.map((a) => a.claimId)));
  const rows = await db
    .select(couponColumns)
    .from(coupons)
    .leftJoin(sellers, eq(sellers.id, coupons.sellerId))
    .where(
      inArray(
        coupons.id,
        held.map((h) => h.coupon.id),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return held.flatMap(({ claimId, coupon }) => {
    const row = byId.get(coupon.id);
    if (!row) return [];
    const refusal = whyNot(coupon, shops);
    const base = shops.reduce((total, s) => total.plus(scopeAmount(coupon, s)), amount(0));
    return [
      {
        ...presentCoupon(row, 1),
        applicable: !refusal,
        saving: refusal ? 0 : toWire(couponSaving(coupon, base)),
        reason: refusal?.code ?? '',
        best: best.has(claimId),
      },
    ];
  });
}
