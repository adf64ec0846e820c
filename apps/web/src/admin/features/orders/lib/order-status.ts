import { ORDER_STATUS as S, REFUND_STATUS as R } from '@caravan/contract';
import { STATUSES_IN_ORDER } from '../../../../components/orders/order-status';

/** The statuses the "All orders" list may be narrowed to, in the order of an order's life. */
export const FILTER_STATUSES = STATUSES_IN_ORDER;

type OrderFacts = { status: number; returnStatus: number; settled: boolean };

/** A purchased order waiting in the warehouse: the platform ships it. */
export const canShip = (o: Pick<OrderFacts, 'status'>) => o.status === S.stocking;

/** A buyer's refund request waiting for an operator's decision. */
export const hasPendingRefund = (o: Pick<OrderFacts, 'status' | 'returnStatus'>) =>
  o.status === S.refund && o.returnStatus === R.refunding;

/**
 * The server's manual-refund rule (money still in escrow): paid, not refunded, not settled. An open
 * request is decided with Approve or Refuse instead, so it is not offered then.
 */
export const canRefundManually = (o: OrderFacts) =>
  o.status >= S.paid && o.returnStatus !== R.success && !o.settled && !hasPendingRefund(o);
