import { z } from 'zod';
import { deferred } from '../deferred.js';
import {
  PageParams,
  blankToUndefined,
  decimalTextPattern,
  optionalId,
  optionalInt,
  paramRules,
  requiredId,
  requiredText,
} from '../params.js';
import { SUBSCRIBE_EMAIL_PATTERN } from '../system/shapes.js';

/** Sort flags: 1 ascending, 2 descending (contract §1.1 guess, as later clients use them). */
const sortFlag = deferred(() => optionalInt(0, 2));

/**
 * A price bound in USDT: up to 12 whole digits and 2 decimals, no sign (`-1`, `NaN`, `1e3` and
 * anything longer than 16 characters are refused); a JSON number is read as its text.
 */
const priceBound = deferred(() =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : blankToUndefined(v)),
    z.string().max(16).regex(decimalTextPattern(2)).optional(),
  ),
);

/**
 * The buyer's filters of a goods list or search (issue 51), all optional: the selling price from
 * `minPrice` to `maxPrice`, a minimum order of at most `maxBuyMin` units, shops whose owner's
 * identity the platform verified (`verified=1`), shops rated at least `minRating` per cent
 * positive, shops that shipped their orders within 24 hours of payment (`ships24h=1`).
 */
export const GoodsFilterParams = {
  minPrice: priceBound,
  maxPrice: priceBound,
  maxBuyMin: optionalInt(1, 100_000),
  verified: optionalInt(0, 1),
  minRating: optionalInt(0, 100),
  ships24h: optionalInt(0, 1),
};

/** A price range whose bounds are crossed is refused on `maxPrice`. */
function priceRangeRule(
  params: { minPrice?: unknown; maxPrice?: unknown },
  refuse: (field: 'maxPrice') => void,
) {
  const { minPrice, maxPrice } = params;
  if (typeof minPrice === 'string' && typeof maxPrice === 'string' && Number(minPrice) > Number(maxPrice))
    refuse('maxPrice');
}

export const SellerGoodsListParams = deferred(() =>
  paramRules(
    PageParams.extend({
      sellerId: optionalId,
      categoryId: optionalId,
      isNew: sortFlag,
      isHot: sortFlag,
      isPrice: sortFlag,
      isRec: optionalInt(0, 1),
      recTime: optionalInt(0),
      discount: optionalInt(0, 1),
      ...GoodsFilterParams,
    }),
    priceRangeRule,
  ),
);
export type SellerGoodsListParams = z.infer<typeof SellerGoodsListParams>;

/** recommend_new: type 1 recommended, 0 new, 2 hot. */
export const RecommendNewParams = deferred(() =>
  PageParams.extend({
    type: optionalInt(0, 2),
  }),
);
export type RecommendNewParams = z.infer<typeof RecommendNewParams>;

export const SellerListParams = deferred(() =>
  PageParams.extend({
    isRec: optionalInt(0, 1),
  }),
);
export type SellerListParams = z.infer<typeof SellerListParams>;

export const CategoryTreeParams = deferred(() =>
  z.object({
    showHidden: optionalInt(0, 1),
  }),
);

export const BannerListParams = deferred(() =>
  z.object({
    type: z.preprocess((v) => (v === '' ? undefined : v), z.string().max(32).optional()),
  }),
);

/** subscribe!add: an address by the footer's pattern (spec §5). */
export const SubscribeParams = deferred(() =>
  paramRules(z.object({ email: requiredText(64) }), ({ email }, refuse) => {
    if (typeof email !== 'string' || !SUBSCRIBE_EMAIL_PATTERN.test(email))
      refuse('email', 'SUBSCRIBE_EMAIL_INVALID');
  }),
);

/** sellerGoods!info: `skuId` empty or -1 means none (contract §1.1). */
export const GoodsInfoParams = deferred(() =>
  z.object({
    sellerGoodsId: requiredId,
    skuId: z.preprocess((v) => (v === '' || v === '-1' || v === -1 ? undefined : v), z.uuid().optional()),
  }),
);

/** seller!info, seller!getCategory: the shop (falls back to the logged-in seller's own). */
export const SellerIdParams = deferred(() => z.object({ sellerId: optionalId }));

/** category!sellerTree (GET) */
export const SellerTreeParams = deferred(() =>
  z.object({ sellerId: optionalId, showHidden: optionalInt(0, 1) }),
);

/**
 * A search keyword: trimmed, 1–100 characters; clients may send it URL-encoded once more, unless
 * decoding it gives U+0000, which PostgreSQL text cannot hold (`%00` passes the server's edge, which
 * checks what was sent: a 500, found by fuzzing, issue 22).
 */
export const KeywordParam = deferred(() =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    let text = v;
    if (/%[0-9A-Fa-f]{2}/.test(text)) {
      try {
        const decoded = decodeURIComponent(text);
        if (!decoded.includes('\u0000')) text = decoded;
      } catch {
        // not encoded after all
      }
    }
    return text.trim() === '' ? undefined : text.trim();
  }, z.string().min(1).max(100)),
);

/** sellerGoods!search-keyword: suggestions of shops and goods. */
export const SearchKeywordParams = deferred(() =>
  z.object({
    keyword: KeywordParam,
    isNew: sortFlag,
    isHot: sortFlag,
    isPrice: sortFlag,
  }),
);

/** sellerGoods!search: goods whose name matches, filtered and sorted like sellerGoods!list. */
export const SearchParams = deferred(() =>
  paramRules(
    PageParams.extend({
      keyword: KeywordParam,
      categoryId: optionalId,
      isNew: sortFlag,
      isHot: sortFlag,
      isPrice: sortFlag,
      isRec: optionalInt(0, 1),
      discount: optionalInt(0, 1),
      ...GoodsFilterParams,
    }),
    priceRangeRule,
  ),
);

/** sellerGoods!searchSellerGoods: search within one shop. */
export const SearchSellerGoodsParams = deferred(() =>
  PageParams.extend({ keyword: KeywordParam, sellerId: requiredId }),
);

/** sellerGoods!search-goods: every shop selling one system good. */
export const SearchGoodsParams = deferred(() =>
  PageParams.extend({
    goodsId: requiredId,
    isNew: sortFlag,
    isHot: sortFlag,
    isPrice: sortFlag,
  }),
);

/** sellerGoods!categoryGoodCount */
export const CategoryGoodCountParams = deferred(() => z.object({ sellerId: requiredId }));
/** sellerGoods!categoryGoodList */
export const CategoryGoodListParams = deferred(() =>
  PageParams.extend({ sellerId: requiredId, categoryId: requiredId }),
);

/** evaluation!list: 1 good, 2 medium, 3 bad, 4 with pictures; empty means all. */
export const EvaluationListParams = deferred(() =>
  PageParams.extend({
    sellerGoodsId: requiredId,
    evaluationType: optionalInt(1, 4),
  }),
);

/** evaluation!countType: note the parameter's name, `goodId` (contract §1.6). */
export const EvaluationCountParams = deferred(() => z.object({ goodId: requiredId }));

/** sellerGoods!recommend_like: 1 "guess you like", 2 recommended. */
export const RecommendLikeParams = deferred(() =>
  z.object({ sellerId: requiredId, type: optionalInt(1, 2) }),
);
