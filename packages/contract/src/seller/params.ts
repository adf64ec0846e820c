import { z } from 'zod';
import { deferred } from '../deferred.js';
import { KeywordParam } from '../catalog/params.js';
import { GoodsDescriptions } from '../catalog-admin/shapes.js';
import { KYC_LIMITS } from '../kyc/shapes.js';
import { WHOLESALE_LIMITS } from '../catalog/wholesale.js';
import {
  blankToUndefined as blank,
  commaList,
  decimalTextPattern,
  optionalId,
  optionalInt,
  optionalOf,
  optionalText,
  PageParams,
  paramRules,
  parseJsonString,
  type PlainErrorCode,
  requiredId,
  UploadedImageParam,
} from '../params.js';

// What the seller panel's endpoints take (contract §3.1; the shapes were never seen, so these are
// ours). Prices and ratios arrive as decimal text (DESIGN.md §5: never a float), times as epoch
// milliseconds (as GoodsVo gives them), days as YYYY-MM-DD in the seller's time zone (`tz`, which
// the seller wap always sends, contract §2.2).

/** Limits of the seller panel's fields (the server and the panel's forms check the same numbers). */
export const SELLER_LIMITS = {
  /** A shop's name: as long as the application's (KYC_LIMITS.storeName), at least 2 characters. */
  nameMin: 2,
  nameMax: KYC_LIMITS.storeName,
  shopRemarkMax: KYC_LIMITS.storeRemark,
  contactMax: KYC_LIMITS.contact,
  /** The largest quantity a ladder rung or minimum may name. */
  quantityMax: 1_000_000,
  /** Listings one batch call may change (a page of the goods list at most). */
  batchMax: 100,
  /** The longest report or dashboard range, in days. */
  rangeDaysMax: 366,
  /** The dashboard's chart: 30 days by default, 7 to 90. */
  lineDaysDefault: 30,
  lineDaysMin: 7,
  lineDaysMax: 90,
  /** The dashboard's best sellers: 10 by default, at most 50. */
  topGoodsDefault: 10,
  topGoodsMax: 50,
  /** A default range when none is given: the last 30 days, today included. */
  defaultRangeDays: 30,
} as const;

/** Whether the runtime knows a time-zone name (IANA, e.g. Asia/Shanghai). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** `tz`: an IANA time-zone name; absent means UTC. The days of every figure are days there. */
export const TimeZoneParam = deferred(() =>
  optionalText(64).refine((v) => v === undefined || (/^[A-Za-z0-9_+\-/]+$/.test(v) && isTimeZone(v))),
);

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar day written YYYY-MM-DD. */
export function isDayText(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === text && Number(m[1]) >= 2000;
}

/** The number of days from `start` to `end`, both counted (1 for the same day). */
export function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

const DayParam = deferred(() => optionalText(10).refine((v) => v === undefined || isDayText(v)));

/** A date range (days in `tz`): both optional; the server fills in the last 30 days. */
/**
 * A range of days in the zone `tz`: from `startDate` to `endDate` (today when absent), or the last
 * `days` days up to `endDate` — the server's today, so a browser whose clock is off still sees the
 * shop's real last days.
 */
const rangeFields = deferred(() => ({
  startDate: DayParam,
  endDate: DayParam,
  days: optionalInt(1, SELLER_LIMITS.rangeDaysMax),
  tz: TimeZoneParam,
}));

/** paramRules' refusal, for a rule written once for several schemas that share the field. */
type Refuse = (field: string, error?: PlainErrorCode) => void;

/**
 * The range rule: the end on or after the start, at most SELLER_LIMITS.rangeDaysMax days; a start
 * and a number of days together are one too many.
 */
function withRangeRule<T extends z.ZodType>(schema: T): T {
  return paramRules(schema, (p, refuseField) => {
    const refuse = refuseField as Refuse;
    const { startDate, endDate, days } = p as { startDate?: unknown; endDate?: unknown; days?: unknown };
    if (startDate !== undefined && days !== undefined) refuse('days', 'SELLER_DATE_RANGE_INVALID');
    if (typeof startDate !== 'string' || typeof endDate !== 'string') return;
    const span = daysBetween(startDate, endDate);
    if (span < 1 || span > SELLER_LIMITS.rangeDaysMax) refuse('endDate', 'SELLER_DATE_RANGE_INVALID');
  });
}

/** A price as decimal text: more than 0, at most 2 decimals. */
export const PriceParam = deferred(() =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? blank(v.trim()) : blank(v)),
    z
      .string()
      .regex(decimalTextPattern(2))
      .refine((v) => Number(v) > 0),
  ),
);

/** A ratio as decimal text with at most 4 decimals (0.15 is 15 %). */
const ratioText = (places = 4) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? blank(v.trim()) : blank(v)),
    z.string().regex(decimalTextPattern(places)),
  );

/** A discount: more than 0 and less than 1 (0.15 takes 15 % off the selling price). */
export const DiscountRatioParam = deferred(() =>
  optionalOf(ratioText().refine((v) => Number(v) > 0 && Number(v) < 1)),
);

