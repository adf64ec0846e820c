import type { DbOrTx } from '../../db/client.js';
import { amount, type Amount } from '../../lib/money.js';
import { post } from '../wallet/index.js';
import type { OrderRow } from './orders.repository.js';

// How an order's money moves (DESIGN.md §1, §5; ADR 011). Each posting is tied to the order's id,
// so running it twice changes nothing the second time, and each runs inside the caller's
// transaction with the order's status change.
//
//   pay       buyer wallet      → escrow:<order>        totalAmount
//   purchase  seller wallet     → platform_wholesale     purchaseAmount (systemPrice + fees + tax)
//   settle    escrow:<order>    → seller wallet          totalAmount (the seller's margin is
//                                                         totalAmount − purchaseAmount = profit)
//   refund    escrow:<order>    → buyer wallet           totalAmount, and when purchased
//             platform_wholesale → seller wallet         purchaseAmount

/** What the seller pays the platform to have the order shipped: wholesale price, freight, tax. */
export function purchaseAmount(order: Pick<OrderRow, 'systemPrice' | 'fees' | 'tax'>): Amount {
  return amount(order.systemPrice).plus(order.fees).plus(order.tax);
}

export async function postPayment(tx: DbOrTx, order: OrderRow, now: Date) {
  const total = amount(order.totalAmount);
  return post(
    tx,
    {
      kind: 'order_payment',
      businessId: order.id,
      memo: order.orderNo,
      entries: [
        { account: { kind: 'wallet', userId: order.userId }, amount: total.negated() },
        { account: { kind: 'order_escrow', orderId: order.id }, amount: total },
      ],
    },
    now,
  );
}

export async function postPurchase(tx: DbOrTx, order: OrderRow, sellerUserId: string, now: Date) {
  const cost = purchaseAmount(order);
  return post(
    tx,
    {
      kind: 'order_purchase',
      businessId: order.id,
      memo: order.orderNo,
      entries: [
        { account: { kind: 'wallet', userId: sellerUserId }, amount: cost.negated() },
        { account: { kind: 'platform_wholesale' }, amount: cost },
      ],
    },
    now,
  );
}

export async function postSettlement(tx: DbOrTx, order: OrderRow, sellerUserId: string, now: Date) {
  const total = amount(order.totalAmount);
  return post(
    tx,
    {
      kind: 'order_settlement',
      businessId: order.id,
      memo: order.orderNo,
      entries: [
        { account: { kind: 'order_escrow', orderId: order.id }, amount: total.negated() },
        { account: { kind: 'wallet', userId: sellerUserId }, amount: total },
      ],
    },
    now,
  );
}

/** The buyer's money back from escrow and, when the seller had purchased, the seller's too. */
export async function postRefund(tx: DbOrTx, order: OrderRow, sellerUserId: string, now: Date) {
  const total = amount(order.totalAmount);
  await post(
    tx,
    {
      kind: 'order_refund',
      businessId: order.id,
      memo: order.orderNo,
      entries: [
        { account: { kind: 'order_escrow', orderId: order.id }, amount: total.negated() },
        { account: { kind: 'wallet', userId: order.userId }, amount: total },
      ],
    },
    now,
  );
  if (order.pushedAt) {
    const cost = purchaseAmount(order);
    await post(
      tx,
      {
        kind: 'order_purchase_refund',
        businessId: order.id,
        memo: order.orderNo,
        entries: [
          { account: { kind: 'platform_wholesale' }, amount: cost.negated() },
          { account: { kind: 'wallet', userId: sellerUserId }, amount: cost },
        ],
      },
      now,
    );
  }
}
