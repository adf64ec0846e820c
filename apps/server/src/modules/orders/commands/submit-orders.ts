import type { OrderLine } from '@caravan/contract';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.js';
import {
  cartItems,
  goodsSkus,
  orderItems,
  orders,
  sampleOrders,
  systemGoods,
} from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import { newOrderNo } from '../../../lib/ids.js';
import { toDb, type Amount } from '../../../lib/money.js';
import { findAddressForOrder } from '../../address/index.js';
import { recordOrderCoupons, takeCoupons } from '../../coupons/index.js';
import { mergeLines, priceCheckout, priceLines, type PricedLine } from '../checkout.service.js';
import { appendLog } from '../order-log.repository.js';

export interface SubmittedOrder {
  orderId: string;
  sellerId: string;
  sellerName: string;
  prizeReal: Amount;
  fees: Amount;
  tax: Amount;
  couponDiscount: Amount;
  totalAmount: Amount;
}

/**
 * Takes the lines' quantities from stock, or refuses the whole checkout. A conditional UPDATE per
 * row: concurrent checkouts queue on the row and none can take stock that is not there.
 */
async function reserveStock(tx: DbOrTx, priced: readonly PricedLine[]): Promise<void> {
  const sorted = [...priced].sort((a, b) =>
    (a.line.skuId ?? a.goodsId) < (b.line.skuId ?? b.goodsId) ? -1 : 1,
  );
  for (const p of sorted) {
    const q = p.line.quantity;
    const taken = p.line.skuId
      ? await tx
          .update(goodsSkus)
          .set({ stock: sql`${goodsSkus.stock} - ${q}` })
          .where(and(eq(goodsSkus.id, p.line.skuId), gte(goodsSkus.stock, q)))
          .returning({ id: goodsSkus.id })
      : await tx
          .update(systemGoods)
          .set({ stock: sql`${systemGoods.stock} - ${q}` })
          .where(and(eq(systemGoods.id, p.goodsId), gte(systemGoods.stock, q)))
          .returning({ id: systemGoods.id });
    if (taken.length === 0) throw new AppError('ORDER_OUT_OF_STOCK');
  }
}

/**
 * Records the order's samples, one per buyer and listing (ADR 037): of two checkouts taking the same
 * sample at once, the second waits on the first's row and, once it commits, is refused.
 */
async function recordSamples(
  tx: DbOrTx,
  buyerId: string,
  orderId: string,
  lines: readonly PricedLine[],
  now: Date,
): Promise<void> {
  const samples = lines.filter((l) => l.line.sample);
  if (samples.length === 0) return;
  const recorded = await tx
    .insert(sampleOrders)
    .values(
      samples.map((l) => ({ userId: buyerId, sellerGoodsId: l.line.sellerGoodsId, orderId, createdAt: now })),
    )
    .onConflictDoNothing()
    .returning({ id: sampleOrders.sellerGoodsId });
  if (recorded.length !== samples.length) throw new AppError('ORDER_SAMPLE_TAKEN');
}

/**
 * order!submit: one order per shop, priced on the server, stock reserved, all in one transaction
 * (a line out of stock refuses the whole checkout). `fromCart` removes the bought lines from the
 * server cart.
 */
export async function submitOrders(
  db: Db,
  buyerId: string,
  input: {
    lines: readonly OrderLine[];
    addressId?: string | undefined;
    fromCart?: boolean;
    couponIds?: readonly string[] | undefined;
  },
  now: Date,
): Promise<SubmittedOrder[]> {
  const priced = await priceLines(db, buyerId, mergeLines(input.lines), now);
  const address = await findAddressForOrder(db, buyerId, input.addressId);

  return db.transaction(async (tx) => {
    await reserveStock(tx, priced);
    // Priced with the buyer's coupons locked: a checkout of the same buyer at the same time waits
    // here, then prices without the coupons this one used (or, had it chosen them, is refused).
    const shops = await priceCheckout(tx, buyerId, priced, input.couponIds, now, true);
    await takeCoupons(tx, buyerId, shops, now);
    const submitted: SubmittedOrder[] = [];
    for (const shop of shops) {
      const { sellerId, lines, prizeReal, fees, tax, totalAmount } = shop;
      const [order] = await tx
        .insert(orders)
        .values({
          orderNo: newOrderNo('O', now),
          userId: buyerId,
          sellerId,
          goodsCount: shop.goodsCount,
          prizeOriginal: toDb(shop.prizeOriginal),
          prizeReal: toDb(prizeReal),
          fees: toDb(fees),
          tax: toDb(tax),
          totalAmount: toDb(totalAmount),
          couponDiscount: toDb(shop.couponDiscount),
          platformDiscount: toDb(shop.platformDiscount),
          systemPrice: toDb(shop.systemPrice),
          // The shop's margin after the part of the coupons it funds.
          profit: toDb(
            prizeReal.minus(shop.couponDiscount.minus(shop.platformDiscount)).minus(shop.systemPrice),
          ),
          contacts: address.contacts,
          phone: address.phone,
          email: address.email,
          postcode: address.postcode,
          country: address.country,
          province: address.province,
          city: address.city,
          address: address.address,
          createdAt: now,
        })
        .returning({ id: orders.id });
      if (!order) throw new Error('order not recorded');
      await tx.insert(orderItems).values(
        lines.map((l) => ({
          orderId: order.id,
          sellerGoodsId: l.line.sellerGoodsId,
          goodsId: l.goodsId,
          skuId: l.line.skuId,
          attributes: l.attributes,
          goodsIcon: l.goodsIcon,
          quantity: l.line.quantity,
          sellingPrice: toDb(l.sellingPrice),
          unitPrice: toDb(l.unitPrice),
          systemUnitPrice: toDb(l.systemUnitPrice),
          fees: toDb(l.fees),
          tax: toDb(l.tax),
          isSample: l.line.sample ? 1 : 0,
        })),
      );
      await recordSamples(tx, buyerId, order.id, lines, now);
      await recordOrderCoupons(tx, order.id, shop.coupons);
      await appendLog(tx, order.id, 'placed', now);
      submitted.push({
        orderId: order.id,
        sellerId,
        sellerName: shop.sellerName,
        prizeReal,
        fees,
        tax,
        couponDiscount: shop.couponDiscount,
        totalAmount,
      });
    }
    if (input.fromCart) {
      for (const p of priced) {
        await tx
          .delete(cartItems)
          .where(
            and(
              eq(cartItems.userId, buyerId),
              eq(cartItems.sellerGoodsId, p.line.sellerGoodsId),
              eq(cartItems.skuKey, p.line.skuId ?? '-1'),
              eq(cartItems.isSample, p.line.sample ? 1 : 0),
            ),
          );
      }
    }
    return submitted;
  });
}
