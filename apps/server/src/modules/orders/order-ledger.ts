import type { DbOrTx } from '../../db/client.js';
import { amount, type Amount } from '../../lib/money.js';
import { post, transfer, type Posting } from '../wallet/index.js';
import type { OrderRow } from './orders.repository.js';

// How an order's money moves (DESIGN.md §1, §5; ADR 011). Each posting is tied to the order's id,
// so running it twice changes nothing the second time, and each runs inside the caller's
// transaction with the order's status change.
//
//   pay       buyer wallet      → escrow:<order>        totalAmount (after its coupons)
//             platform_promotions → escrow:<order>      platformDiscount (the coupons the platform funds)
//   purchase  seller wallet     → platform_wholesale     purchaseAmount (systemPrice + fees + tax)
//   settle    escrow:<order>    → seller wallet          totalAmount + platformDiscount (the seller's
//                                                         margin is that − purchaseAmount = profit:
//                                                         the coupons the shop funds are settled less)
//   refund    escrow:<order>    → buyer wallet           totalAmount (what the buyer paid), and
//             escrow:<order>    → platform_promotions    platformDiscount, and when purchased
//             platform_wholesale → seller wallet         purchaseAmount

/** What the seller pays the platform to have the order shipped: wholesale price, freight, tax. */
export function purchaseAmount(order: Pick<OrderRow, 'systemPrice' | 'fees' | 'tax'>): Amount {
  return amount(order.systemPrice).plus(order.fees).plus(order.tax);
}

const walletOf = (userId: string) => ({ kind: 'wallet', userId }) as const;
const escrowOf = (order: OrderRow) => ({ kind: 'order_escrow', orderId: order.id }) as const;
const wholesale = { kind: 'platform_wholesale' } as const;
const promotions = { kind: 'platform_promotions' } as const;

/** What the order's escrow holds once paid: the buyer's payment and the platform's coupon share. */
export function escrowAmount(order: Pick<OrderRow, 'totalAmount' | 'platformDiscount'>): Amount {
  return amount(order.totalAmount).plus(order.platformDiscount);
}

/**
 * Posts one of the order's money movements, tied to the order's id and named by its number. A
 * movement of nothing is not posted: an order its coupons pay in full has nothing to pay, settle or
 * refund in money (its `order_promotion` share may still move).
 */
async function postForOrder(
  tx: DbOrTx,
  order: OrderRow,
  kind: Posting['kind'],
  entries: Posting['entries'],
  now: Date,
): Promise<void> {
  if (entries.every((entry) => entry.amount.isZero())) return;
  await post(tx, { kind, businessId: order.id, memo: order.orderNo, entries }, now);
}

export async function postPayment(tx: DbOrTx, order: OrderRow, now: Date) {
  const entries = transfer(walletOf(order.userId), escrowOf(order), amount(order.totalAmount));
  await postForOrder(tx, order, 'order_payment', entries, now);
  const share = amount(order.platformDiscount);
  if (share.greaterThan(0)) {
    await postForOrder(tx, order, 'order_promotion', transfer(promotions, escrowOf(order), share), now);
  }
}

export async function postPurchase(tx: DbOrTx, order: OrderRow, sellerUserId: string, now: Date) {
  const entries = transfer(walletOf(sellerUserId), wholesale, purchaseAmount(order));
  await postForOrder(tx, order, 'order_purchase', entries, now);
}

export async function postSettlement(tx: DbOrTx, order: OrderRow, sellerUserId: string, now: Date) {
  const entries = transfer(escrowOf(order), walletOf(sellerUserId), escrowAmount(order));
  await postForOrder(tx, order, 'order_settlement', entries, now);
}

/** The buyer's money back from escrow and, when the seller had purchased, the seller's too. */
export async function postRefund(tx: DbOrTx, order: OrderRow, sellerUserId: string, now: Date) {
  const refund = transfer(escrowOf(order), walletOf(order.userId), amount(order.totalAmount));
  await postForOrder(tx, order, 'order_refund', refund, now);
  const share = amount(order.platformDiscount);
  if (share.greaterThan(0)) {
    await postForOrder(
      tx,
      order,
      'order_promotion_refund',
      transfer(escrowOf(order), promotions, share),
      now,
    );
  }
  if (order.pushedAt) {
    const purchase = transfer(wholesale, walletOf(sellerUserId), purchaseAmount(order));
    await postForOrder(tx, order, 'order_purchase_refund', purchase, now);
  }
}
