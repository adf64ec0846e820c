import { REFUND_STATUS, ORDER_STATUS as S, type Language, type PurchasedGoodsVo } from '@caravan/contract';
import { and, count, desc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { goodsSkus, orderItems, orders, sellerGoods, sellers, systemGoods } from '../../db/schema/index.js';
import { formatDateTime } from '../../lib/dates.js';
import { toWire } from '../../lib/money.js';
import { counted, readPage, toPage, windowOf, type Page, type Paging } from '../../lib/paging.js';
import { localiseOptions, priceNow } from '../catalog/index.js';
import { goodsName } from '../catalog/index.js';
import { listingNowColumns, onSaleNow } from './orders.repository.js';

// The account area's purchase history (spec §2): the goods of the buyer's paid orders, newest
// first, each with what buying it again takes now (the listing's price and whether it still sells).
// A cancelled order was never bought and a refunded one was given back: neither is listed.

function boughtBy(userId: string) {
  return and(
    eq(orders.userId, userId),
    isNotNull(orders.paidAt),
    ne(orders.status, S.cancelled),
    ne(orders.refundStatus, REFUND_STATUS.success),
  );
}

/** order!purchased: a page of the goods the buyer has bought, newest purchase first. */
export async function listPurchased(
  db: DbOrTx,
  userId: string,
  paging: Paging,
  lang: Language,
  now: Date,
): Promise<Page<PurchasedGoodsVo>> {
  const where = boughtBy(userId);
  const { rows, total } = await readPage(
    db
      .select({
        item: orderItems,
        orderNo: orders.orderNo,
        paidAt: orders.paidAt,
        goodsName: goodsName(lang, orderItems.goodsId),
        ...listingNowColumns,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(sellerGoods, eq(sellerGoods.id, orderItems.sellerGoodsId))
      .innerJoin(systemGoods, eq(systemGoods.id, orderItems.goodsId))
      .innerJoin(sellers, eq(sellers.id, sellerGoods.sellerId))
      .where(where)
      .orderBy(desc(orders.paidAt), desc(orders.id), orderItems.id),
    windowOf(paging),
    counted(
      db
        .select({ n: count() })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(where),
    ),
  );
  const skuIds = rows.flatMap((r) => (r.item.skuId ? [r.item.skuId] : []));
  const existing = new Set(
    skuIds.length
      ? (await db.select({ id: goodsSkus.id }).from(goodsSkus).where(inArray(goodsSkus.id, skuIds))).map(
          (s) => s.id,
        )
      : [],
  );
  const options = await localiseOptions(
    db,
    lang,
    rows.map((r) => r.item.attributes),
  );
  const list = rows.map((r, i): PurchasedGoodsVo => {
    const skuExists = r.item.skuId === null || existing.has(r.item.skuId);
    return {
      id: r.item.id,
      orderId: r.item.orderId,
      orderNo: r.orderNo,
      buyTime: formatDateTime(r.paidAt),
      sellerGoodsId: r.item.sellerGoodsId,
      skuId: r.item.skuId ?? '-1',
      goodsName: r.goodsName,
      goodsIcon: r.item.goodsIcon,
      attributes: options[i] ?? [],
      goodsNum: r.item.quantity,
      paidPrice: toWire(r.item.unitPrice),
      sellerId: r.listing.sellerId,
      sellerName: r.sellerName,
      sellingPrice: toWire(priceNow(r.listing, now)),
      buyMin: Math.max(1, r.buyMin),
      isValid: onSaleNow(r) && skuExists ? 1 : 0,
    };
  });
  return toPage(list, paging, total);
}
