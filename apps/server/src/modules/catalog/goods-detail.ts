import type { GoodsVo } from '@caravan/contract';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { toWire } from '../../lib/money.js';
import { followedAmong, keptAmong } from './viewer-flags.js';
import { presentGoods, presentSeller } from './catalog.presenter.js';
import type { ReadContext } from './catalog.service.js';
import { goodsDetailRow, type SkuRow } from './goods-rows.repository.js';
import { localiseOptions } from './option-names.js';

/**
 * sellerGoods!info: one listing with its shop; with a SKU, that SKU's attributes, without one the
 * attributes to choose from and every SKU. Unknown, off-sale or in a closed shop → code "1".
 * One statement reads the listing, its shop and its SKUs.
 */
export async function goodsDetail(
  db: DbOrTx,
  input: { sellerGoodsId: string; skuId?: string | undefined },
  ctx: ReadContext,
): Promise<GoodsVo> {
  const row = await goodsDetailRow(db, input.sellerGoodsId, ctx.lang);
  if (!row) throw new AppError('CATALOG_GOODS_NOT_FOUND');
  if (row.shop.status !== 1) throw new AppError('CATALOG_SHOP_NOT_FOUND');
  if (row.isShelf !== 1 || row.goodsShelf !== 1) throw new AppError('CATALOG_GOODS_OFF_SHELF');
  const [kept, followed] = ctx.viewerId
    ? await Promise.all([
        keptAmong(db, ctx.viewerId, [row.id]),
        followedAmong(db, ctx.viewerId, [row.sellerId]),
      ])
    : [new Set<string>(), new Set<string>()];
  const good: GoodsVo = {
    ...presentGoods(row, presentSeller(row.shop, followed.has(row.sellerId)), ctx.now),
    isKeep: kept.has(row.id) ? 1 : 0,
  };
  const options = await localiseOptions(
    db,
    ctx.lang,
    row.skus.map((s) => s.attributes),
  );
  return withSkus(
    good,
    row.skus.map((s, i) => ({ ...s, attributes: options[i] ?? s.attributes })),
    input.skuId,
  );
}

/**
 * A presented good with its SKUs: with `skuId`, that SKU's attributes (an unknown one is a
 * parameter error); without, the attributes to choose from and every SKU.
 */
export function withSkus(good: GoodsVo, skus: readonly SkuRow[], skuId: string | undefined): GoodsVo {
  if (skuId) {
    const sku = skus.find((s) => s.id === skuId);
    if (!sku) throw new AppError('COMMON_PARAM_INVALID', { field: 'skuId' });
    return { ...good, attributes: sku.attributes };
  }
  const names = [...new Set(skus.flatMap((s) => s.attributes.map((a) => a.attrName)))];
  return {
    ...good,
    canSelectAttributes: {
      attributes: names.map((attrName) => ({
        attrName,
        values: [
          ...new Set(
            skus.flatMap((s) => s.attributes.filter((a) => a.attrName === attrName).map((a) => a.attrValue)),
          ),
        ],
      })),
      skus: skus.map((s) => ({
        skuId: s.id,
        attributes: s.attributes,
        price: s.price === null ? null : toWire(s.price),
        stock: s.stock,
        imgUrl: s.imgUrl,
      })),
    },
  };
}
