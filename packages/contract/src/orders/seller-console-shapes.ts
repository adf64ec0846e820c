import { z } from 'zod';
import { deferred } from '../deferred.js';
import {
  blankToUndefined as blank,
  optionalInt,
  optionalText,
  PageParams,
  requiredId,
  requiredText,
} from '../params.js';

// Orders as the shop that sells them and the console that oversees them see them (contract §3.1).

// ---------------------------------------------------------------- seller side (contract §3.1)

export const SellerOrderListParams = deferred(() => PageParams.extend({ status: optionalInt(-1, 6) }));

/** seller/orders!list items: what the shop sold, what it costs to purchase and what it earns. */
export const SellerOrderVo = deferred(() =>
  z.object({
    id: z.string(),
    orderNo: z.string(),
    status: z.number(),
    returnStatus: z.number(),
    purchStatus: z.number(),
    goodsCount: z.number(),
    goodsName: z.string(),
    goodsIcon: z.string().nullable(),
    username: z.string(),
    prizeReal: z.number(),
    fees: z.number(),
    tax: z.number(),
    totalAmount: z.number(),
    /** What purchasing costs the seller: the wholesale price plus freight and tax. */
    purchaseAmount: z.number(),
    profit: z.number(),
    createTime: z.string(),
    payTime: z.string(),
    pushTime: z.string(),
    settleTime: z.string(),
    /** When the buyer reminded the shop to ship (spec §4: once per order); '' when not. */
    remindTime: z.string(),
    /** 1 once escrow has been paid to the seller. */
    settled: z.number(),
    returnReason: z.number().nullable(),
    returnDetail: z.string(),
  }),
);
export type SellerOrderVo = z.infer<typeof SellerOrderVo>;

/**
 * seller/orders!push: the order, and the fund password, as every payment out of a wallet asks
 * (issue 51); a seller without one is answered "999" (AUTH_SAFEWORD_NOT_SET).
 */
export const SellerOrderPushParams = deferred(() =>
  z.object({ orderId: requiredId, safeword: z.preprocess(blank, z.string().max(64)) }),
);

// ---------------------------------------------------------------- console (operations)

export const AdminOrderListParams = deferred(() =>
  PageParams.extend({
    status: optionalInt(-1, 6),
    refundStatus: optionalInt(0, 3),
    orderNo: optionalText(64),
  }),
);

export const AdminOrderVo = deferred(() =>
  SellerOrderVo.extend({
    sellerName: z.string(),
    carrier: z.string(),
    trackingNo: z.string(),
    refundNote: z.string(),
    contacts: z.string(),
    country: z.string(),
    city: z.string(),
  }),
);
export type AdminOrderVo = z.infer<typeof AdminOrderVo>;

export const AdminOrderShipParams = deferred(() =>
  z.object({
    orderId: requiredId,
    carrier: requiredText(64),
    trackingNo: requiredText(64),
  }),
);

export const AdminRefundDecisionParams = deferred(() =>
  z.object({
    orderId: requiredId,
    approve: z.preprocess(blank, z.coerce.number().int().min(0).max(1)),
    reason: optionalText(500),
  }),
);

export const AdminManualRefundParams = deferred(() =>
  z.object({ orderId: requiredId, reason: requiredText(500) }),
);
