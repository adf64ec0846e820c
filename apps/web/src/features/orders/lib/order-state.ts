import { ORDER_STATUS as S, orderRefusal, type OrderStatus } from '@caravan/contract';
import { STATUSES_IN_ORDER } from '../../../components/orders/order-status';

/** The list's tabs in the spec's order (§4); null is "all". */
export const ORDER_TABS: readonly (OrderStatus | null)[] = [null, ...STATUSES_IN_ORDER];

/** The `status` a list URL asks for, or null (all) when it names none we know. */
export function statusFromSearch(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return ORDER_TABS.find((status) => status === n) ?? null;
}

/** The buttons an order card or detail may show. */
export type OrderAction = 'pay' | 'cancel' | 'remind' | 'logistics' | 'receipt' | 'review' | 'refund';

/** What the buttons need to know of an order; the detail adds settlement and the return window. */
export type OrderFacts = {
  status: number;
  returnStatus: number;
  reminded: boolean;
  /** Escrow paid out to the seller: no refund any more. Unknown in the list. */
  settled?: boolean;
  /** Until when (epoch ms) a received order may be returned; 0 or unknown when not received. */
  returnDeadline?: number;
};

/** The card's facts as the contract's state machine reads them. */
function machineFacts(order: OrderFacts) {
  return {
    status: order.status,
    refundStatus: order.returnStatus,
    reminded: order.reminded,
    settled: order.settled ?? false,
    returnDeadline: order.returnDeadline ? order.returnDeadline : null,
  };
}

/** Whether the buyer may still ask for the order's money back (the server's own rule). */
export function canRequestRefund(order: OrderFacts, now: number): boolean {
  return orderRefusal('requestRefund', machineFacts(order), now) === null;
}

/**
 * The actions an order's state allows (spec §4, the contract's state machine), in the order they
 * are offered. `remind` is listed for orders waiting for shipment even once used: the button then
 * shows that it has been.
 */
export function orderActions(order: OrderFacts, now: number): OrderAction[] {
  const facts = machineFacts(order);
  const allows = (action: Parameters<typeof orderRefusal>[0]) => orderRefusal(action, facts, now) === null;
  const actions: OrderAction[] = [];
  if (allows('pay')) actions.push('pay');
  if (allows('cancel')) actions.push('cancel');
  if (orderRefusal('remind', { ...facts, reminded: false }, now) === null) actions.push('remind');
  if (allows('receipt')) actions.push('receipt');
  if (allows('review')) actions.push('review');
  if (allows('requestRefund')) actions.push('refund');
  if (order.status === S.shipped || order.status === S.received || order.status === S.reviewed) {
    actions.push('logistics');
  }
  return actions;
}

/** A shipped order cannot be refunded while on its way (spec §4): the card says so. */
export function refundWaitsForDelivery(order: OrderFacts): boolean {
  return orderRefusal('requestRefund', machineFacts(order), Date.now()) === 'ORDER_SHIPPED_NO_REFUND';
}
