import { z } from 'zod';
import { PageParams, optionalId, optionalInt, requiredId, requiredText } from '../params.js';

/** Sort flags: 1 ascending, 2 descending (contract §1.1 guess, as later clients use them). */
const sortFlag = optionalInt(0, 2);

export const SellerGoodsListParams = PageParams.extend({
  sellerId: optionalId,
  categoryId: optionalId,
  isNew: sortFlag,
  isHot: sortFlag,
  isPrice: sortFlag,
  isRec: optionalInt(0, 1),
  recTime: optionalInt(0),
  discount: optionalInt(0, 1),
});
export type SellerGoodsListParams = z.infer<typeof SellerGoodsListParams>;

/** recommend_new: type 1 recommended, 0 new, 2 hot. */
export const RecommendNewParams = PageParams.extend({
  type: optionalInt(0, 2),
});
export type RecommendNewParams = z.infer<typeof RecommendNewParams>;

export const SellerListParams = PageParams.extend({
  isRec: optionalInt(0, 1),
});
export type SellerListParams = z.infer<typeof SellerListParams>;

export const CategoryTreeParams = z.object({
  showHidden: optionalInt(0, 1),
});

export const BannerListParams = z.object({
  type: z.preprocess((v) => (v === '' ? undefined : v), z.string().max(32).optional()),
});

export const SubscribeParams = z.object({
  email: requiredText(64),
});

/** sellerGoods!info: `skuId` empty or -1 means none (contract §1.1). */
export const GoodsInfoParams = z.object({
  sellerGoodsId: requiredId,
  skuId: z.preprocess((v) => (v === '' || v === '-1' || v === -1 ? undefined : v), z.uuid().optional()),
});

/** seller!info, seller!getCategory: the shop (falls back to the logged-in seller's own). */
export const SellerIdParams = z.object({ sellerId: optionalId });

/** category!sellerTree (GET) */
export const SellerTreeParams = z.object({ sellerId: optionalId, showHidden: optionalInt(0, 1) });
