import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { orders } from '../../../db/schema/index.js';
import { appendLog } from '../order-log.repository.js';
import { postSettlement } from '../order-ledger.js';
import { sellerUserId, type OrderRow } from '../orders.repository.js';

/**
 * Pays a received order's escrow out to its seller (the selling price: the seller had paid the
 * wholesale price when purchasing), once the return window has closed with no refund open. Runs
 * under the order's lock (the sweep asks the state machine first); the ledger's (kind, order) key
 * refuses a second settlement anyway.
 */
export async function settleOrder(tx: DbOrTx, order: OrderRow, now: Date): Promise<void> {
  await postSettlement(tx, order, await sellerUserId(tx, order.sellerId), now);
  await tx.update(orders).set({ settledAt: now }).where(eq(orders.id, order.id));
  await appendLog(tx, order.id, 'completed', now);
}
