import { z } from 'zod';
import { deferred } from '../deferred.js';
import { EvaluationVo, SkuAttribute, wholesaleTermsFields } from '../catalog/shapes.js';
import { LANGUAGES } from '../languages.js';

// What the seller panel's endpoints answer (contract §3.1; never seen, so ours). Amounts are JSON
// numbers at 2 dp rounded down (contract §2.5), ratios numbers at 4 dp (0.15 is 15 %), product
// times epoch milliseconds (§2.4), other times `YYYY-MM-DD HH:mm:ss` in UTC, days `YYYY-MM-DD` in
// the request's time zone.

/** sysParaProduct!info: the profit a listing's selling price may carry over the wholesale price. */
export const ProfitRangeVo = deferred(() =>
  z.object({
    /** The lowest selling price is systemPrice × (1 + minProfitRatio), rounded up to the cent. */
    minProfitRatio: z.number(),
    /** The highest is systemPrice × (1 + maxProfitRatio), rounded down to the cent. */
    maxProfitRatio: z.number(),
  }),
);
export type ProfitRangeVo = z.infer<typeof ProfitRangeVo>;

/** Where a good is filed: its top category and, when filed under a child, that subcategory. */
const filing = deferred(() => ({
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  secondaryCategoryId: z.string().nullable(),
  secondaryCateName: z.string().nullable(),
}));

/** The selling prices a listing of the good may have now (sysParaProduct!info applied to it). */
const priceRange = deferred(() => ({
  minSellingPrice: z.number(),
  maxSellingPrice: z.number(),
}));

/** seller/systemGoods!list items: a good of the platform's catalogue, and whether the shop lists it. */
export const LibraryGoodsVo = deferred(() =>
  z.object({
    goodsId: z.string(),
    /** In the request's language, English when it has no translation. */
    name: z.string(),
    imgUrl: z.string().nullable(),
    ...filing,
    systemPrice: z.number(),
    stock: z.number(),
    unit: z.string().nullable(),
    buyMin: z.number(),
    freightAmount: z.number(),
    goodsTax: z.number(),
    skuCount: z.number(),
    ...priceRange,
    /** 1 when the shop lists the good already (sellerGoodsId is then its listing). */
    isListed: z.number(),
    sellerGoodsId: z.string().nullable(),
    /** The shop's listing's selling price and shelf state; null when not listed. */
    sellingPrice: z.number().nullable(),
    isShelf: z.number().nullable(),
  }),
);
export type LibraryGoodsVo = z.infer<typeof LibraryGoodsVo>;

/** seller/systemGoods!search-keyword and seller/goods!search-keyword items: names for suggestions. */
export const GoodsNameVo = deferred(() =>
  z.object({
    goodsId: z.string(),
    /** The shop's listing of it (always set for goods!search-keyword). */
    sellerGoodsId: z.string().nullable(),
    name: z.string(),
  }),
);
export type GoodsNameVo = z.infer<typeof GoodsNameVo>;

/**
 * A listing as its shop manages it (seller/goods!list, !search-goods, !addOrUpdate, !update).
 * `id` is the listing's id (sent back as `sellerGoodsId`). Unlike GoodsVo, the discount fields
 * show the discount as set, running or not: `discountActive` says whether it runs now.
 */
export const SellerListingVo = deferred(() =>
  z.object({
    id: z.string(),
    goodsId: z.string(),
    name: z.string(),
    imgUrl: z.string().nullable(),
    ...filing,
    unit: z.string().nullable(),
    systemPrice: z.number(),
    sellingPrice: z.number(),
    /** sellingPrice − systemPrice: what one unit earns at the listed price. */
    profit: z.number(),
    /** profit / systemPrice (4 dp), as GoodsVo's profitRatio. */
    profitRatio: z.number(),
    ...priceRange,
    discountRatio: z.number().nullable(),
    discountStartTime: z.number().nullable(),
    discountEndTime: z.number().nullable(),
    /** The price under the discount as set (null without one), and what a unit earns then. */
    discountPrice: z.number().nullable(),
    discountProfit: z.number().nullable(),
    /** 1 while the discount window is open (buyers pay discountPrice). */
    discountActive: z.number(),
    /** The shop's shelf switch. */
    isShelf: z.number(),
    /** 0 when the platform took the good off sale: the listing is hidden whatever isShelf says. */
    goodsShelf: z.number(),
    stock: z.number(),
    skuCount: z.number(),
    /** Units sold in paid orders whose refund did not go through. */
    soldNum: z.number(),
    viewsNum: z.number(),
    /** Epoch ms when marked recommended / new in the shop; 0 when not. */
    recTime: z.number(),
    newTime: z.number(),
    /** Epoch ms when last put on the shelf / taken off it; 0 when never. */
    upTime: z.number(),
    stopTime: z.number(),
    createTime: z.number(),
    ...wholesaleTermsFields,
  }),
);
export type SellerListingVo = z.infer<typeof SellerListingVo>;

/** seller/goods!shelfBatch and !updateDisProBatch: how many listings changed. */
export const BatchResultVo = deferred(() => z.object({ updated: z.number() }));

/** One SKU of a listing: its wholesale price and what it sells for in the shop. */
export const ListingSkuVo = deferred(() =>
  z.object({
    skuId: z.string(),
    attributes: z.array(SkuAttribute),
    imgUrl: z.string().nullable(),
    stock: z.number(),
    /** The SKU's own wholesale price, or the good's. */
    systemPrice: z.number(),
    /** Every SKU sells at the listing's price (and its discount while it runs). */
    sellingPrice: z.number(),
    discountPrice: z.number().nullable(),
    /** What one unit of this SKU earns at the price buyers pay now. */
    profit: z.number(),
  }),
);

