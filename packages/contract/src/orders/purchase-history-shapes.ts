import { z } from 'zod';
import { SkuAttribute } from '../catalog/shapes.js';
import { deferred } from '../deferred.js';

/**
 * order!purchased items (ours, spec §2's purchase history): a line of a paid order, newest first,
 * with what buying it again would take now.
 */
export const PurchasedGoodsVo = deferred(() =>
  z.object({
    /** The order line. */
    id: z.string(),
    orderId: z.string(),
    orderNo: z.string(),
    /** When the order was paid, `YYYY-MM-DD HH:mm:ss` UTC. */
    buyTime: z.string(),
    sellerGoodsId: z.string(),
    /** `-1` for a listing without SKUs (as the cart's lines). */
    skuId: z.string(),
    goodsName: z.string(),
    goodsIcon: z.string().nullable(),
    attributes: z.array(SkuAttribute),
    goodsNum: z.number(),
    /** What the buyer paid per unit then. */
    paidPrice: z.number(),
    sellerId: z.string(),
    sellerName: z.string(),
    /** The listing's price now, after any discount. */
    sellingPrice: z.number(),
    buyMin: z.number(),
    /** 1 while the listing is on sale in an open shop and its option still exists: "Buy again". */
    isValid: z.number(),
  }),
);
export type PurchasedGoodsVo = z.infer<typeof PurchasedGoodsVo>;
