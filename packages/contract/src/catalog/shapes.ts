import { z } from 'zod';
import { deferred } from '../deferred.js';

/** The days over which seller!info counts a shop's late shipments. */
export const LATE_SHIPMENT_DAYS = 90;

/** A shop as buyers see it (contract §1.0 SellerVo). No fake counts: every figure is real. */
export const SellerVo = deferred(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    avatar: z.string().nullable(),
    status: z.number(),
    shopRemark: z.string().nullable(),
    mallLevel: z.string().nullable(),
    soldNum: z.number(),
    viewsNum: z.number(),
    sellerGoodsNum: z.number(),
    focusNum: z.number(),
    /**
     * The share of the shop's reviews that are positive (0…1, 4 dp, rounded down; 0 with no reviews).
     * Positive means what it means on a product: a review whose stars make it "good" (reviewLevel).
     */
    highOpinion: z.number(),
    /** How many reviews the shop's goods have, the base of highOpinion. */
    reviewNum: z.number(),
    isFocus: z.number(),
    onShelvesFlag: z.enum(['0', '1']),
    black: z.number(),
    fake: z.number(),
    fakeSoldNum: z.number(),
    signPdfUrl: z.string().nullable(),
    /** seller!info only (the store page's header): the banner and contact the shop set. */
    banner: z.string().nullable().optional(),
    contact: z.string().nullable().optional(),
    /**
     * seller!info only: the shop's orders of the last LATE_SHIPMENT_DAYS days that were shipped late
     * (paid and not shipped within the promised hours), each compensated to its buyer (issue 54).
     */
    lateShipments: z.number().optional(),
  }),
);
export type SellerVo = z.infer<typeof SellerVo>;

export const SkuAttribute = deferred(() =>
  z.object({
    attrName: z.string(),
    attrValue: z.string(),
  }),
);

export const Sku = deferred(() =>
  z.object({
    skuId: z.string(),
    attributes: z.array(SkuAttribute),
    price: z.number().nullable(),
    stock: z.number(),
    imgUrl: z.string().nullable(),
  }),
);

/** The selectable attributes of a good: attribute names with their values, and the SKUs. */
export const GoodSkuAttrDto = deferred(() =>
  z.object({
    attributes: z.array(z.object({ attrName: z.string(), values: z.array(z.string()) })),
    skus: z.array(Sku),
  }),
);

/** The nine optional image slots (`imgUrl1`…`imgUrl9`) a product and a review both have. */
const imgUrlFields = deferred(() => ({
  imgUrl1: z.string().nullable(),
  imgUrl2: z.string().nullable(),
  imgUrl3: z.string().nullable(),
  imgUrl4: z.string().nullable(),
  imgUrl5: z.string().nullable(),
  imgUrl6: z.string().nullable(),
  imgUrl7: z.string().nullable(),
  imgUrl8: z.string().nullable(),
  imgUrl9: z.string().nullable(),
}));

/**
 * An offer's wholesale terms (issue 53; rules in wholesale.ts). Old clients ignore them:
 * `sellingPrice` is the first rung's price and `buyMin` the minimum, as before.
 */
export const wholesaleTermsFields = deferred(() => ({
  /** The price ladder, rungs in ascending `minQty`: from `minQty` units on, each unit costs `price` (listed, before a discount). At least one rung. */
  priceTiers: z.array(z.object({ minQty: z.number(), price: z.number() })),
  /** The minimum order quantity: the first rung's start. */
  moq: z.number(),
  /** Quantities are multiples of this (1: every whole quantity). */
  packSize: z.number(),
  /** A sample's unit price, null when the offer has none. */
  samplePrice: z.number().nullable(),
  /** The most sample units one buyer may order, once; null with no sample. */
  sampleLimit: z.number().nullable(),
}));