/** An instant as epoch milliseconds (a whole number); '' means absent. */
const EpochMsParam = deferred(() =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : blank(v)),
    z.number().int().min(0).max(8_640_000_000_000_000).optional(),
  ),
);

/** A 0/1 switch; '' means absent. */
const flag = () => optionalInt(0, 1);

/**
 * A comma-joined list of listing ids (or a JSON array), 1 to SELLER_LIMITS.batchMax of them;
 * repeats count once.
 */
export const SellerGoodsIdList = deferred(() =>
  z.preprocess(
    commaList,
    z
      .array(z.uuid())
      .min(1)
      .max(SELLER_LIMITS.batchMax)
      .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
  ),
);

/** The discount fields goods!update and goods!updateDisProBatch share. */
const discountFields = deferred(() => ({
  /** More than 0 and less than 1; the discounted price may not fall below the wholesale price. */
  discountRatio: DiscountRatioParam,
  /** When the discount starts (epoch ms); absent: now. */
  discountStartTime: EpochMsParam,
  /** When it ends (epoch ms); required with a discount, after its start and in the future. */
  discountEndTime: EpochMsParam,
  /** 1 removes the listing's discount (the other discount fields are then ignored). */
  clearDiscount: flag(),
}));

/** The discount rule: a discount needs an end after its start; clearing takes nothing else. */
function withDiscountRule<T extends z.ZodType>(schema: T): T {
  return paramRules(schema, (p, refuseField) => {
    const refuse = refuseField as Refuse;
    const {
      discountRatio,
      discountStartTime: start,
      discountEndTime: end,
      clearDiscount,
    } = p as Record<string, unknown>;
    if (clearDiscount === 1) return;
    if (discountRatio !== undefined && end === undefined) refuse('discountEndTime');
    if (discountRatio === undefined && (start !== undefined || end !== undefined)) refuse('discountRatio');
    if (typeof start === 'number' && typeof end === 'number' && end <= start) {
      refuse('discountEndTime', 'SELLER_DISCOUNT_WINDOW_INVALID');
    }
  });
}

// ---------------------------------------------------------------- product library

/** seller/systemGoods!list: the platform's goods on sale to shops. */
export const LibraryListParams = deferred(() =>
  PageParams.extend({
    categoryId: optionalId,
    keyword: optionalOf(KeywordParam),
    /** 1: only goods the shop lists already; 0: only those it does not. */
    listed: flag(),
  }),
);

/** A keyword for suggestions (seller/systemGoods!search-keyword, seller/goods!search-keyword). */
export const SellerKeywordParams = deferred(() => z.object({ keyword: KeywordParam }));

// ---------------------------------------------------------------- the shop's listings

/** seller/goods!addOrUpdate: list a system good at a price, or change the price of its listing. */
export const ListingAddParams = deferred(() =>
  z.object({
    goodsId: requiredId,
    sellingPrice: PriceParam,
    /** 1 (the default when adding) puts it on the shelf; 0 keeps it off. Absent keeps an existing one's. */
    isShelf: flag(),
    /** The shop's own description per language; the languages not given stay as they are. */
    des: optionalOf(GoodsDescriptions),
  }),
);

/**
 * A price ladder as the seller sends it (JSON, or JSON text): 1 to 5 rungs of a minimum quantity
 * and a unit price as decimal text (or a number, which is read as its text). The rules between the
 * rungs and against the good (rising minimums, falling prices, the cost) are wholesale.ts's
 * `termsProblem`, checked by the server, which knows the good.
 */
export const PriceTiersParam = deferred(() =>
  z.preprocess(
    (v) => parseJsonString(blank(v)),
    z
      .array(
        z.object({
          minQty: z.coerce.number().int().min(1).max(SELLER_LIMITS.quantityMax),
          price: PriceParam,
        }),
      )
      .min(1)
      .max(WHOLESALE_LIMITS.maxRungs),
  ),
);

/**
 * The wholesale terms goods!update takes (issue 53), and the console's sellerGoods!updateTerms
 * with them; absent ones stay as they are.
 */
export const wholesaleTermsParams = deferred(() => ({
  /** The ladder; its first rung's price becomes `sellingPrice`, its first minimum the `moq`. */
  priceTiers: optionalOf(PriceTiersParam),
  /** The minimum order quantity (moves the first rung's start). */
  moq: optionalInt(1, SELLER_LIMITS.quantityMax),
  packSize: optionalInt(1, WHOLESALE_LIMITS.maxPackSize),
  /** A sample's unit price; with `sampleLimit` it offers a sample. */
  samplePrice: optionalOf(PriceParam),
  sampleLimit: optionalInt(1, WHOLESALE_LIMITS.maxSampleLimit),
  /** 1 withdraws the sample offer (`samplePrice` and `sampleLimit` are then ignored). */
  clearSample: flag(),
}));

/** seller/goods!update: a listing's price, flags and discount; absent fields stay as they are. */
export const ListingUpdateParams = deferred(() =>
  withDiscountRule(
    z.object({
      sellerGoodsId: requiredId,
      sellingPrice: optionalOf(PriceParam),
      ...wholesaleTermsParams,
      /** 1 marks the listing recommended in the shop (recTime = now), 0 unmarks it. */
      isRec: flag(),
      /** 1 marks it new (newTime = now), 0 unmarks it. */
      isNew: flag(),
      /** The shop's own description per language; the languages not given stay as they are. */
      des: optionalOf(GoodsDescriptions),
      ...discountFields,
    }),
  ),
);

