import { z } from 'zod';
import { deferred } from '../deferred.js';
import { GoodsVo, SellerVo } from '../catalog/shapes.js';
import { PageParams, requiredId } from '../params.js';

/** keepGoods!add / keepGoods!del */
export const KeepGoodsParams = deferred(() => z.object({ sellerGoodsId: requiredId }));

/** focusSeller!add / focusSeller!del: `sellerId` counts (some clients also send focusSellerId). */
export const FocusSellerParams = deferred(() => z.object({ sellerId: requiredId }));

export const KeepGoodsListParams = PageParams;
export const FocusSellerListParams = PageParams;

/**
 * keepGoods!list items: GoodsVo, except that the discount window is given as date strings
 * (`YYYY-MM-DD HH:mm:ss`, UTC) as the existing client expects (contract §1.3).
 */
export const KeptGoodsVo = deferred(() =>
  GoodsVo.extend({
    discountStartTime: z.string().nullable(),
    discountEndTime: z.string().nullable(),
    /** When the buyer added it to favourites. */
    keepTime: z.string(),
  }),
);
export type KeptGoodsVo = z.infer<typeof KeptGoodsVo>;

/** focusSeller!list items: the follow record and the shop (contract §1.3). */
export const FocusRecordVo = deferred(() =>
  z.object({
    sellerId: z.string(),
    createTime: z.string(),
    sellerVo: SellerVo,
  }),
);
export type FocusRecordVo = z.infer<typeof FocusRecordVo>;