/** The product item used by every product list and by product detail (contract §1.0 GoodsVo). */
export const GoodsVo = deferred(() =>
  z.object({
    id: z.string(),
    goodsId: z.string(),
    sellerId: z.string(),
    categoryId: z.string().nullable(),
    categoryName: z.string().nullable(),
    secondaryCategoryId: z.string().nullable(),
    secondaryCateName: z.string().nullable(),
    name: z.string(),
    soldNum: z.number(),
    viewsNum: z.number(),
    systemPrice: z.number(),
    sellingPrice: z.number(),
    profitRatio: z.number(),
    discountPrice: z.number().nullable(),
    discountRatio: z.number().nullable(),
    discountStartTime: z.number().nullable(),
    discountEndTime: z.number().nullable(),
    freightAmount: z.number(),
    /**
     * 1: ships free. 0: its order pays the freight schedule by weight (ADR 034: shipping fee +
     * rate per kg × weight + delivery fee, once per shop order); `freightAmount` no longer charges.
     */
    freightType: z.number(),
    /** What one unit weighs packed, in kg (3 dp); 0 when unknown. */
    weightKg: z.number(),
    goodsTax: z.number(),
    upTime: z.number(),
    createTime: z.number(),
    recTime: z.number(),
    newTime: z.number(),
    systemRecTime: z.number(),
    systemNewTime: z.number(),
    stopTime: z.number(),
    isShelf: z.number(),
    unit: z.string().nullable(),
    buyMin: z.number(),
    showWeight1: z.number(),
    showWeight2: z.number(),
    des: z.string().nullable(),
    /**
     * The language `des` is written in: the request's, or 'en' when neither the shop nor the
     * platform describes the good in it (the storefront marks it "shown in English"); null without
     * a description.
     */
    desLang: z.string().nullable(),
    imgDes: z.string().nullable(),
    ...imgUrlFields,
    imgUrl10: z.string().nullable(),
    seller: SellerVo.nullable(),
    isKeep: z.number(),
    isCombo: z.number(),
    attributes: z.array(SkuAttribute).nullable(),
    canSelectAttributes: GoodSkuAttrDto.nullable(),
    ...wholesaleTermsFields,
  }),
);
export type GoodsVo = z.infer<typeof GoodsVo>;

/** A category (contract §1.1): `id` and `categoryId` are the same value; `subList` holds children. */
export const CategoryItem = deferred(() =>
  z.object({
    id: z.string(),
    categoryId: z.string(),
    parentId: z.string().nullable(),
    name: z.string(),
    des: z.string().nullable(),
    sort: z.number(),
    iconImg: z.string().nullable(),
  }),
);
export type CategoryItem = z.infer<typeof CategoryItem>;

export type CategoryVo = CategoryItem & { subList: CategoryVo[] };
export const CategoryVo: z.ZodType<CategoryVo> = deferred(() =>
  CategoryItem.extend({
    subList: z.array(z.lazy(() => CategoryVo)),
  }),
);

export const BannerVo = deferred(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    subtitle: z.string().nullable(),
    imgUrl: z.string(),
    link: z.string().nullable(),
    type: z.string(),
    sort: z.number(),
  }),
);
export type BannerVo = z.infer<typeof BannerVo>;

/** index!home: everything the home page shows in one call. */
export const HomeVo = deferred(() =>
  z.object({
    banners: z.array(BannerVo),
    categories: z.array(CategoryVo),
    recommendGoods: z.array(GoodsVo),
    newGoods: z.array(GoodsVo),
    hotGoods: z.array(GoodsVo),
    discountGoods: z.array(GoodsVo),
    recommendSellers: z.array(SellerVo),
  }),
);
export type HomeVo = z.infer<typeof HomeVo>;

/** sellerGoods!search-keyword: shops and goods whose names match (suggestions). */
export const SearchSuggestionsVo = deferred(() =>
  z.object({
    sellerList: z.array(SellerVo),
    goodsList: z.array(z.object({ id: z.string(), goodsId: z.string(), name: z.string(), lang: z.string() })),
  }),
);
export type SearchSuggestionsVo = z.infer<typeof SearchSuggestionsVo>;

/** sellerGoods!categoryGoodCount: how many goods a shop has on sale in each top-level category. */
export const CategoryGoodCountVo = deferred(() =>
  z.object({
    categoryId: z.string(),
    categoryName: z.string(),
    goodsCount: z.number(),
  }),
);

/** A review as buyers see it (contract §1.6); the reviewer's name is masked. */
export const EvaluationVo = deferred(() =>
  z.object({
    id: z.string(),
    sellerGoodsId: z.string(),
    evaluationType: z.number(),
    rating: z.number(),
    content: z.string(),
    skuId: z.string().nullable(),
    attributes: z.array(SkuAttribute),
    ...imgUrlFields,
    userName: z.string(),
    avatar: z.string(),
    partyName: z.string(),
    partyAvatar: z.string(),
    isDefault: z.number(),
    createTimeStr: z.string(),
    commentTime: z.string(),
    countryName: z.string(),
  }),
);
export type EvaluationVo = z.infer<typeof EvaluationVo>;

/** evaluation!countType: counts as strings (contract §1.6). */
export const EvaluationCountVo = deferred(() =>
  z.object({
    havePicture: z.string(),
    positiveComments: z.string(),
    mediumReview: z.string(),
    negativeComment: z.string(),
  }),
);
