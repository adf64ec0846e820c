import { toDb } from '../../lib/money.js';
import type { Notice } from '../notifications/index.js';
import { escrowAmount, purchaseAmount } from './order-ledger.js';
import type { OrderRow } from './orders.repository.js';

// What an order's buyer and shop are told of its steps (ADR 018). Each event is keyed by the order,
// and a refused refund also by the request it answers, since a buyer may ask again.

/** Paid: the buyer's receipt, and the shop's owner told to purchase it so it ships. */
export function paidNotices(order: OrderRow, shopOwnerId: string): Notice[] {
  const amount = toDb(order.totalAmount);
  return [
    {
      userId: order.userId,
      kind: 'order_paid',
      params: { orderNo: order.orderNo, amount },
      targetId: order.id,
      eventKey: order.id,
    },
    {
      userId: shopOwnerId,
      kind: 'order_sold',
      // What the shop is settled: the payment and the platform's coupon share (issue 54).
      params: {
        orderNo: order.orderNo,
        amount: toDb(escrowAmount(order)),
        cost: toDb(purchaseAmount(order)),
      },
      targetId: order.id,
      eventKey: order.id,
    },
  ];
}

/** The buyer reminded the shop to ship (spec §4: once per order, so keyed by the order). */
export function remindedNotice(order: OrderRow, shopOwnerId: string): Notice {
  return {
    userId: shopOwnerId,
    kind: 'order_reminded',
    params: { orderNo: order.orderNo },
    targetId: order.id,
    eventKey: order.id,
  };
}

export function shippedNotice(order: OrderRow, shipment: { carrier: string; trackingNo: string }): Notice {
  return {
    userId: order.userId,
    kind: 'order_shipped',
    params: { orderNo: order.orderNo, ...shipment },
    targetId: order.id,
    eventKey: order.id,
  };
}

/**
 * A refund decided: approved (the money is back), refused (with the reason; keyed by the request),
 * or made by the platform on its own initiative (with its reason).
 */
export function refundNotice(
  order: OrderRow,
  decision: { kind: 'refund_approved' } | { kind: 'refund_refused' | 'order_refunded'; reason: string },
): Notice {
  const base = { userId: order.userId, targetId: order.id };
  const orderNo = order.orderNo;
  const amount = toDb(order.totalAmount);
  if (decision.kind === 'refund_approved') {
    return { ...base, kind: decision.kind, params: { orderNo, amount }, eventKey: order.id };
  }
  if (decision.kind === 'order_refunded') {
    return {
      ...base,
      kind: decision.kind,
      params: { orderNo, amount, reason: decision.reason },
      eventKey: order.id,
    };
  }
  return {
    ...base,
    kind: decision.kind,
    params: { orderNo, reason: decision.reason },
    eventKey: `${order.id}:${order.refundRequestedAt?.getTime() ?? 0}`,
  };
}
