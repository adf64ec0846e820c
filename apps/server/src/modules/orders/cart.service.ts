import { MAX_CART_LINES, type CartItemVo, type Language } from '@caravan/contract';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { cartItems, goodsSkus, sellerGoods, sellers, systemGoods } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { amount, toWire } from '../../lib/money.js';
import { readPage, windowOf, type Paging } from '../../lib/paging.js';
import { discountActive, localiseOptions, presentTerms, termsOf, unitPriceAt } from '../catalog/index.js';
import { priceLines } from './checkout.service.js';
import { listingNowColumns, onSaleNow } from './orders.repository.js';
import { goodsName } from '../catalog/index.js';

// The server cart the mobile site uses (contract §1.4). Every change is checked exactly as a
// checkout line is (priceLines): the listing on sale, not the buyer's own, the SKU its own, the
// quantity within buyMin and the system maximum.

/** A line's SKU as the cart keys it: '-1' for a listing without SKUs. */
export const skuKey = (skuId: string | null | undefined) => skuId ?? '-1';

function lineWhere(userId: string, sellerGoodsId: string, skuId: string | null | undefined, sample: boolean) {
  return and(
    eq(cartItems.userId, userId),
    eq(cartItems.sellerGoodsId, sellerGoodsId),
    eq(cartItems.skuKey, skuKey(skuId)),
    eq(cartItems.isSample, sample ? 1 : 0),
  );
}

/** cart!add: a new line, or more of an existing one (at most 100 lines); `sample` = 1 the sample's line. */
export async function addToCart(
  db: Db,
  userId: string,
  input: {
    sellerGoodsId: string;
    skuId?: string | undefined;
    buyNum: number;
    tempId?: string | undefined;
    sample?: number | undefined;
  },
  now: Date,
) {
  const sample = input.sample === 1;
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(cartItems)
      .where(lineWhere(userId, input.sellerGoodsId, input.skuId, sample))
      .for('update');
    const quantity = (existing?.buyNum ?? 0) + input.buyNum;
    await priceLines(
      tx,
      userId,
      [{ sellerGoodsId: input.sellerGoodsId, skuId: input.skuId ?? null, quantity, sample }],
      now,
    );
    if (existing) {
      await tx
        .update(cartItems)
        .set({ buyNum: quantity, updatedAt: now })
        .where(eq(cartItems.id, existing.id));
      return;
    }
    const [lines] = await tx.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId));
    if ((lines?.n ?? 0) >= MAX_CART_LINES) throw new AppError('CART_FULL', { max: MAX_CART_LINES });
    await tx.insert(cartItems).values({
      userId,
      sellerGoodsId: input.sellerGoodsId,
      skuKey: skuKey(input.skuId),
      buyNum: quantity,
      tempId: input.tempId ?? null,
      isSample: sample ? 1 : 0,
      createdAt: now,
      updatedAt: now,
    });
  });
}

/** cart!update: a new quantity for a line, or `isMove` = 1 to remove it. */
export async function updateCart(
  db: Db,
  userId: string,
  input: {
    sellerGoodsId: string;
    skuId?: string | undefined;
    buyNum?: number | undefined;
    isMove?: number | undefined;
    sample?: number | undefined;
  },
  now: Date,
) {
  const sample = input.sample === 1;
  const where = lineWhere(userId, input.sellerGoodsId, input.skuId, sample);
  const [line] = await db.select({ id: cartItems.id }).from(cartItems).where(where);
  if (!line) throw new AppError('COMMON_NOT_FOUND');
  if (input.isMove === 1) {
    await db.delete(cartItems).where(eq(cartItems.id, line.id));
    return;
  }
  if (input.buyNum === undefined) throw new AppError('COMMON_PARAM_MISSING', { field: 'buyNum' });
  await priceLines(
    db,
    userId,
    [{ sellerGoodsId: input.sellerGoodsId, skuId: input.skuId ?? null, quantity: input.buyNum, sample }],
    now,
  );
  await db.update(cartItems).set({ buyNum: input.buyNum, updatedAt: now }).where(eq(cartItems.id, line.id));
}

/** cart!list: newest first, priced now, with whether each line can still be bought. */
export async function listCart(db: DbOrTx, userId: string, paging: Paging, lang: Language, now: Date) {
  const where = eq(cartItems.userId, userId);
  const { rows, total } = await readPage(
    db.select().from(cartItems).where(where).orderBy(desc(cartItems.updatedAt), desc(cartItems.id)),
    windowOf(paging),
    db.$count(cartItems, where),
  );
  return { items: await presentCartLines(db, lang, now, rows), total };
}

/** A cart line as stored (or as a quick order would store it). */
export type CartLineKey = Pick<
  typeof cartItems.$inferSelect,
  'sellerGoodsId' | 'skuKey' | 'buyNum' | 'tempId' | 'isSample'
>;

/**
 * Cart lines as cart!list shows them, in the order given: each priced now at its quantity's rung
 * (ADR 037), a sample at the sample price, with whether it can still be bought. A line whose
 * listing is gone is left out.
 */
export async function presentCartLines(
  db: DbOrTx,
  lang: Language,
  now: Date,
  lines: readonly CartLineKey[],
): Promise<CartItemVo[]> {
  if (lines.length === 0) return [];
  const listings = await db
    .select({
      goodsName: goodsName(lang, sellerGoods.goodsId),
      images: systemGoods.images,
      ...listingNowColumns,
    })
    .from(sellerGoods)
    .innerJoin(systemGoods, eq(systemGoods.id, sellerGoods.goodsId))
    .innerJoin(sellers, eq(sellers.id, sellerGoods.sellerId))
    .where(inArray(sellerGoods.id, [...new Set(lines.map((l) => l.sellerGoodsId))]));
  const byId = new Map(listings.map((r) => [r.listing.id, r]));
  const skuIds = [...new Set(lines.map((l) => l.skuKey).filter((k) => k !== '-1'))];
  const found = skuIds.length ? await db.select().from(goodsSkus).where(inArray(goodsSkus.id, skuIds)) : [];
  const options = await localiseOptions(
    db,
    lang,
    found.map((s) => s.attributes),
  );
  const skus = found.map((s, i) => ({ ...s, attributes: options[i] ?? s.attributes }));
  return lines.flatMap((line): CartItemVo[] => {
    const r = byId.get(line.sellerGoodsId);
    if (!r) return [];
    const sku = skus.find((s) => s.id === line.skuKey);
    const onShelf = onSaleNow(r);
    const listing = { ...r.listing, buyMin: r.buyMin };
    const terms = termsOf(listing);
    const sample = line.isSample === 1;
    const price =
      sample && terms.samplePrice !== null
        ? amount(terms.samplePrice)
        : unitPriceAt(listing, line.buyNum, now);
    return [
      {
        attributes: sku?.attributes ?? [],
        tempId: line.tempId,
        skuId: line.skuKey,
        goodsId: r.listing.id,
        goodsName: r.goodsName,
        goodsNum: line.buyNum,
        sellerId: r.listing.sellerId,
        sellerName: r.sellerName,
        sellingPrice: toWire(price),
        isShelf: onShelf ? 1 : 0,
        isValid: onShelf && (line.skuKey === '-1' || sku !== undefined) ? 1 : 0,
        goodsIcon: r.images[0] ?? null,
        buyMin: Math.max(1, r.buyMin),
        isSample: sample ? 1 : 0,
        discountRatio:
          r.listing.discountRatio && discountActive(r.listing, now)
            ? amount(r.listing.discountRatio).toNumber()
            : null,
        ...presentTerms(listing),
      },
    ];
  });
}
