import type { GoodsVo } from '@caravan/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { goodsSkus, goodsViews, sellerGoods, sellers } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { toWire } from '../../lib/money.js';
import { presentGoodsRows, type ReadContext } from './catalog.service.js';
import { goodsRowsByIds } from './goods.repository.js';

/**
 * sellerGoods!info: one listing with its shop; with a SKU, that SKU's attributes, without one the
 * attributes to choose from and every SKU. Unknown, off-sale or in a closed shop → code "1".
 */
export async function goodsDetail(
  db: DbOrTx,
  input: { sellerGoodsId: string; skuId?: string | undefined },
  ctx: ReadContext,
): Promise<GoodsVo> {
  const [row] = await goodsRowsByIds(db, [input.sellerGoodsId], ctx.lang);
  if (!row) throw new AppError('CATALOG_GOODS_NOT_FOUND');
  const [good] = await presentGoodsRows(db, [row], ctx);
  if (!good) throw new AppError('CATALOG_GOODS_NOT_FOUND');
  // The shop comes with the presented good; it is not read a second time.
  if (good.seller?.status !== 1) throw new AppError('CATALOG_SHOP_NOT_FOUND');
  if (row.isShelf !== 1 || row.goodsShelf !== 1) throw new AppError('CATALOG_GOODS_OFF_SHELF');
  const skus = await db
    .select()
    .from(goodsSkus)
    .where(eq(goodsSkus.goodsId, row.goodsId))
    .orderBy(asc(goodsSkus.sort));
  if (input.skuId) {
    const sku = skus.find((s) => s.id === input.skuId);
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

/**
 * Counts a page view once per viewer (user, or client address) per listing per UTC day, so that
 * refreshing does not inflate the figure; the shop's views rise with it.
 */
export async function recordGoodsView(
  db: DbOrTx,
  sellerGoodsId: string,
  viewer: string,
  now: Date,
): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  const inserted = await db
    .insert(goodsViews)
    .values({ sellerGoodsId, viewer, day })
    .onConflictDoNothing()
    .returning();
  if (inserted.length === 0) return;
  const [listing] = await db
    .update(sellerGoods)
    .set({ viewsNum: sql`${sellerGoods.viewsNum} + 1` })
    .where(eq(sellerGoods.id, sellerGoodsId))
    .returning({ sellerId: sellerGoods.sellerId });
  if (listing) {
    await db
      .update(sellers)
      .set({ viewsNum: sql`${sellers.viewsNum} + 1` })
      .where(eq(sellers.id, listing.sellerId));
  }
}
