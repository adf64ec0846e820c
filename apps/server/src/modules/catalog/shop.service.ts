import { LATE_SHIPMENT_DAYS, type CategoryItem, type CategoryVo, type SellerVo } from '@caravan/contract';
import { and, count, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { lateCompensations, orders, sellerGoods, sellers, systemGoods } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { followedAmong } from './viewer-flags.js';
import { buildCategoryTree, presentCategory, presentSeller } from './catalog.presenter.js';
import type { ReadContext } from './catalog.service.js';
import { listAllCategories } from './category.repository.js';

/** The shop asked for, or the logged-in seller's own when none is named (contract §1.1). */
export function shopIdFor(sellerId: string | undefined, actor: { sellerId: string | null } | null): string {
  const id = sellerId ?? actor?.sellerId;
  if (!id) throw new AppError('CATALOG_SHOP_NOT_FOUND');
  return id;
}

/**
 * seller!info: an open shop with its real figures and whether the viewer follows it; its late
 * shipments of the last LATE_SHIPMENT_DAYS days are counted from the compensations they earned.
 */
export async function shopInfo(db: DbOrTx, sellerId: string, ctx: ReadContext): Promise<SellerVo> {
  const [shop] = await db.select().from(sellers).where(eq(sellers.id, sellerId));
  if (!shop || shop.status !== 1) throw new AppError('CATALOG_SHOP_NOT_FOUND');
  const followed = ctx.viewerId ? await followedAmong(db, ctx.viewerId, [sellerId]) : new Set<string>();
  const since = new Date(ctx.now.getTime() - LATE_SHIPMENT_DAYS * 86_400_000);
  const [late] = await db
    .select({ n: count() })
    .from(lateCompensations)
    .innerJoin(orders, eq(orders.id, lateCompensations.orderId))
    .where(and(eq(orders.sellerId, sellerId), gt(lateCompensations.createdAt, since)));
  return {
    ...presentSeller(shop, followed.has(sellerId)),
    banner: shop.banner,
    contact: shop.contact,
    lateShipments: late?.n ?? 0,
  };
}

/** The (second-level) categories a shop has goods on sale in. */
async function categoriesInUse(db: DbOrTx, sellerId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ id: systemGoods.categoryId })
    .from(sellerGoods)
    .innerJoin(systemGoods, eq(systemGoods.id, sellerGoods.goodsId))
    .where(and(eq(sellerGoods.sellerId, sellerId), eq(sellerGoods.isShelf, 1), eq(systemGoods.isShelf, 1)));
  return new Set(rows.map((r) => r.id));
}

/** category!sellerTree: the category tree limited to what a shop sells. */
export async function shopCategoryTree(
  db: DbOrTx,
  sellerId: string,
  lang: string,
  includeHidden: boolean,
): Promise<CategoryVo[]> {
  const [used, all] = await Promise.all([
    categoriesInUse(db, sellerId),
    listAllCategories(db, lang, includeHidden),
  ]);
  const parents = new Set(all.filter((c) => used.has(c.id) && c.parentId).map((c) => c.parentId as string));
  return buildCategoryTree(
    all.filter((c) => used.has(c.id) || parents.has(c.id) || (c.parentId === null && used.has(c.id))),
  );
}

/** seller!getCategory: the top-level categories a shop sells in. */
export async function shopTopCategories(db: DbOrTx, sellerId: string, lang: string): Promise<CategoryItem[]> {
  return (await shopCategoryTree(db, sellerId, lang, false)).map(({ subList: _subList, ...top }) => top);
}

/** category!listTop: every visible top-level category. */
export async function topCategories(db: DbOrTx, lang: string): Promise<CategoryItem[]> {
  return (await listAllCategories(db, lang, false)).filter((c) => c.parentId === null).map(presentCategory);
}
