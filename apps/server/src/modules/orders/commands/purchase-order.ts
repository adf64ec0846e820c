import { ORDER_STATUS as S } from '@caravan/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { orders } from '../../../db/schema/index.js';
import { appendLog } from '../order-log.repository.js';
import { postPurchase } from '../order-ledger.js';
import { assertAllowed } from '../order-rules.js';
import { lockOrder } from '../orders.repository.js';

/**
 * seller/orders!push: the seller purchases a paid order from the platform at the wholesale price
 * (plus freight and tax) from its wallet, so the platform ships it. Short of money → "Please deposit"
 * (WALLET_INSUFFICIENT_BALANCE), nothing changed.
 */
export async function pushOrder(
  db: Db,
  seller: { sellerId: string; userId: string },
  orderId: string,
  now: Date,
) {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, { kind: 'seller', sellerId: seller.sellerId });
    assertAllowed('push', order, now);
    await postPurchase(tx, order, seller.userId, now);
    await tx.update(orders).set({ status: S.stocking, pushedAt: now }).where(eq(orders.id, orderId));
    await appendLog(tx, orderId, 'pushed', now);
  });
}
