import type { GoodsVo } from '@caravan/contract';
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { goodsViews, sellerGoods, sellers, sellerViewsHourly } from '../../db/schema/index.js';
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

/** The view-recording statement (see recordGoodsView). */
const viewStatement = preparedPerDatabase((db) => {
  const seen = db.$with('seen').as(
    db
      .insert(goodsViews)
      .values({
        sellerGoodsId: sql.placeholder('id'),
        viewer: sql.placeholder('viewer'),
        day: sql.placeholder('day'),
      })
      .onConflictDoNothing()
      .returning({ sellerGoodsId: goodsViews.sellerGoodsId }),
  );
  const listing = db.$with('listing').as(
    db
      .update(sellerGoods)
      .set({ viewsNum: sql`${sellerGoods.viewsNum} + 1` })
      .where(inArray(sellerGoods.id, db.select({ id: seen.sellerGoodsId }).from(seen)))
      .returning({ sellerId: sellerGoods.sellerId }),
  );
  // The shop's views of the hour, for the seller dashboard's days in the seller's time zone.
  const hourly = db.$with('hourly').as(
    db
      .insert(sellerViewsHourly)
      .select(
        db
          .select({
            sellerId: listing.sellerId,
            hour: sql`${sql.placeholder('hour')}::timestamptz`.as('hour'),
            views: sql`1`.as('views'),
          })
          .from(listing),
      )
      .onConflictDoUpdate({
        target: [sellerViewsHourly.sellerId, sellerViewsHourly.hour],
        set: { views: sql`${sellerViewsHourly.views} + 1` },
      })
      .returning({ sellerId: sellerViewsHourly.sellerId }),
  );
  return db
    .with(seen, listing, hourly)
    .update(sellers)
    .set({ viewsNum: sql`${sellers.viewsNum} + 1` })
    .where(inArray(sellers.id, db.select({ id: listing.sellerId }).from(listing)))
    .prepare('caravan_goods_view');
});

/**
 * Counts a page view once per viewer (user, or client address) per listing per UTC day, so that
 * refreshing does not inflate the figure; the shop's views rise with it, and its views of the hour
 * (the seller dashboard's). One statement: the changes happen together or not at all. Recorded on every detail view, so its statement is built
 * once and prepared on each connection, like the detail statement.
 */
export async function recordGoodsView(
  db: DbOrTx,
  sellerGoodsId: string,
  viewer: string,
  now: Date,
): Promise<void> {
  const hour = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
  await viewStatement(db).execute({
    id: sellerGoodsId,
    viewer,
    day: now.toISOString().slice(0, 10),
    hour: hour.toISOString(),
  });
}