/** seller/goods!sellerGoodsSkuInfo: a listing's prices and its SKUs ([] for a good without). */
export const ListingSkuInfoVo = deferred(() =>
  z.object({
    id: z.string(),
    goodsId: z.string(),
    name: z.string(),
    imgUrl: z.string().nullable(),
    systemPrice: z.number(),
    sellingPrice: z.number(),
    discountPrice: z.number().nullable(),
    discountActive: z.number(),
    skus: z.array(ListingSkuVo),
    /** The shop's own descriptions by language (buyers see the platform's where it has none). */
    des: z.partialRecord(z.enum(LANGUAGES), z.string()),
  }),
);
export type ListingSkuInfoVo = z.infer<typeof ListingSkuInfoVo>;

/** seller/seller!info and !update: the caller's shop as its owner edits and watches it. */
export const ShopProfileVo = deferred(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    /** The shop's logo. */
    avatar: z.string().nullable(),
    banner: z.string().nullable(),
    shopRemark: z.string().nullable(),
    contact: z.string().nullable(),
    /** 1 open, 0 closed by the platform. */
    status: z.number(),
    createTime: z.string(),
    sellerGoodsNum: z.number(),
    soldNum: z.number(),
    viewsNum: z.number(),
    focusNum: z.number(),
    reviewNum: z.number(),
    /** The share of positive reviews, 0…1 (as SellerVo's). */
    highOpinion: z.number(),
  }),
);
export type ShopProfileVo = z.infer<typeof ShopProfileVo>;

/** seller/evaluation!list items: a review (as buyers see it) with the listing it is about. */
export const ShopReviewVo = deferred(() =>
  EvaluationVo.extend({
    goodsId: z.string(),
    goodsName: z.string(),
    goodsIcon: z.string().nullable(),
  }),
);
export type ShopReviewVo = z.infer<typeof ShopReviewVo>;

/** seller/focusSeller!list items: a follower, its name masked as on reviews. */
export const FollowerVo = deferred(() =>
  z.object({
    userName: z.string(),
    avatar: z.string(),
    followTime: z.string(),
  }),
);
export type FollowerVo = z.infer<typeof FollowerVo>;

/**
 * A shop's figures over a span of days:
 * - orders: orders paid in the span whose refund did not go through; `salesAmount` their goods at
 *   the prices paid (prizeReal), `profit` their margin (salesAmount − wholesale price), earned once
 *   settled;
 * - settled: orders the ledger settled to the shop in the span; `settledAmount` what it paid into
 *   the shop's wallet (the order's total), `settledProfit` that less what purchasing them cost;
 * - `viewsNum` product-page views of the shop's goods (once per viewer, listing and day);
 *   `newFollowers` follows made in the span (and not undone).
 */
export const ShopFiguresVo = deferred(() =>
  z.object({
    orderNum: z.number(),
    salesAmount: z.number(),
    profit: z.number(),
    settledNum: z.number(),
    settledAmount: z.number(),
    settledProfit: z.number(),
    viewsNum: z.number(),
    newFollowers: z.number(),
  }),
);
export type ShopFiguresVo = z.infer<typeof ShopFiguresVo>;

/** One day's figures (instrument-panel!line, report!list); days without activity are zeros. */
export const ShopDayVo = deferred(() => ShopFiguresVo.extend({ day: z.string() }));
export type ShopDayVo = z.infer<typeof ShopDayVo>;

/** instrument-panel!head: today's figures, the range's, and the shop's standing totals. */
export const DashboardHeadVo = deferred(() =>
  z.object({
    /** The time zone the days are counted in. */
    tz: z.string(),
    todayDate: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    today: ShopFiguresVo,
    period: ShopFiguresVo,
    focusNum: z.number(),
    sellerGoodsNum: z.number(),
    /** Paid orders waiting for the shop to purchase them (status 1). */
    waitingPurchase: z.number(),
  }),
);
export type DashboardHeadVo = z.infer<typeof DashboardHeadVo>;

/** instrument-panel!goods items: a listing's sales in the range. */
export const TopGoodsVo = deferred(() =>
  z.object({
    id: z.string(),
    goodsId: z.string(),
    name: z.string(),
    imgUrl: z.string().nullable(),
    /** Units sold, in how many orders, for how much, earning how much. */
    quantity: z.number(),
    orderNum: z.number(),
    salesAmount: z.number(),
    profit: z.number(),
  }),
);
export type TopGoodsVo = z.infer<typeof TopGoodsVo>;

/** instrument-panel!stats: the shop's orders by status now (contract §1.5 status codes). */
export const OrderStatsVo = deferred(() =>
  z.object({
    total: z.number(),
    /** 0 */
    pendingPayment: z.number(),
    /** 1: paid, waiting for the shop to purchase them. */
    waitingPurchase: z.number(),
    /** 2 */
    stocking: z.number(),
    /** 3 */
    shipped: z.number(),
    /** 4 */
    received: z.number(),
    /** 5 */
    completed: z.number(),
    /** 6: with a refund request or decision. */
    refund: z.number(),
    /** Of those, the ones still waiting for the decision. */
    refunding: z.number(),
    /** −1 */
    cancelled: z.number(),
  }),
);
export type OrderStatsVo = z.infer<typeof OrderStatsVo>;

/** report!head: a range's totals. */
export const ReportHeadVo = deferred(() =>
  ShopFiguresVo.extend({
    tz: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    days: z.number(),
  }),
);
export type ReportHeadVo = z.infer<typeof ReportHeadVo>;
