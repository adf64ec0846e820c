import { z } from 'zod';
import { deferred } from '../deferred.js';
import {
  blankToUndefined as blank,
  commaList,
  decimalTextPattern,
  digits,
  optionalId,
  optionalOf,
  paramRules,
  PageParams,
  requiredId,
  requiredText,
} from '../params.js';

// Coupons (issue 54): a fixed amount or a percentage (with a cap) off the goods of an order, above
// a minimum spend, for the whole platform, one shop or some categories, claimed by buyers and used
// at checkout. Amounts are decimal text in and numbers at 2 dp out; rates as the contract writes
// them (0.15 is 15 % off).

export const COUPON_KINDS = ['amount', 'percent'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** Who pays for the saving: the platform (a promotion account) or the shop (it is settled less). */
export const COUPON_FUNDERS = ['platform', 'shop'] as const;

/**
 * What a coupon is for: a `campaign`'s is claimed (the coupon centre, product and store pages); the
 * platform's `welcome` coupon is given to confirmed subscribers; a `compensation` coupon is one
 * buyer's, given for a late shipment.
 */
export const COUPON_PURPOSES = ['campaign', 'welcome', 'compensation'] as const;
export type CouponPurpose = (typeof COUPON_PURPOSES)[number];
export type CouponFunder = (typeof COUPON_FUNDERS)[number];

/** A buyer's coupon: ready to use, used on an order, or past its end unused. */
export const MY_COUPON_STATES = ['available', 'used', 'expired'] as const;
export type MyCouponState = (typeof MY_COUPON_STATES)[number];

/** A coupon as its owner sees it: not started yet, running, or ended (by its date or by hand). */
export const COUPON_STATES = ['scheduled', 'running', 'ended'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

export const COUPON_LIMITS = {
  titleMax: 60,
  /** The most a fixed coupon takes off, a cap, or a minimum spend (USDT). */
  amountMax: 100_000,
  totalMax: 1_000_000,
  perBuyerMax: 10,
  categoriesMax: 20,
  /** The longest a coupon runs (days). */
  daysMax: 366,
} as const;

/** `couponIds` of order!quote and order!submit: this value alone means "no coupon". */
export const NO_COUPONS = '-1';

/** A coupon as buyers see it in a list, on a product or store page, and at checkout. */
export const CouponVo = deferred(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    kind: z.enum(COUPON_KINDS),
    /** A fixed coupon's amount off; 0 for a percentage. */
    amount: z.number(),
    /** A percentage coupon's rate (0.15 is 15 % off); 0 for a fixed one. */
    rate: z.number(),
    /** The most a percentage takes off; 0 is no cap. */
    cap: z.number(),
    /** The goods in its scope must come to at least this (0: no minimum). */
    minSpend: z.number(),
    /** The shop it is for ('' for a platform coupon) and its name. */
    sellerId: z.string(),
    sellerName: z.string(),
    /** The categories it is limited to (empty: every category). */
    categoryIds: z.array(z.string()),
    funder: z.enum(COUPON_FUNDERS),
    /** Its validity window, epoch ms. */
    startTime: z.number(),
    endTime: z.number(),
    /** How many there are, how many are claimed, and how many one buyer may hold. */
    total: z.number(),
    claimed: z.number(),
    perBuyer: z.number(),
    /** How many the caller holds (0 when not logged in). */
    mine: z.number(),
  }),
);
export type CouponVo = z.infer<typeof CouponVo>;

/** One coupon a buyer holds (coupon!mine). */
export const MyCouponVo = deferred(() =>
  CouponVo.extend({
    claimId: z.string(),
    state: z.enum(MY_COUPON_STATES),
    claimTime: z.number(),
    /** When it was used (0: not used). */
    useTime: z.number(),
  }),
);
export type MyCouponVo = z.infer<typeof MyCouponVo>;

/** A coupon as the shop or the console that made it sees it, with its state. */
export const OwnedCouponVo = deferred(() =>
  CouponVo.extend({
    state: z.enum(COUPON_STATES),
    /** How many claims were used on orders. */
    used: z.number(),
    purpose: z.enum(COUPON_PURPOSES),
  }),
);
export type OwnedCouponVo = z.infer<typeof OwnedCouponVo>;

/** coupon!list: the coupons a buyer may claim now, all or a shop's or those a listing can use. */
export const CouponListParams = deferred(() =>
  PageParams.extend({ sellerId: optionalId, sellerGoodsId: optionalId }),
);
export const CouponIdParams = deferred(() => z.object({ couponId: requiredId }));
export const MyCouponListParams = deferred(() =>
  PageParams.extend({
    state: z.preprocess(blank, z.enum(MY_COUPON_STATES).default('available')),
  }),
);

/**
 * `couponIds` of order!quote and order!submit: the coupons to use, comma-joined ('-1' alone: none);
 * absent, the best ones the buyer holds are used.
 */
