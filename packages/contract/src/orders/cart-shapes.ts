import { z } from 'zod';
import { SkuAttribute, wholesaleTermsFields } from '../catalog/shapes.js';
import { deferred } from '../deferred.js';
import {
  blankToUndefined as blank,
  optionalId,
  optionalInt,
  optionalText,
  PageParams,
  requiredId,
} from '../params.js';
import { quantity, skuParam } from './line-params.js';

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
    /** 1: a sample line, at the sample price (ADR 037). */
    isSample: z.number(),
    /** The discount running now, every rung alike (null: none): the ladder's prices now follow. */
    discountRatio: z.number().nullable(),
    /** The listing's terms: `sellingPrice` above is the unit price of this line's quantity's rung. */
    ...wholesaleTermsFields,
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
    /** 1: the listing's sample (at most its sample limit, once per buyer; ADR 037). */
    sample: optionalInt(0, 1),
  }),
);

export const CartUpdateParams = deferred(() =>
  z.object({
    sellerGoodsId: requiredId,
    skuId: skuParam,
    buyNum: z.preprocess(blank, z.coerce.number().int().min(1).max(1_000_000).optional()),
    /** 1 removes the line. */
    isMove: optionalInt(0, 1),
    /** 1: the sample line of the listing. */
    sample: optionalInt(0, 1),
  }),
);
