import { ORDER_STATUS as S, REFUND_STATUS } from '@caravan/contract';
import { and, eq, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { goodsSkus, orderItems, orders, sellerGoods, sellers, systemGoods } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/**
 * What a cart line or a past purchase reads of its listing to offer it again: the listing (its
 * price now), its good's shelf flag and minimum, its shop's name and status. The query joins
 * seller_goods, system_goods and sellers.
 */
export const listingNowColumns = {
  listing: sellerGoods,
  shelved: systemGoods.isShelf,
  buyMin: systemGoods.buyMin,
  sellerName: sellers.name,
  shopOpen: sellers.status,
};

/** Whether a listing read with `listingNowColumns` is on sale now: it, its good and its shop. */
export function onSaleNow(r: { listing: { isShelf: number }; shelved: number; shopOpen: number }): boolean {
  return r.listing.isShelf === 1 && r.shelved === 1 && r.shopOpen === 1;
}

/** Who may see or act on an order: its buyer, its shop, or an operator. */
export type OrderViewer =
  { kind: 'buyer'; userId: string } | { kind: 'seller'; sellerId: string } | { kind: 'operator' };

function ownedBy(viewer: OrderViewer) {
  if (viewer.kind === 'buyer') return eq(orders.userId, viewer.userId);
  if (viewer.kind === 'seller') return eq(orders.sellerId, viewer.sellerId);
  return undefined;
}

/**
 * The order, locked for the rest of the transaction (every command changes an order under this
 * lock, so two commands on one order run one after the other). Someone else's order is not found.
 */
export async function lockOrder(tx: DbOrTx, orderId: string, viewer: OrderViewer): Promise<OrderRow> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), ownedBy(viewer)))
    .for('update');
  if (!row) throw new AppError('COMMON_NOT_FOUND');
  return row;
}

/**
 * `lockOrder` for several orders in one statement: locked in id order (so two payments of
 * overlapping lists cannot deadlock), or none found when any one is someone else's.
 */
export async function lockOrders(
  tx: DbOrTx,
  orderIds: readonly string[],
  viewer: OrderViewer,
): Promise<OrderRow[]> {
  const ids = [...new Set(orderIds)];
  const rows = await tx
    .select()
    .from(orders)
    .where(and(inArray(orders.id, ids), ownedBy(viewer)))
    .orderBy(orders.id)
    .for('update');
  if (rows.length !== ids.length) throw new AppError('COMMON_NOT_FOUND');
  return rows;
}

/**
 * The user who owns each order's shop, by the shop's id (their wallets move with the orders), read
 * for orders the viewer may act on: none found when any one is someone else's.
 */
export async function shopOwnersOf(
  db: DbOrTx,
  orderIds: readonly string[],
  viewer: OrderViewer,
): Promise<Map<string, string>> {
  const ids = [...new Set(orderIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orders.id, sellerId: sellers.id, userId: sellers.userId })
    .from(orders)
    .innerJoin(sellers, eq(sellers.id, orders.sellerId))
    .where(and(inArray(orders.id, ids), ownedBy(viewer)));
  if (rows.length !== ids.length) throw new AppError('COMMON_NOT_FOUND');
  return new Map(rows.map((r) => [r.sellerId, r.userId]));
}

/**
 * Whether an order the user bought, or one of the user's shop, still holds money in escrow: paid,
 * neither settled to the shop nor refunded (the state machine's "in escrow"; a refund in progress
 * included). It refuses the account's cancellation: settling or refunding it pays a wallet.
 */
export async function hasUnfinishedOrder(db: DbOrTx, userId: string): Promise<boolean> {
  const shops = db.select({ id: sellers.id }).from(sellers).where(eq(sellers.userId, userId));
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        or(eq(orders.userId, userId), inArray(orders.sellerId, shops)),
        gte(orders.status, S.paid),
        ne(orders.refundStatus, REFUND_STATUS.success),
        isNull(orders.settledAt),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The order as its viewer may see it (no lock). */
export async function findOrder(db: DbOrTx, orderId: string, viewer: OrderViewer): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), ownedBy(viewer)));
  if (!row) throw new AppError('COMMON_NOT_FOUND');
  return row;
}

export async function itemsOf(tx: DbOrTx, orderId: string): Promise<OrderItemRow[]> {
  return tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
}

/**
 * Puts an unshipped order's goods back in stock. Callers run it only inside the transition that
 * ends the order (cancel, refund before shipping), which happens once, so stock returns once.
 */
export async function releaseStock(tx: DbOrTx, items: readonly OrderItemRow[]): Promise<void> {
  for (const item of [...items].sort((a, b) => (a.id < b.id ? -1 : 1))) {
    if (item.skuId) {
      await tx
        .update(goodsSkus)
        .set({ stock: sql`${goodsSkus.stock} + ${item.quantity}` })
        .where(eq(goodsSkus.id, item.skuId));
    } else {
      await tx
        .update(systemGoods)
        .set({ stock: sql`${systemGoods.stock} + ${item.quantity}` })
        .where(eq(systemGoods.id, item.goodsId));
    }
  }
}

/** Moves the listings' real sold counts (DESIGN.md §1) by the order's quantities, up or down. */
export async function countSold(tx: DbOrTx, items: readonly OrderItemRow[], sign: 1 | -1): Promise<void> {
  for (const item of [...items].sort((a, b) => (a.sellerGoodsId < b.sellerGoodsId ? -1 : 1))) {
    await tx
      .update(sellerGoods)
      .set({ soldNum: sql`greatest(${sellerGoods.soldNum} + ${sign * item.quantity}, 0)` })
      .where(eq(sellerGoods.id, item.sellerGoodsId));
  }
}

/** The user who owns a shop: whose wallet pays its purchases and receives its settlements. */
export async function sellerUserId(tx: DbOrTx, sellerId: string): Promise<string> {
  const [shop] = await tx.select({ userId: sellers.userId }).from(sellers).where(eq(sellers.id, sellerId));
  if (!shop) throw new Error(`shop ${sellerId} missing`);
  return shop.userId;
}