export const CouponIdsParam = deferred(() =>
  optionalOf(
    z.preprocess(
      (v) => (v === NO_COUPONS ? [] : commaList(v)),
      z
        .array(z.uuid())
        .max(20)
        .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
    ),
  ),
);

/** A coupon's saving on one shop's order (or, for a platform coupon, its share there). */
export const AppliedCouponVo = deferred(() =>
  z.object({ couponId: z.string(), title: z.string(), funder: z.enum(COUPON_FUNDERS), saving: z.number() }),
);
export type AppliedCouponVo = z.infer<typeof AppliedCouponVo>;

/** coupon!forOrder: each coupon the buyer holds, whether it applies to these lines and what it saves. */
export const CouponOptionVo = deferred(() =>
  CouponVo.extend({
    /** Whether it can be used on this checkout, and what it would save (0 when not). */
    applicable: z.boolean(),
    saving: z.number(),
    /** Why it cannot ('' when it can): COUPON_MIN_SPEND and the like, as an error key. */
    reason: z.string(),
    /** Whether it is among the best choice order!quote makes without couponIds. */
    best: z.boolean(),
  }),
);
export type CouponOptionVo = z.infer<typeof CouponOptionVo>;

const amountText = (places = 2) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? blank(v.trim()) : blank(v)),
    z
      .string()
      .regex(decimalTextPattern(places))
      .refine((v) => Number(v) <= COUPON_LIMITS.amountMax),
  );
const epochMs = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : blank(v)),
    z.number().int().min(0).max(8_640_000_000_000_000),
  );
const DAY_MS = 86_400_000;

/**
 * seller/coupon!save and the console's: a new coupon (no `id`) or changes to one (`id`). Once anyone
 * has claimed it, only its title, total (not below what is claimed) and end may change.
 */
const couponFields = () => ({
  id: optionalId,
  title: requiredText(COUPON_LIMITS.titleMax),
  kind: z.preprocess(blank, z.enum(COUPON_KINDS)),
  amount: optionalOf(amountText()),
  rate: optionalOf(amountText(4)),
  cap: optionalOf(amountText()),
  minSpend: z.preprocess((v) => blank(v) ?? '0', amountText()),
  categoryIds: optionalOf(
    z.preprocess(
      commaList,
      z
        .array(z.uuid())
        .max(COUPON_LIMITS.categoriesMax)
        .transform((ids) => [...new Set(ids)]),
    ),
  ),
  startTime: epochMs(),
  endTime: epochMs(),
  total: z.preprocess(digits, z.number().int().min(1).max(COUPON_LIMITS.totalMax)),
  perBuyer: z.preprocess((v) => digits(v) ?? 1, z.number().int().min(1).max(COUPON_LIMITS.perBuyerMax)),
});

type Refuse = (field: string, code?: 'COUPON_WINDOW_INVALID', params?: { days: number }) => void;

/** The rules between a coupon's fields, the same in the form and on the server. */
function withCouponRules<T extends z.ZodType>(schema: T): T {
  return paramRules(schema, (p, refuseField) => {
    const refuse = refuseField as unknown as Refuse;
    const { kind, amount, rate, startTime, endTime } = p as Record<string, unknown>;
    if (kind === 'amount' && (typeof amount !== 'string' || Number(amount) <= 0)) refuse('amount');
    if (kind === 'percent' && (typeof rate !== 'string' || !(Number(rate) > 0 && Number(rate) < 1)))
      refuse('rate');
    if (typeof startTime === 'number' && typeof endTime === 'number') {
      if (endTime <= startTime || endTime - startTime > COUPON_LIMITS.daysMax * DAY_MS)
        refuse('endTime', 'COUPON_WINDOW_INVALID', { days: COUPON_LIMITS.daysMax });
    }
  });
}

/** A shop's coupon (seller/coupon!save): for the caller's shop, funded by it. */
export const SellerCouponSaveParams = deferred(() => withCouponRules(z.object(couponFields())));

/**
 * A coupon made in the console: the platform's (no `sellerId`) or for one shop, funded by the
 * platform unless `funder` says the shop; a campaign's, or (`purpose` welcome) the platform's
 * welcome coupon for confirmed subscribers.
 */
export const AdminCouponSaveParams = deferred(() =>
  withCouponRules(
    paramRules(
      z.object({
        ...couponFields(),
        sellerId: optionalId,
        funder: z.preprocess((v) => blank(v) ?? 'platform', z.enum(COUPON_FUNDERS)),
        purpose: z.preprocess((v) => blank(v) ?? 'campaign', z.enum(['campaign', 'welcome'])),
      }),
      ({ purpose, sellerId, funder }, refuse) => {
        if (purpose === 'welcome' && (sellerId || funder !== 'platform')) refuse('purpose');
      },
    ),
  ),
);

export const OwnedCouponListParams = deferred(() =>
  PageParams.extend({ state: optionalOf(z.enum(COUPON_STATES)) }),
);
