import type { CouponFunder, OwnedCouponVo } from '@caravan/contract';
import type { ApiError } from '../../../../lib/api-error';
import {
  fromLocalInput,
  localInput,
  percentToRate,
  termsDraftOf,
  TERMS_FIELD_OF,
  type CouponTermsDraft,
} from '../../../../lib/coupon-terms';

// A coupon as the console's form types it, and the save params it stands for. Amounts stay text from
// the input to the request; the rate is typed as a percentage and moved two places as text, so no
// float ever touches money.

/**
 * Whom a coupon is for: the whole platform, one shop (by its id), or confirmed subscribers (the
 * platform's welcome coupon).
 */
export type CouponAudience = 'platform' | 'shop' | 'welcome';

/** The form's values: every field as its input holds it. */
export type CouponDraft = CouponTermsDraft & {
  audience: CouponAudience;
  sellerId: string;
  funder: CouponFunder;
  categoryIds: string[];
};

/** A new coupon's values (no window offered: the operator sets it), or an existing one's. */
export function draftOf(coupon: OwnedCouponVo | null): CouponDraft {
  return {
    ...termsDraftOf(coupon, { start: '', end: '' }),
    audience: coupon?.purpose === 'welcome' ? 'welcome' : coupon?.sellerId ? 'shop' : 'platform',
    sellerId: coupon?.sellerId ?? '',
    funder: coupon?.funder ?? 'platform',
    categoryIds: coupon?.categoryIds ?? [],
  };
}

/**
 * What admin/coupon!save is given for a draft (before the schema parses it): only the kind's own
 * amounts, the shop and its funder only for a shop's coupon, the purpose from the audience. A time
 * left as it was keeps the coupon's exact instant: the input holds minutes, and a claimed coupon's
 * start may not move.
 */
export function couponParams(draft: CouponDraft, coupon: OwnedCouponVo | null) {
  const isPercent = draft.kind === 'percent';
  const isShop = draft.audience === 'shop';
  const timeOf = (value: string, original: number | undefined) =>
    original !== undefined && value === localInput(original) ? original : (fromLocalInput(value) ?? '');
  return {
    ...(coupon ? { id: coupon.id } : {}),
    title: draft.title,
    kind: draft.kind,
    amount: isPercent ? undefined : draft.amount,
    // Text that is not a plain decimal goes as it is, for the schema to refuse.
    rate: isPercent ? (percentToRate(draft.percent) ?? draft.percent.trim()) : undefined,
    cap: isPercent ? draft.cap : undefined,
    minSpend: draft.minSpend,
    categoryIds: draft.categoryIds.join(','),
    startTime: timeOf(draft.start, coupon?.startTime),
    endTime: timeOf(draft.end, coupon?.endTime),
    total: draft.total,
    perBuyer: draft.perBuyer,
    sellerId: isShop ? draft.sellerId : undefined,
    funder: isShop ? draft.funder : 'platform',
    purpose: draft.audience === 'welcome' ? 'welcome' : 'campaign',
  };
}

/** The form field a server refusal is about, where it names one (else it is shown above the form). */
export function refusedField(error: ApiError): keyof CouponDraft | undefined {
  if (error.key === 'COUPON_WINDOW_INVALID') return 'end';
  if (error.key === 'COUPON_TOTAL_BELOW_CLAIMED') return 'total';
  if (error.key !== 'COMMON_PARAM_INVALID') return undefined;
  const field = String(error.params.field ?? '');
  if (field in TERMS_FIELD_OF) return TERMS_FIELD_OF[field];
  return field === 'sellerId' || field === 'categoryIds' || field === 'funder' ? field : undefined;
}
