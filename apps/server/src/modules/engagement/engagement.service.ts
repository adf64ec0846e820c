import type { FocusRecordVo, KeptGoodsVo } from '@caravan/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { focusSellers, keepGoods, sellerGoods, sellers, systemGoods } from '../../db/schema/index.js';
import { formatDateTime } from '../../lib/dates.js';
import { AppError } from '../../lib/errors.js';
import { presentSeller, presentGoodsRows, type ReadContext, goodsRowsByIds } from '../catalog/index.js';
import { readPage, toPage, windowOf, type Page, type Paging } from '../../lib/paging.js';

/** Adds a listing on sale to the buyer's favourites; a second add is a clear error. */
export async function keepGood(db: DbOrTx, userId: string, sellerGoodsId: string, now: Date): Promise<void> {
  const [listing] = await db
    .select({ id: sellerGoods.id })
    .from(sellerGoods)
    .innerJoin(systemGoods, eq(systemGoods.id, sellerGoods.goodsId))
    .innerJoin(sellers, eq(sellers.id, sellerGoods.sellerId))
    .where(
      and(
        eq(sellerGoods.id, sellerGoodsId),
        eq(sellerGoods.isShelf, 1),
        eq(systemGoods.isShelf, 1),
        eq(sellers.status, 1),
      ),
    );
  if (!listing) throw new AppError('CATALOG_GOODS_NOT_FOUND');
  const inserted = await db
    .insert(keepGoods)
    .values({ userId, sellerGoodsId, createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (inserted.length === 0) throw new AppError('CATALOG_ALREADY_KEPT');
}

export async function unkeepGood(db: DbOrTx, userId: string, sellerGoodsId: string): Promise<void> {
  await db
    .delete(keepGoods)
    .where(and(eq(keepGoods.userId, userId), eq(keepGoods.sellerGoodsId, sellerGoodsId)));
}

export async function countKept(db: DbOrTx, userId: string): Promise<number> {
  return db.$count(keepGoods, eq(keepGoods.userId, userId));
}

/** The buyer's favourites, newest first; goods taken off sale stay listed (isShelf 0). */
export async function listKept(db: DbOrTx, userId: string, paging: Paging, ctx: ReadContext) {
  const { rows: kept, total } = await readPage(
    db
      .select({ id: keepGoods.sellerGoodsId, at: keepGoods.createdAt })
      .from(keepGoods)
      .where(eq(keepGoods.userId, userId))
      .orderBy(desc(keepGoods.createdAt), keepGoods.sellerGoodsId),
    windowOf(paging),
    countKept(db, userId),
  );
  const rows = await goodsRowsByIds(
    db,
    kept.map((k) => k.id),
    ctx.lang,
  );
  const presented = new Map(
    (await presentGoodsRows(db, rows, { ...ctx, viewerId: userId })).map((g) => [g.id, g]),
  );
  const pageList: KeptGoodsVo[] = kept.flatMap((k) => {
    const good = presented.get(k.id);
    if (!good) return [];
    return [
      {
        ...good,
        discountStartTime:
          good.discountStartTime === null ? null : formatDateTime(new Date(good.discountStartTime)),
        discountEndTime:
          good.discountEndTime === null ? null : formatDateTime(new Date(good.discountEndTime)),
        keepTime: formatDateTime(k.at),
      },
    ];
  });
  return toPage(pageList, paging, total);
}

/**
 * Follows an open shop, not twice. A seller's account follows no shop: not its own, nor another
 * (spec §6). The shop's follower figure follows (trigger).
 */
export async function followShop(
  db: DbOrTx,
  actor: { userId: string; sellerId: string | null },
  sellerId: string,
  now: Date,
): Promise<void> {
  if (actor.sellerId !== null) {
    throw new AppError(
      actor.sellerId === sellerId ? 'CATALOG_CANNOT_FOLLOW_SELF' : 'CATALOG_SELLER_CANNOT_FOLLOW',
    );
  }
  const [shop] = await db
    .select({ id: sellers.id })
    .from(sellers)
    .where(and(eq(sellers.id, sellerId), eq(sellers.status, 1)));
  if (!shop) throw new AppError('CATALOG_SHOP_NOT_FOUND');
  const inserted = await db
    .insert(focusSellers)
    .values({ userId: actor.userId, sellerId, createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (inserted.length === 0) throw new AppError('CATALOG_ALREADY_FOLLOWED');
}

export async function unfollowShop(db: DbOrTx, userId: string, sellerId: string) {
  await db
    .delete(focusSellers)
    .where(and(eq(focusSellers.userId, userId), eq(focusSellers.sellerId, sellerId)));
}

export async function countFollowed(db: DbOrTx, userId: string): Promise<number> {
  return db.$count(focusSellers, eq(focusSellers.userId, userId));
}

/** The shops a buyer follows, newest first, with their real figures. */
export async function listFollowed(db: DbOrTx, userId: string, paging: Paging): Promise<Page<FocusRecordVo>> {
  const { rows, total } = await readPage(
    db
      .select({ shop: sellers, at: focusSellers.createdAt })
      .from(focusSellers)
      .innerJoin(sellers, eq(sellers.id, focusSellers.sellerId))
      .where(eq(focusSellers.userId, userId))
      .orderBy(desc(focusSellers.createdAt), focusSellers.sellerId),
    windowOf(paging),
    countFollowed(db, userId),
  );
  return toPage(
    rows.map((r) => ({
      sellerId: r.shop.id,
      createTime: formatDateTime(r.at),
      sellerVo: presentSeller(r.shop, true),
    })),
    paging,
    total,
  );
}
