import { z } from 'zod';
import { deferred } from '../deferred.js';
import { SkuAttribute } from '../catalog/shapes.js';
import {
  blankToUndefined as blank,
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

/** `-1` (or empty) means a listing without SKUs (contract §1.5). */
const skuParam = deferred(() =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined || v === '-1' || v === -1 ? undefined : v),
    z.uuid().optional(),
  ),
);
const quantity = deferred(() => z.preprocess(blank, z.coerce.number().int().min(1).max(1_000_000)));

// ---------------------------------------------------------------- cart (server side, wap)

/** cart!list items (contract §1.4); `sellingPrice` is already discounted, rounded down. */
export const CartItemVo = deferred(() =>
  z.object({
    attributes: z.array(SkuAttribute),
    tempId: z.string().nullable(),
    skuId: z.string(),
    goodsId: z.string(),
    goodsName: z.string(),
    goodsNum: z.number(),
    sellerId: z.string(),
    sellerName: z.string(),
    sellingPrice: z.number(),
    isShelf: z.number(),
    isValid: z.number(),
    goodsIcon: z.string().nullable(),
    buyMin: z.number(),
  }),
);
export type CartItemVo = z.infer<typeof CartItemVo>;

export const CartListParams = PageParams;

export const CartAddParams = deferred(() =>
  z.object({
    sellerGoodsId: requiredId,
    skuId: skuParam,
    sellerId: optionalId,
    buyNum: quantity.default(1),
    tempId: optionalText(64),
  }),
);

export const CartUpdateParams = deferred(() =>
  z.object({
    sellerGoodsId: requiredId,
    skuId: skuParam,
    buyNum: z.preprocess(blank, z.coerce.number().int().min(1).max(1_000_000).optional()),
    /** 1 removes the line. */
    isMove: optionalInt(0, 1),
  }),
);

// ---------------------------------------------------------------- submit and pay

/** One line of `orderInfo`: listing, SKU (null without SKUs), quantity. */
export type OrderLine = { sellerGoodsId: string; skuId: string | null; quantity: number };

/**
 * `orderInfo` is a flat comma-separated list of triples `sellerGoodsId,skuId,quantity` with
 * skuId `-1` for a listing without SKUs (contract §1.5). Parsed strictly: anything else is refused.
 */
export const OrderInfoParam = deferred(() =>
  z.preprocess(
    blank,
    z
      .string()
      .max(20_000)
      .transform((text, ctx): OrderLine[] => {
        const parts = text.split(',').map((p) => p.trim());
        const uuid = z.uuid();
        const lines: OrderLine[] = [];
        if (parts.length % 3 !== 0) {
          ctx.addIssue({ code: 'custom', message: 'orderInfo holds triples' });
          return z.NEVER;
        }
        for (let i = 0; i < parts.length; i += 3) {
          const [id, sku, count] = [parts[i], parts[i + 1], parts[i + 2]];
          const n = Number(count);
          if (
            !uuid.safeParse(id).success ||
            !(sku === '-1' || uuid.safeParse(sku).success) ||
            !/^[0-9]{1,7}$/.test(count ?? '') ||
            n < 1
          ) {
            ctx.addIssue({ code: 'custom', message: 'orderInfo triple is not valid' });
            return z.NEVER;
          }
          lines.push({
            sellerGoodsId: id as string,
            skuId: sku === '-1' ? null : (sku as string),
            quantity: n,
          });
        }
        return lines;
      }),
  ),
);

export const OrderSubmitParams = deferred(() =>
  z.object({
    orderInfo: OrderInfoParam,
    addressId: optionalId,
    /** 1 removes the bought lines from the server cart. */
    fromCart: optionalInt(0, 1),
  }),
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
    totalAmount: z.number(),
  }),
);
export const OrderSubmitVo = deferred(() => z.object({ orderList: z.array(SubmittedOrderVo) }));
export type OrderSubmitVo = z.infer<typeof OrderSubmitVo>;

/** order!quote: the lines of a checkout, priced without placing anything (our own action). */
export const OrderQuoteParams = deferred(() => z.object({ orderInfo: OrderInfoParam }));

/** The figures of a quote, for one shop's order or summed over all of them. */
const quoteFigures = deferred(() => ({
  goodsCount: z.number(),
  /** The goods at their listed prices; more than `prizeReal` while a discount runs. */
  prizeOriginal: z.number(),
  /** The goods at the prices charged. */
  prizeReal: z.number(),
  /** Freight: shipping fee, long-distance freight and delivery fee. */
  fees: z.number(),
  tax: z.number(),
  /** prizeReal + fees + tax: what paying the shop's order (or, summed, all of them) costs. */
  totalAmount: z.number(),
}));

/** One shop's order in a quote: the figures order!submit will store for it. */
export const ShopQuoteVo = deferred(() =>
  z.object({
    sellerId: z.string(),
    sellerName: z.string(),
    ...quoteFigures,
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
const orderIdList = deferred(() =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z.array(z.uuid()).min(1).max(50),
  ),
);

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
    discount: z.number(),
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
    sellingPrice: z.number(),
    isShelf: z.number(),
    isValid: z.number(),
    evaluated: z.number(),
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

export const OrderCancelParams = deferred(() =>
  z.object({ orderId: requiredId, returnReason: optionalInt(0, 4) }),
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

/** evaluation!addList (JSON body): every line of one order at once (field names ours). */
export const EvaluationAddListParams = deferred(() =>
  z.object({
    orderId: requiredId,
    evaluations: z.array(z.object(reviewFields)).min(1).max(100),
  }),
);
