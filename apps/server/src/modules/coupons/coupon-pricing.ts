import type { CouponFunder, CouponKind, ErrorCode } from '@caravan/contract';
import { AppError } from '../../lib/errors.js';
import { amount, roundDown, toPlain, type Amount } from '../../lib/money.js';

// How coupons price a checkout (issue 54), with no database: which coupons apply, what each saves,
// and how a platform coupon is split across the checkout's shop orders. A shop coupon is taken off
// its shop's goods first; a platform coupon off what the goods in its scope still cost after that.

/** A coupon's terms, as pricing reads them. */
export interface CouponTerms {
  id: string;
  title: string;
  kind: CouponKind;
  amount: Amount;
  rate: Amount;
  /** The most a percentage takes off (0: no cap). */
  cap: Amount;
  minSpend: Amount;
  /** A shop coupon's shop; null for the platform's. */
  sellerId: string | null;
  /** Empty: every category. */
  categoryIds: readonly string[];
  funder: CouponFunder;
  endsAt: Date;
}

/** A coupon the buyer holds (a claim of it). */
export interface HeldCoupon {
  claimId: string;
  coupon: CouponTerms;
}

/** One line of a shop's order as coupons see it: its categories (its own and its parent) and cost. */
export interface CouponLine {
  categoryIds: readonly string[];
  amount: Amount;
}

/** One shop's order in a checkout: its goods' lines (at the prices charged). */
export interface CouponShop {
  sellerId: string;
  lines: readonly CouponLine[];
}

/** A coupon's saving on one shop's order. */
export interface AppliedCoupon {
  claimId: string;
  coupon: CouponTerms;
  saving: Amount;
}

/** What coupons take off one shop's order: its own coupon's saving and its share of the platform's. */
export interface ShopDiscount {
  sellerId: string;
  applied: AppliedCoupon[];
  /** Everything taken off this order, and the part the platform funds. */
  discount: Amount;
  platformFunded: Amount;
}

const ZERO = amount(0);
const sum = (values: readonly Amount[]) => values.reduce((a, b) => a.plus(b), ZERO);

/** Whether a shop coupon is this shop's; a platform coupon is every shop's. */
const forShop = (coupon: CouponTerms, sellerId: string) =>
  coupon.sellerId === null || coupon.sellerId === sellerId;

/** What the shop's goods in the coupon's scope cost (its categories; all when it names none). */
export function scopeAmount(coupon: CouponTerms, shop: CouponShop): Amount {
  if (!forShop(coupon, shop.sellerId)) return ZERO;
  const inScope =
    coupon.categoryIds.length === 0
      ? shop.lines
      : shop.lines.filter((l) => l.categoryIds.some((c) => coupon.categoryIds.includes(c)));
  return sum(inScope.map((l) => l.amount));
}

/** What a coupon takes off goods costing `base`: its amount, or its rate (rounded down, capped); never more than `base`. */
export function couponSaving(coupon: CouponTerms, base: Amount): Amount {
  let off = coupon.amount;
  if (coupon.kind === 'percent') {
    const share = roundDown(base.times(coupon.rate));
    off = coupon.cap.greaterThan(0) && share.greaterThan(coupon.cap) ? coupon.cap : share;
  }
  return off.greaterThan(base) ? base : off;
}

/**
 * Splits `total` across shops in proportion to `bases`, to the cent, the remainder on the last; no
 * share is above its base (a cent the rounding would put there goes to the shops before it).
 */
export function splitByShare(total: Amount, bases: readonly Amount[]): Amount[] {
  const whole = sum(bases);
  if (whole.isZero()) return bases.map(() => ZERO);
  const shares = bases.map((b) => roundDown(total.times(b).dividedBy(whole)));
  const last = shares.length - 1;
  shares[last] = total.minus(sum(shares.slice(0, last)));
  for (let i = last; i > 0; i--) {
    const over = (shares[i] as Amount).minus(bases[i] as Amount);
    if (over.lessThanOrEqualTo(0)) continue;
    shares[i] = bases[i] as Amount;
    shares[i - 1] = (shares[i - 1] as Amount).plus(over);
  }
  return shares;
}

/** Why a coupon cannot be used on this checkout (undefined: it can), as an error code and params. */
export function whyNot(
  coupon: CouponTerms,
  shops: readonly CouponShop[],
): { code: ErrorCode; params?: Record<string, string> } | undefined {
  const base = sum(shops.map((s) => scopeAmount(coupon, s)));
  if (base.isZero()) return { code: 'COUPON_NOT_APPLICABLE' };
  if (base.lessThan(coupon.minSpend))
    return { code: 'COUPON_MIN_SPEND', params: { min: toPlain(coupon.minSpend) } };
  return undefined;
}

