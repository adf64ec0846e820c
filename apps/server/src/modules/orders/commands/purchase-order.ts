import { ORDER_STATUS as S } from '@caravan/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { orders } from '../../../db/schema/index.js';
import { verifySafeword } from '../../account/index.js';
import { appendLog } from '../order-log.repository.js';
import { postPurchase } from '../order-ledger.js';
import { assertAllowed } from '../order-rules.js';
import { findOrder, lockOrder } from '../orders.repository.js';

/**
 * seller/orders!push: the seller purchases a paid order from the platform at the wholesale price
 * (plus freight and tax) from its wallet, after the fund password, so the platform ships it. Short
 * of money → "Please deposit" (WALLET_INSUFFICIENT_BALANCE), nothing changed.
 */
export async function pushOrder(
  db: Db,
  seller: { sellerId: string; userId: string },
  orderId: string,
  safeword: string,
  now: Date,
) {
  // Another shop's order is not found and one that cannot be purchased says so before the fund
  // password is asked; then, as every payment out of a wallet, the fund password ("999" when none
  // is set; wrong ones count toward the day's lock), checked outside the transaction so that a
  // wrong one is counted.
  assertAllowed('push', await findOrder(db, orderId, { kind: 'seller', sellerId: seller.sellerId }), now);
  await verifySafeword(db, seller.userId, safeword, now);
  await purchaseOrder(db, seller, orderId, now);
}

/**
 * The purchase itself, in one transaction: the order locked and checked again, the wallet debited,
 * the order stocking. The demo seed writes its order history with it (no one types a password).
 */
export async function purchaseOrder(
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
