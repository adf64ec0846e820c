import { ORDER_STATUS as S, type Language } from '@caravan/contract';
import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  goodsSkus,
  orderItems,
  orders,
  sellerGoods,
  sellers,
  systemGoods,
  users,
} from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like.js';
import type { Paging } from '../../lib/paging.js';
import { readPage, windowOf } from '../../lib/paging.js';
import { goodsName } from '../catalog/index.js';

export interface OrderFilter {
  userId?: string | undefined;
  sellerId?: string | undefined;
  status?: number | undefined;
  refundStatus?: number | undefined;
  orderNo?: string | undefined;
}

/** A page of orders with the buyer's and shop's names and the first line's picture and name. */
export async function findOrders(db: DbOrTx, filter: OrderFilter, paging: Paging, lang: Language) {
  const where = and(
    filter.userId ? eq(orders.userId, filter.userId) : undefined,
    filter.sellerId ? eq(orders.sellerId, filter.sellerId) : undefined,
    filter.status === undefined ? undefined : eq(orders.status, filter.status),
    filter.refundStatus === undefined ? undefined : eq(orders.refundStatus, filter.refundStatus),
    filter.orderNo ? ilike(orders.orderNo, containsPattern(filter.orderNo)) : undefined,
  );
  const first = sql`(select ${orderItems.goodsId} from ${orderItems} where ${orderItems.orderId} = ${orders.id} order by ${orderItems.id} limit 1)`;
  return readPage(
    db
      .select({
        order: orders,
        username: users.username,
        sellerName: sellers.name,
        goodsName: goodsName(lang, first),
        goodsIcon: sql<
          string | null
        >`(select ${orderItems.goodsIcon} from ${orderItems} where ${orderItems.orderId} = ${orders.id} order by ${orderItems.id} limit 1)`,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .innerJoin(sellers, eq(sellers.id, orders.sellerId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id)),
    windowOf(paging),
    db.$count(orders, where),
  );
}
export type OrderListRow = Awaited<ReturnType<typeof findOrders>>['rows'][number];

/** order!countOrderStatus: the buyer's orders waiting on each step. */
export async function countByStatus(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(eq(orders.userId, userId))
    .groupBy(orders.status);
  const of = (...statuses: number[]) =>
    String(rows.filter((r) => statuses.includes(r.status)).reduce((n, r) => n + r.n, 0));
  return {
    waitPayCount: of(S.pendingPayment),
    waitDeliverCount: of(S.paid, S.stocking),
    waitReceiptCount: of(S.shipped),
    waitEvaluateCount: of(S.received),
    refundCount: of(S.refund),
  };
}

/** The order's buyer name and shop name (order!info). */
export async function orderParties(db: DbOrTx, order: { userId: string; sellerId: string }) {
  const [row] = await db
    .select({ username: users.username, sellerName: sellers.name })
    .from(users)
    .innerJoin(sellers, eq(sellers.id, order.sellerId))
    .where(eq(users.id, order.userId));
  return row ?? { username: '', sellerName: '' };
}

/** order!listGoods: the order's lines with names in `lang` and whether each is still on sale. */
export async function findOrderGoods(db: DbOrTx, orderId: string, paging: Paging, lang: Language) {
  const where = eq(orderItems.orderId, orderId);
  return readPage(
    db
      .select({
        item: orderItems,
        goodsName: goodsName(lang, orderItems.goodsId),
        listed: sellerGoods.isShelf,
        shelved: systemGoods.isShelf,
        skuExists: sql<boolean>`${orderItems.skuId} is null or exists (select 1 from ${goodsSkus} where ${goodsSkus.id} = ${orderItems.skuId})`,
      })
      .from(orderItems)
      .innerJoin(sellerGoods, eq(sellerGoods.id, orderItems.sellerGoodsId))
      .innerJoin(systemGoods, eq(systemGoods.id, orderItems.goodsId))
      .where(where)
      .orderBy(orderItems.id),
    windowOf(paging),
    db.$count(orderItems, where),
  );
}
