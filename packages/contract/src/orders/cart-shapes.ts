import { z } from 'zod';
import { SkuAttribute } from '../catalog/shapes.js';
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
