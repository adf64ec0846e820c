import type { OrderLine } from '@caravan/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { couponClaims, coupons, orderCoupons } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { amount, toDb, type Amount } from '../../lib/money.js';
import { planDiscounts, type AppliedCoupon, type CouponShop, type ShopDiscount } from './coupon-pricing.js';
import { categoriesOfGoods, heldCoupons, otherLiveUses } from './coupons.repository.js';

// Coupons at checkout, for the orders module (issue 54): what they take off each shop's order
// (order!quote and order!submit price with the same plan), the claims an order uses, and their
// return when every order that used one is cancelled or refunded before shipping.

/** One shop's order of a checkout as the orders module prices it: each line's good and cost. */
export interface CheckoutShop {
  sellerId: string;
  lines: readonly { goodsId: string; amount: Amount }[];
}

/**
 * How the orders module turns a checkout's lines into its shop orders (priced, refused as
 * order!quote refuses them), handed to coupon!forOrder by app.ts.
 */
export type CheckoutLines = (
  db: DbOrTx,
  buyerId: string,
  lines: readonly OrderLine[],
  now: Date,
) => Promise<CheckoutShop[]>;

/** The checkout's shops with each line's categories (a coupon's scope is matched on them). */
export async function checkoutShops(db: DbOrTx, shops: readonly CheckoutShop[]): Promise<CouponShop[]> {
  const categories = await categoriesOfGoods(
    db,
    shops.flatMap((s) => s.lines.map((l) => l.goodsId)),
  );
  return shops.map((s) => ({
    sellerId: s.sellerId,
    lines: s.lines.map((l) => ({ categoryIds: categories.get(l.goodsId) ?? [], amount: l.amount })),
  }));
}

/** No coupon on any order. */
const none = (shops: readonly CheckoutShop[]): ShopDiscount[] =>
  shops.map((s) => ({ sellerId: s.sellerId, applied: [], discount: amount(0), platformFunded: amount(0) }));

/**
 * What coupons take off each shop's order: the coupons chosen (ids; an empty list is none), or
 * without a choice the best the buyer holds (old clients get them too). `lock`: in order!submit's
 * transaction, the buyer's claims are locked as they are read (heldCoupons).
 */
export async function discountsFor(
  db: DbOrTx,
  buyerId: string,
  shops: readonly CheckoutShop[],
  couponIds: readonly string[] | undefined,
  now: Date,
  lock = false,
): Promise<ShopDiscount[]> {
  if (couponIds?.length === 0) return none(shops);
  const held = await heldCoupons(db, buyerId, now, lock);
  if (held.length === 0 && couponIds === undefined) return none(shops);
  return planDiscounts(await checkoutShops(db, shops), held, couponIds);
}

/**
 * Marks the claims a checkout uses as used, in its transaction (after discountsFor locked them, so
 * none can have been used meanwhile; a claim that was is refused, COUPON_NOT_HELD, as a guard).
 */
export async function takeCoupons(
  tx: DbOrTx,
  buyerId: string,
  shops: readonly { coupons: readonly AppliedCoupon[] }[],
  now: Date,
) {
  const claimIds = [...new Set(shops.flatMap((s) => s.coupons.map((a) => a.claimId)))];
  if (claimIds.length === 0) return;
  const taken = await tx
    .update(couponClaims)
    .set({ state: 'used', usedAt: now })
    .where(
      and(
        inArray(couponClaims.id, claimIds),
        eq(couponClaims.userId, buyerId),
        eq(couponClaims.state, 'available'),
      ),
    )
    .returning({ id: couponClaims.id });
  if (taken.length !== claimIds.length) throw new AppError('COUPON_NOT_HELD');
}

/** Records what each coupon took off one order (what its cancellation gives back). */
export async function recordOrderCoupons(tx: DbOrTx, orderId: string, applied: readonly AppliedCoupon[]) {
  if (applied.length === 0) return;
  await tx.insert(orderCoupons).values(
    applied.map((a) => ({
      orderId,
      claimId: a.claimId,
      saving: toDb(a.saving),
      funder: a.coupon.funder,
    })),
  );
}

/**
 * An order cancelled, or refunded before it shipped: each coupon it used is the buyer's again
 * unless another order of the same checkout still holds it (a platform coupon split across shops).
 * The claim's row is locked first, so two such orders ending at once see each other's end.
 */
export async function releaseCoupons(tx: DbOrTx, orderId: string): Promise<void> {
  const used = await tx
    .select({ claimId: orderCoupons.claimId })
    .from(orderCoupons)
    .where(eq(orderCoupons.orderId, orderId));
  for (const { claimId } of used) {
    await tx
      .select({ id: couponClaims.id })
      .from(couponClaims)
      .where(eq(couponClaims.id, claimId))
      .for('update');
    if ((await otherLiveUses(tx, claimId, orderId)) > 0) continue;
    await tx
      .update(couponClaims)
      .set({ state: 'available', usedAt: null })
      .where(and(eq(couponClaims.id, claimId), eq(couponClaims.state, 'used')));
  }
}

/**
 * Gives a buyer a coupon of `amount` off any order, funded by the platform, for `days` days: one
 * coupon of one, claimed already (a compensation's). Returns the claim.
 */
export async function grantCoupon(
  tx: DbOrTx,
  input: { userId: string; title: string; amount: string; days: number },
  now: Date,
): Promise<string> {
  const [coupon] = await tx
    .insert(coupons)
    .values({
      title: input.title,
      kind: 'amount',
      amount: input.amount,
      funder: 'platform',
      purpose: 'compensation',
      startsAt: now,
      endsAt: new Date(now.getTime() + input.days * 86_400_000),
      total: 1,
      claimed: 1,
      createdAt: now,
    })
    .returning({ id: coupons.id });
  if (!coupon) throw new Error('coupon not recorded');
  const [claim] = await tx
    .insert(couponClaims)
    .values({ couponId: coupon.id, userId: input.userId, claimedAt: now })
    .returning({ id: couponClaims.id });
  if (!claim) throw new Error('claim not recorded');
  return claim.id;
}
