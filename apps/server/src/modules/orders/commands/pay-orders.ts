import { ORDER_STATUS as S } from '@caravan/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { orders } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import { lockOpenAccounts, lockOwnAccount, verifySafeword } from '../../account/index.js';
import type { Notifies } from '../../notifications/index.js';
import { appendLog } from '../order-log.repository.js';
import { postPayment } from '../order-ledger.js';
import { assertAllowed } from '../order-rules.js';
import { paidNotices } from '../order-notices.js';
import { countSold, itemsOf, lockOrders, shopOwnersOf } from '../orders.repository.js';
import { orderTimings, payDeadline } from '../order-timing.js';

/**
 * order!pay: the buyer's own orders, the fund password, then every listed order from the buyer's wallet into its escrow in
 * one transaction (the balance's constraint refuses an overdraft and rolls all back). An order the
 * buyer already paid is left as it is, so a repeated request debits nothing twice; a cancelled or
 * expired one refuses the whole payment. The buyer and each shop are told of each order paid.
 */
export async function payOrders(
  db: Db,
  notifier: Notifies,
  buyerId: string,
  orderIds: readonly string[],
  safeword: string,
  now: Date,
) {
  const ids = [...new Set(orderIds)];
  const buyer = { kind: 'buyer', userId: buyerId } as const;
  // Someone else's order is refused before the fund password is asked for (an order's shop never
  // changes, so this is read outside the transaction).
  const owners = await shopOwnersOf(db, ids, buyer);
  await verifySafeword(db, buyerId, safeword, now);
  const timings = await orderTimings(db);
  await notifier.transaction(db, async (tx, notify) => {
    // The buyer's account and the shops' owners' first: a cancellation of either waits for this
    // payment (and then finds the order in escrow), or this payment finds the account closed.
    await lockOwnAccount(tx, buyerId);
    if (!(await lockOpenAccounts(tx, [...owners.values()]))) throw new AppError('ORDER_NOT_PAYABLE');
    // Every listed order is locked, in id order, before any money moves: a payment that locked one
    // order and then the wallet would otherwise wait on another payment holding the next order
    // while that one waits on the wallet (a deadlock between [A, B] and [B]).
    for (const order of await lockOrders(tx, ids, buyer)) {
      const id = order.id;
      if (order.paidAt && order.status !== S.pendingPayment) continue;
      assertAllowed('pay', order, now);
      // Past its deadline an unpaid order is as good as cancelled: the sweep cancels it.
      if (now >= payDeadline(order.createdAt, timings)) throw new AppError('ORDER_NOT_PAYABLE');
      await postPayment(tx, order, now);
      await tx.update(orders).set({ status: S.paid, paidAt: now }).where(eq(orders.id, id));
      await countSold(tx, await itemsOf(tx, id), 1);
      await appendLog(tx, id, 'paid', now);
      const owner = owners.get(order.sellerId);
      if (!owner) throw new Error(`shop ${order.sellerId} missing`);
      await notify(...paidNotices(order, owner));
    }
  });
}
