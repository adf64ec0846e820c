import { z } from 'zod';
import { deferred } from '../deferred.js';
import { skuParam } from './line-params.js';
import { orderLineParams, withSomeLines } from './order-lines.js';
import { SkuAttribute } from '../catalog/shapes.js';
import { AppliedCouponVo, CouponIdsParam } from '../coupons/shapes.js';
import {
  blankToUndefined as blank,
  commaList,
  optionalId,
  optionalInt,
  optionalText,
  PageParams,
  requiredId,
} from '../params.js';

// Cart, orders, their timeline, reviews and refunds as buyers see them (contract §1.4–§1.6; spec §3–§5,
// §9); the shop's and the console's views are in seller-console-shapes.ts.

/** Order status codes (contract §1.5). */
export const ORDER_STATUS = {
  cancelled: -1,
  pendingPayment: 0,
  paid: 1,
  stocking: 2,
  shipped: 3,
  received: 4,
  reviewed: 5,
  refund: 6,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

/** Refund status: none, refunding (in progress), refunded, refused (spec §4). */
export const REFUND_STATUS = { none: 0, refunding: 1, success: 2, failed: 3 } as const;

/** The five cancel reasons (spec §4: values 0–4). */
export const CANCEL_REASONS = [
  'dontWant',
  'lostProduct',
  'duplicateOrder',
  'receivingFailed',
  'other',
] as const;

export type CancelReason = (typeof CANCEL_REASONS)[number];

/**
 * The desktop client's cancel reasons as the spec's five (ADR 026). It sends `returnReason` 1–9
 * from its list of return reasons (contract §1.5: 1 not received, 2 don't want it, 3 wrong item,
 * 4 counterfeit, 5 missing items, 6 damaged, 7 quality problem, 8 agreed refund with the seller,
 * 9 other); 0, which it never sends, is "do not want it", as Caravan's own client sent it before it
 * sent `cancelReason`.
 */
const DESKTOP_CANCEL_REASONS: readonly CancelReason[] = [
  'dontWant',
  'receivingFailed',
  'dontWant',
  'other',
  'other',
  'lostProduct',
  'other',
  'other',
  'other',
  'other',
];

/**
 * An order!cancel's reason as an index of CANCEL_REASONS: `cancelReason` (0–4) as Caravan's client
 * sends it, else the desktop client's `returnReason` (1–9) mapped, else "other".
 */
export function cancelReasonOf(params: { cancelReason?: number; returnReason?: number }): number {
  if (params.cancelReason !== undefined) return params.cancelReason;
  const reason = params.returnReason === undefined ? 'other' : DESKTOP_CANCEL_REASONS[params.returnReason];
  return CANCEL_REASONS.indexOf(reason ?? 'other');
}

/** The nine return reasons (contract §1.5: values 1–9). */
export const RETURN_REASONS = [
  'notReceived',
  'dislike',
  'wrongGoods',
  'fakeBrand',
  'missingItems',
  'damaged',
  'qualityProblem',
  'agreedWithSeller',
  'other',
] as const;

// ---------------------------------------------------------------- submit and pay
// The lines themselves (`orderInfo`, `sampleInfo`) are order-lines.ts's.

export const OrderSubmitParams = deferred(() =>
  withSomeLines(
    z.object({
      ...orderLineParams,
      addressId: optionalId,
      couponIds: CouponIdsParam,
      /** 1 removes the bought lines from the server cart. */
      fromCart: optionalInt(0, 1),
    }),
  ),
);

/** order!submit: one order per shop (contract §1.5). `totalAmount` is what paying it costs. */
export const SubmittedOrderVo = deferred(() =>
  z.object({
    orderId: z.string(),
    /** The shop the order is from (our addition, for the pay dialog's breakdown). */
    sellerId: z.string(),
    sellerName: z.string(),
    prizeReal: z.number(),
    fees: z.number(),
    tax: z.number(),
    /** What coupons took off this order (issue 54). */
    discount: z.number(),
    totalAmount: z.number(),
  }),
);
export const OrderSubmitVo = deferred(() => z.object({ orderList: z.array(SubmittedOrderVo) }));
export type OrderSubmitVo = z.infer<typeof OrderSubmitVo>;

/** order!quote: the lines of a checkout, priced without placing anything (our own action). */
export const OrderQuoteParams = deferred(() =>
  withSomeLines(z.object({ ...orderLineParams, couponIds: CouponIdsParam })),
);

/** The figures of a quote, for one shop's order or summed over all of them. */
const quoteFigures = deferred(() => ({
  goodsCount: z.number(),
  /** The goods at their listed prices; more than `prizeReal` while a discount runs. */
  prizeOriginal: z.number(),
  /** The goods at the prices charged. */
  prizeReal: z.number(),
  /** Freight: shipping fee, long-distance freight and delivery fee; one per shop order (ADR 034). */
  fees: z.number(),
  /** The freight's parts (spec §3), which sum to `fees`: a shop order's fixed shipping fee, */
  shippingFee: z.number(),
  /** the schedule's rate per kg times `weightKg`, */
  longDistanceFreight: z.number(),
  /** and its fixed delivery fee. All three are 0 when every line ships free. */
  deliveryFee: z.number(),
  /** What the lines charged freight weigh, in kg (3 dp); lines shipped free weigh nothing here. */
  weightKg: z.number(),
  tax: z.number(),
  /** What coupons take off the goods (issue 54): a shop's own coupon and its share of the platform's. */
  discount: z.number(),
  /** prizeReal + fees + tax − discount: what paying the shop's order (or, summed, all of them) costs. */
  totalAmount: z.number(),
}));

/** One shop's order in a quote: the figures order!submit will store for it. */
export const ShopQuoteVo = deferred(() =>
  z.object({
    sellerId: z.string(),
    sellerName: z.string(),
    ...quoteFigures,
    /** The coupons applied to this shop's order, with their savings here. */
    coupons: z.array(AppliedCouponVo),
  }),
);
export type ShopQuoteVo = z.infer<typeof ShopQuoteVo>;

/** order!quote: one entry per shop, and the sums over them (the grand total is what paying all costs). */
export const OrderQuoteVo = deferred(() =>
  z.object({
    shopList: z.array(ShopQuoteVo),
    ...quoteFigures,
  }),
);
export type OrderQuoteVo = z.infer<typeof OrderQuoteVo>;

/** A comma-joined list of order ids (order!pay pays several at once). */
const orderIdList = deferred(() => z.preprocess(commaList, z.array(z.uuid()).min(1).max(50)));

export const OrderPayParams = deferred(() =>
  z.object({
    orderId: orderIdList,
    safeword: z.preprocess(blank, z.string().max(64)),
  }),
);

// ---------------------------------------------------------------- lists and detail

export const OrderIdParams = deferred(() => z.object({ orderId: requiredId }));

export const OrderListParams = deferred(() => PageParams.extend({ status: optionalInt(-1, 6) }));

/** order!listMain items (contract §1.5), with the first goods' picture and name for the list. */
export const OrderMainVo = deferred(() =>
  z.object({
    id: z.string(),
    orderNo: z.string(),
    partyId: z.string(),
    username: z.string(),
    status: z.number(),
    goodsCount: z.number(),
    /** What the buyer pays: goods after discounts + freight + tax. */
    priceCount: z.number(),
    goodsFrom: z.string(),
    sellerId: z.string(),
    returnStatus: z.number(),
    fees: z.number(),
    tax: z.number(),
    /** 1 once the seller has purchased the order for shipping. */
    sellerStatus: z.number(),
    createTime: z.string(),
    /** Whether the buyer has already reminded the seller to ship. */
    reminded: z.boolean(),
    goodsIcon: z.string().nullable(),
    goodsName: z.string(),
  }),
);
export type OrderMainVo = z.infer<typeof OrderMainVo>;

/** order!countOrderStatus: counts as strings (contract §1.5). */
export const OrderCountVo = deferred(() =>
  z.object({
    waitPayCount: z.string(),
    waitDeliverCount: z.string(),
    waitReceiptCount: z.string(),
    waitEvaluateCount: z.string(),
    refundCount: z.string(),
  }),
);
export type OrderCountVo = z.infer<typeof OrderCountVo>;

/**
 * order!info `data.orderInfo` (contract §1.5). Dates are `YYYY-MM-DD HH:mm:ss` (UTC), '' when not
 * reached. Only the order's buyer, its seller and operators may read it.
 */
export const OrderInfoVo = deferred(() =>
  z.object({
    id: z.string(),
    orderNo: z.string(),
    createTime: z.string(),
    status: z.number(),
    pushTime: z.string(),
    payTime: z.string(),
    shipTime: z.string(),
    receiptTime: z.string(),
    settleTime: z.string(),
    partyId: z.string(),
    username: z.string(),
    phone: z.string(),
    email: z.string(),
    contacts: z.string(),
    postcode: z.string(),
    country: z.string(),
    province: z.string(),
    city: z.string(),
    address: z.string(),
    payStatus: z.number(),
    prizeReal: z.number(),
    prizeOriginal: z.number(),
    systemPrice: z.number(),
    profit: z.number(),
    fees: z.number(),
    tax: z.number(),
    /** Everything taken off the goods: the listing's discount and the coupons. */
    discount: z.number(),
    /** The coupons' part of `discount` (issue 54). */
    couponDiscount: z.number(),
    totalAmount: z.number(),
    goodsCount: z.number(),
    purchStatus: z.number(),
    sellerDiscount: z.number(),
    sellerDiscountPrice: z.number(),
    sellerId: z.string(),
    sellerName: z.string(),
    returnStatus: z.number(),
    returnReason: z.number().nullable(),
    returnDetail: z.string(),
    cancelReason: z.number().nullable(),
    refundNote: z.string(),
    carrier: z.string(),
    trackingNo: z.string(),
    reminded: z.boolean(),
    /** Until when (epoch ms) an unpaid order may be paid; 0 when not pending payment. */
    payDeadline: z.number(),
    /** Until when (epoch ms) a refund may be asked for after receipt; 0 when not received. */
    returnDeadline: z.number(),
  }),
);
export type OrderInfoVo = z.infer<typeof OrderInfoVo>;
export const OrderInfoReplyVo = deferred(() => z.object({ orderInfo: OrderInfoVo }));

export const OrderGoodsListParams = deferred(() => PageParams.extend({ orderId: requiredId }));

/** order!listGoods items (contract §1.5). `evaluated` is 1 once the buyer reviewed the line. */
export const OrderGoodsVo = deferred(() =>
  z.object({
    id: z.string(),
    attributes: z.array(SkuAttribute),
    skuId: z.string(),
    goodsId: z.string(),
    goodsName: z.string(),
    goodsNum: z.number(),
    goodsReal: z.number(),
    goodsIcon: z.string().nullable(),
    fees: z.number(),
    tax: z.number(),
    systemPrice: z.number(),
    profit: z.number(),
    totalCost: z.number(),
    /** What the buyer paid per unit: the listing's price after its discount. */
    sellingPrice: z.number(),
    /**
     * The listing's price per unit before its discount (ours): the order's goods amount is at this
     * price, its discount taken off after, so a line shows both.
     */
    listPrice: z.number(),
    isShelf: z.number(),
    isValid: z.number(),
    evaluated: z.number(),
    /** 1: a sample line, at the sample price, outside the minimum and the pack (ADR 037). */
    isSample: z.number(),
  }),
);
export type OrderGoodsVo = z.infer<typeof OrderGoodsVo>;

/** The carrier's scans: the logistics view shows these. */
export const LOGISTICS_KINDS = [
  'shipped',
  'picked_up',
  'departed',
  'arrived',
  'out_for_delivery',
  'delivered',
] as const;

/**
 * orderLog!list items: the timeline, oldest first, `createTime` in epoch ms (contract §1.5).
 * `kind` names the event; `content` is its text in the request's language.
 */
export const ORDER_LOG_KINDS = [
  'placed',
  'paid',
  'reminded',
  'pushed',
  ...LOGISTICS_KINDS,
  'received',
  'auto_received',
  'reviewed',
  'default_review',
  'completed',
  'cancelled',
  'auto_cancelled',
  'refund_requested',
  'refund_success',
  'refund_failed',
  'manual_refund',
  /** Not shipped in time: the buyer was compensated (issue 54). */
  'late_compensated',
] as const;
export type OrderLogKind = (typeof ORDER_LOG_KINDS)[number];

export const OrderLogVo = deferred(() =>
  z.object({
    id: z.number(),
    orderId: z.string(),
    kind: z.enum(ORDER_LOG_KINDS),
    params: z.record(z.string(), z.string()),
    content: z.string(),
    createTime: z.number(),
  }),
);
export type OrderLogVo = z.infer<typeof OrderLogVo>;

/**
 * order!cancel: `cancelReason` is the spec's reason (0–4, CANCEL_REASONS), which Caravan's client
 * sends; `returnReason` the desktop client's number (1–9, contract §1.5), mapped by cancelReasonOf.
 */
export const OrderCancelParams = deferred(() =>
  z.object({
    orderId: requiredId,
    cancelReason: optionalInt(0, CANCEL_REASONS.length - 1),
    returnReason: optionalInt(0, DESKTOP_CANCEL_REASONS.length - 1),
  }),
);

export const OrderReturnsParams = deferred(() =>
  z.object({
    orderId: requiredId,
    returnReason: z.preprocess(blank, z.coerce.number().int().min(1).max(9)),
    returnDetail: optionalText(500),
  }),
);

// ---------------------------------------------------------------- reviews

/**
 * The one definition of a review's verdict, for products and stores alike: four or five stars are
 * good (positive), three medium, one or two bad (evaluationType 1, 2, 3).
 */
export function reviewLevel(rating: number): 1 | 2 | 3 {
  if (rating >= 4) return 1;
  return rating === 3 ? 2 : 3;
}

const imageUrl = deferred(() => z.preprocess(blank, z.string().max(500).optional()));
const reviewFields = deferred(() => ({
  sellerGoodsId: requiredId,
  /** Accepted from older clients and ignored: the verdict follows from the stars (reviewLevel). */
  evaluationType: z.preprocess(blank, z.coerce.number().int().min(1).max(3).optional()),
  rating: z.preprocess(blank, z.coerce.number().int().min(1).max(5)),
  content: optionalText(1000),
  skuId: skuParam,
  imgUrl1: imageUrl,
  imgUrl2: imageUrl,
  imgUrl3: imageUrl,
  imgUrl4: imageUrl,
  imgUrl5: imageUrl,
  imgUrl6: imageUrl,
  imgUrl7: imageUrl,
  imgUrl8: imageUrl,
  imgUrl9: imageUrl,
}));

/** evaluation!add: one review of one line of a received order. */
export const EvaluationAddParams = deferred(() => z.object({ ...reviewFields, orderId: requiredId }));

/**
 * evaluation!addList (JSON body): every line of one order at once, as `evaluations` or as the
 * desktop client's `evaluationAdds` (its EvaluationAddListModel); `evaluations` wins when both come.
 */
export const EvaluationAddListParams = deferred(() => {
  const reviews = z.array(z.object(reviewFields)).min(1).max(100);
  return z
    .object({ orderId: requiredId, evaluations: reviews.optional(), evaluationAdds: reviews.optional() })
    .transform(({ orderId, evaluations, evaluationAdds }, ctx) => {
      const list = evaluations ?? evaluationAdds;
      if (list) return { orderId, evaluations: list };
      ctx.addIssue({ code: 'invalid_type', expected: 'array', path: ['evaluations'], input: undefined });
      return z.NEVER;
    });
});
