import {
  SHOP_PICTURES,
  type FollowerVo,
  type Language,
  type ShopProfileVo,
  type ShopReviewVo,
} from '@caravan/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import {
  evaluations,
  focusSellers,
  goodsSkus,
  sellerGoods,
  sellers,
  systemGoods,
  users,
} from '../../db/schema/index.js';
import { formatDateTime } from '../../lib/dates.js';
import { AppError } from '../../lib/errors.js';
import { maskName } from '../../lib/mask-name.js';
import { readPage, toPage, windowOf, type Page, type Paging } from '../../lib/paging.js';
import type { FileStorage } from '../../lib/storage.js';
import { presentReviews, presentSeller, reviewColumns, reviewTypeCondition } from '../catalog/index.js';
import { storeNameTaken } from '../kyc/index.js';
import { isOwnUploadedImage } from '../uploads/index.js';
import { goodsName } from '../catalog/index.js';

// The shop's own page in the panel (contract §3.1 seller!info, seller!update), its reviews
// (evaluation!list) and its followers.

/** seller!info: the caller's shop (its contact is the application's until the shop changes it). */
export async function shopProfile(db: DbOrTx, sellerId: string): Promise<ShopProfileVo> {
  const [shop] = await db.select().from(sellers).where(eq(sellers.id, sellerId)).limit(1);
  if (!shop) throw new AppError('CATALOG_SHOP_NOT_FOUND');
  const figures = presentSeller(shop);
  return {
    id: shop.id,
    name: shop.name,
    avatar: shop.avatar,
    banner: shop.banner,
    shopRemark: shop.shopRemark,
    contact: shop.contact,
    status: shop.status,
    createTime: formatDateTime(shop.createdAt),
    sellerGoodsNum: figures.sellerGoodsNum,
    soldNum: figures.soldNum,
    viewsNum: figures.viewsNum,
    focusNum: figures.focusNum,
    reviewNum: figures.reviewNum,
    highOpinion: figures.highOpinion,
  };
}

export interface ShopChanges {
  name?: string | undefined;
  avatar?: string | undefined;
  banner?: string | undefined;
  shopRemark?: string | undefined;
  contact?: string | undefined;
  /** Pictures to remove; a new picture given for the same field wins. */
  clear?: readonly ('avatar' | 'banner')[] | undefined;
}

/**
 * seller!update: changes the fields given. A new picture must be the seller's own upload, still
 * stored (isOwnUploadedImage, as for the shop's application); one the shop already has is kept as
 * it is (an old client sends every field again). A name must be free (as when applying).
 */
export async function updateShop(
  db: Db,
  shop: { sellerId: string; userId: string },
  changes: ShopChanges,
  storage: FileStorage,
): Promise<void> {
  const pictures = { avatar: changes.avatar, banner: changes.banner };
  if (pictures.avatar !== undefined || pictures.banner !== undefined) {
    const [current] = await db
      .select({ avatar: sellers.avatar, banner: sellers.banner })
      .from(sellers)
      .where(eq(sellers.id, shop.sellerId));
    for (const field of SHOP_PICTURES) {
      const image = pictures[field];
      if (image === undefined || image === current?.[field]) continue;
      if (!(await isOwnUploadedImage(db, storage, shop.userId, image)))
        throw new AppError('SELLER_IMAGE_INVALID');
    }
  }
  const { clear = [], ...given } = changes;
  const set: Record<string, string | null> = Object.fromEntries(
    Object.entries(given).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  for (const field of clear) if (given[field] === undefined) set[field] = null;
  if (Object.keys(set).length === 0) return;
  await db.transaction(async (tx) => {
    if (changes.name !== undefined) {
      // Two shops renamed to one name at once queue here (the name's lock), and the second sees
      // the first's.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`shop-name:${changes.name.toLowerCase()}`}, 0))`,
      );
      if (await storeNameTaken(tx, shop.userId, changes.name)) {
        throw new AppError('KYC_STORE_NAME_TAKEN');
      }
    }
    await tx.update(sellers).set(set).where(eq(sellers.id, shop.sellerId));
  });
}

/**
 * evaluation!list (seller): reviews of the shop's goods, newest first, reviewers masked as buyers
 * see them. A listing that is not the shop's is not found.
 */
export async function shopReviews(
  db: DbOrTx,
  sellerId: string,
  input: Paging & { evaluationType?: number | undefined; sellerGoodsId?: string | undefined },
  lang: Language,
): Promise<Page<ShopReviewVo> & { evaluationNum: number }> {
  if (input.sellerGoodsId) {
    const [own] = await db
      .select({ id: sellerGoods.id })
      .from(sellerGoods)
      .where(and(eq(sellerGoods.id, input.sellerGoodsId), eq(sellerGoods.sellerId, sellerId)));
    if (!own) throw new AppError('COMMON_NOT_FOUND');
  }
  const where = and(
    eq(sellerGoods.sellerId, sellerId),
    input.sellerGoodsId ? eq(evaluations.sellerGoodsId, input.sellerGoodsId) : undefined,
    reviewTypeCondition(input.evaluationType),
  );
  const { rows, total } = await readPage(
    db
      .select({
        ...reviewColumns,
        goodsId: sellerGoods.goodsId,
        goodsName: goodsName(lang, sellerGoods.goodsId),
        images: systemGoods.images,
      })
      .from(evaluations)
      .innerJoin(sellerGoods, eq(sellerGoods.id, evaluations.sellerGoodsId))
      .innerJoin(systemGoods, eq(systemGoods.id, sellerGoods.goodsId))
      .innerJoin(users, eq(users.id, evaluations.userId))
      .leftJoin(goodsSkus, eq(goodsSkus.id, evaluations.skuId))
      .where(where)
      .orderBy(desc(evaluations.createdAt), desc(evaluations.id)),
    windowOf(input),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(evaluations)
      .innerJoin(sellerGoods, eq(sellerGoods.id, evaluations.sellerGoodsId))
      .where(where)
      .then((r) => r[0]?.n ?? 0),
  );
  const reviews = await presentReviews(db, lang, rows);
  const pageList = rows.map((r, index): ShopReviewVo => ({
    ...reviews[index]!,
    goodsId: r.goodsId,
    goodsName: r.goodsName,
    goodsIcon: r.images[0] ?? null,
  }));
  return { ...toPage(pageList, input, total), evaluationNum: total };
}

/** focusSeller!list (seller): who follows the shop, newest first, names masked. */
export async function shopFollowers(db: DbOrTx, sellerId: string, paging: Paging): Promise<Page<FollowerVo>> {
  const where = eq(focusSellers.sellerId, sellerId);
  const { rows, total } = await readPage(
    db
      .select({ username: users.username, avatar: users.avatar, createdAt: focusSellers.createdAt })
      .from(focusSellers)
      .innerJoin(users, eq(users.id, focusSellers.userId))
      .where(where)
      .orderBy(desc(focusSellers.createdAt), desc(focusSellers.userId)),
    windowOf(paging),
    db.$count(focusSellers, where),
  );
  return toPage(
    rows.map((r) => ({
      userName: maskName(r.username),
      avatar: String(r.avatar || 1),
      followTime: formatDateTime(r.createdAt),
    })),
    paging,
    total,
  );
}