/** seller/goods!delete */
export const SellerGoodsIdParams = deferred(() => z.object({ sellerGoodsId: requiredId }));

/** seller/goods!shelfBatch: listings on (1) or off (0) the shelf. */
export const ShelfBatchParams = deferred(() =>
  z.object({
    sellerGoodsIds: SellerGoodsIdList,
    isShelf: z.preprocess(blank, z.coerce.number().int().min(0).max(1)),
  }),
);

/**
 * seller/goods!updateDisProBatch: a discount (or its removal) and/or a profit ratio for several
 * listings at once. `profitRatio` sets each selling price to its wholesale price × (1 + ratio).
 */
export const DiscountBatchParams = deferred(() =>
  paramRules(
    withDiscountRule(
      z.object({
        sellerGoodsIds: SellerGoodsIdList,
        profitRatio: optionalOf(ratioText()),
        ...discountFields,
      }),
    ),
    (p, refuse) => {
      const { profitRatio, discountRatio, clearDiscount } = p as Record<string, unknown>;
      if (profitRatio === undefined && discountRatio === undefined && clearDiscount !== 1) {
        refuse('discountRatio');
      }
    },
  ),
);

/** seller/goods!list: filter by name, category, shelf and discount. */
export const ListingListParams = deferred(() =>
  PageParams.extend({
    keyword: optionalOf(KeywordParam),
    categoryId: optionalId,
    /** 1 on the shelf, 0 off it. */
    isShelf: flag(),
    /** 1: a discount is running now; 0: none is. */
    discount: flag(),
  }),
);

/** seller/goods!search-goods: the shop's listings whose names match. */
export const ListingSearchParams = deferred(() => PageParams.extend({ keyword: KeywordParam }));

// ---------------------------------------------------------------- profile, reviews, followers

/** The shop's pictures a seller may remove (seller!update `clear`). */
export const SHOP_PICTURES = ['avatar', 'banner'] as const;

/** seller/seller!update: the fields to change; absent (or '') fields stay as they are. */
export const ShopUpdateParams = deferred(() =>
  z.object({
    name: optionalText(SELLER_LIMITS.nameMax, SELLER_LIMITS.nameMin),
    /** The shop's logo. */
    avatar: UploadedImageParam,
    banner: UploadedImageParam,
    shopRemark: optionalText(SELLER_LIMITS.shopRemarkMax),
    /** How buyers reach the shop: an e-mail address or a phone number. */
    contact: optionalText(SELLER_LIMITS.contactMax),
    /**
     * The pictures to take away ("avatar", "banner", comma-separated): an empty field means
     * "unchanged", as older clients send every field, so removing one is said here.
     */
    clear: z.preprocess(
      (v) => (typeof v === 'string' ? (v.trim() ? v.split(',').map((s) => s.trim()) : undefined) : blank(v)),
      z.array(z.enum(SHOP_PICTURES)).max(SHOP_PICTURES.length).optional(),
    ),
  }),
);

/** seller/evaluation!list: reviews of the shop's goods, by type (4 = with pictures). */
export const ShopReviewListParams = deferred(() =>
  PageParams.extend({ evaluationType: optionalInt(1, 4), sellerGoodsId: optionalId }),
);

// ---------------------------------------------------------------- dashboard and reports

/** instrument-panel!head: today and a range (default the last 30 days). */
export const DashboardHeadParams = deferred(() => withRangeRule(z.object(rangeFields)));

/** instrument-panel!line: one entry per day of the last `days` days, today included. */
export const DashboardLineParams = deferred(() =>
  z.object({
    days: z.preprocess(
      blank,
      z.coerce
        .number()
        .int()
        .min(SELLER_LIMITS.lineDaysMin)
        .max(SELLER_LIMITS.lineDaysMax)
        .default(SELLER_LIMITS.lineDaysDefault),
    ),
    tz: TimeZoneParam,
  }),
);

/** instrument-panel!goods: the best-selling listings of a range, by sales amount or quantity. */
export const DashboardGoodsParams = deferred(() =>
  withRangeRule(
    z.object({
      ...rangeFields,
      limit: z.preprocess(
        blank,
        z.coerce.number().int().min(1).max(SELLER_LIMITS.topGoodsMax).default(SELLER_LIMITS.topGoodsDefault),
      ),
      sortBy: z.preprocess(blank, z.enum(['amount', 'quantity']).default('amount')),
    }),
  ),
);

/** report!head: the totals of a range (default the last 30 days). */
export const ReportHeadParams = DashboardHeadParams;

/**
 * report!list: one row per day of a range, newest first, paged; `all=1` returns every day of the
 * range on one page (for a CSV export; the range is at most a year).
 */
export const ReportListParams = deferred(() =>
  withRangeRule(PageParams.extend({ ...rangeFields, all: flag() })),
);