/** The better of two held coupons for the same place: the larger saving, then the sooner end, then the id. */
function better(a: AppliedCoupon | undefined, b: AppliedCoupon): boolean {
  if (!a) return true;
  const bySaving = b.saving.comparedTo(a.saving);
  if (bySaving !== 0) return bySaving > 0;
  const byEnd = b.coupon.endsAt.getTime() - a.coupon.endsAt.getTime();
  return byEnd !== 0 ? byEnd < 0 : b.coupon.id < a.coupon.id;
}

/** The shop coupon for each shop and the platform coupon: those chosen, or the best. */
function choose(
  shops: readonly CouponShop[],
  held: readonly HeldCoupon[],
  chosen: readonly string[] | undefined,
): { byShop: Map<string, AppliedCoupon>; platform: HeldCoupon | undefined } {
  const byShop = new Map<string, AppliedCoupon>();
  let platform: HeldCoupon | undefined;
  if (chosen) {
    for (const couponId of chosen) {
      const claim = held.find((h) => h.coupon.id === couponId);
      if (!claim) throw new AppError('COUPON_NOT_HELD');
      const refusal = whyNot(claim.coupon, shops);
      if (refusal) throw new AppError(refusal.code, refusal.params as never);
      const { sellerId } = claim.coupon;
      if (sellerId === null) {
        if (platform) throw new AppError('COUPON_ONE_PER_ORDER');
        platform = claim;
        continue;
      }
      const shop = shops.find((s) => s.sellerId === sellerId);
      if (!shop) throw new AppError('COUPON_NOT_APPLICABLE');
      if (byShop.has(sellerId)) throw new AppError('COUPON_ONE_PER_ORDER');
      byShop.set(sellerId, { ...claim, saving: couponSaving(claim.coupon, scopeAmount(claim.coupon, shop)) });
    }
    return { byShop, platform };
  }
  for (const claim of held) {
    const { sellerId } = claim.coupon;
    const shop = sellerId === null ? undefined : shops.find((s) => s.sellerId === sellerId);
    if (!shop || whyNot(claim.coupon, [shop])) continue;
    const option = { ...claim, saving: couponSaving(claim.coupon, scopeAmount(claim.coupon, shop)) };
    if (option.saving.greaterThan(0) && better(byShop.get(shop.sellerId), option))
      byShop.set(shop.sellerId, option);
  }
  let best: AppliedCoupon | undefined;
  for (const claim of held) {
    if (claim.coupon.sellerId !== null || whyNot(claim.coupon, shops)) continue;
    const saving = platformSaving(claim.coupon, shops, byShop).total;
    const option = { ...claim, saving };
    if (saving.greaterThan(0) && better(best, option)) best = option;
  }
  return { byShop, platform: best };
}

/** A platform coupon's saving over the shops (after their own coupons), split between them. */
function platformSaving(
  coupon: CouponTerms,
  shops: readonly CouponShop[],
  byShop: ReadonlyMap<string, AppliedCoupon>,
): { total: Amount; shares: Amount[] } {
  const bases = shops.map((s) => {
    const left = sum(s.lines.map((l) => l.amount)).minus(byShop.get(s.sellerId)?.saving ?? ZERO);
    const inScope = scopeAmount(coupon, s);
    return inScope.lessThan(left) ? inScope : left;
  });
  const total = couponSaving(coupon, sum(bases));
  return { total, shares: splitByShare(total, bases) };
}

/**
 * What coupons take off each shop's order in a checkout: the coupons `chosen` (coupon ids; each
 * must be held and apply, at most one per shop and one of the platform's), or without a choice
 * the best the buyer holds. Every order's discount is at most its goods.
 */
export function planDiscounts(
  shops: readonly CouponShop[],
  held: readonly HeldCoupon[],
  chosen?: readonly string[],
): ShopDiscount[] {
  const { byShop, platform } = choose(shops, held, chosen);
  const shares = platform ? platformSaving(platform.coupon, shops, byShop).shares : [];
  return shops.map((shop, i) => {
    const applied: AppliedCoupon[] = [];
    const own = byShop.get(shop.sellerId);
    if (own && own.saving.greaterThan(0)) applied.push(own);
    const share = shares[i] ?? ZERO;
    if (platform && share.greaterThan(0)) applied.push({ ...platform, saving: share });
    return {
      sellerId: shop.sellerId,
      applied,
      discount: sum(applied.map((a) => a.saving)),
      platformFunded: sum(applied.filter((a) => a.coupon.funder === 'platform').map((a) => a.saving)),
    };
  });
}
