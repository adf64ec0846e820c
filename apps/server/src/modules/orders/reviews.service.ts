import { MAX_REVIEW_IMAGES, ORDER_STATUS as S, reviewLevel } from '@caravan/contract';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { evaluations, orderItems, orders } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { appendLog } from './order-log.repository.js';
import { assertAllowed } from './order-rules.js';
import { itemsOf, lockOrder, type OrderItemRow } from './orders.repository.js';

export interface ReviewInput {
  sellerGoodsId: string;
  skuId?: string | undefined;
  rating: number;
  content?: string | undefined;
  images: string[];
}

// Review pictures are files this site stored (the upload route's `/uploads/<folder>/<name>`).
const UPLOADED = /^\/uploads\/[a-z0-9-]+\/[A-Za-z0-9._-]+$/;

/** The line a review is for: the order's line of that listing (and SKU, when given). */
function lineFor(items: readonly OrderItemRow[], review: ReviewInput): OrderItemRow {
  const candidates = items.filter(
    (i) => i.sellerGoodsId === review.sellerGoodsId && (!review.skuId || i.skuId === review.skuId),
  );
  if (candidates.length === 0) throw new AppError('COMMON_PARAM_INVALID', { field: 'sellerGoodsId' });
  const open = candidates.find((i) => !i.evaluatedAt);
  if (!open) throw new AppError('ORDER_ALREADY_REVIEWED');
  return open;
}

/** Once every line is reviewed the order is complete on the buyer's side (status 5). */
async function finishIfAllReviewed(
  tx: DbOrTx,
  orderId: string,
  kind: 'reviewed' | 'default_review',
  now: Date,
) {
  const items = await itemsOf(tx, orderId);
  if (items.some((i) => !i.evaluatedAt)) return;
  await tx.update(orders).set({ status: S.reviewed, reviewedAt: now }).where(eq(orders.id, orderId));
  await appendLog(tx, orderId, kind, now);
}

/**
 * evaluation!add / addList: reviews of a received order's lines, by its buyer, each line once, up
 * to nine pictures each (spec §5).
 */
export async function addReviews(
  db: Db,
  buyerId: string,
  orderId: string,
  reviews: readonly ReviewInput[],
  now: Date,
): Promise<void> {
  for (const r of reviews) {
    if (r.images.length > MAX_REVIEW_IMAGES) throw new AppError('COMMON_PARAM_INVALID', { field: 'imgUrl' });
    if (r.images.some((url) => !UPLOADED.test(url)))
      throw new AppError('COMMON_PARAM_INVALID', { field: 'imgUrl' });
  }
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, { kind: 'buyer', userId: buyerId });
    assertAllowed('review', order, now);
    const items = await itemsOf(tx, orderId);
    for (const review of reviews) {
      const line = lineFor(items, review);
      line.evaluatedAt = now;
      await tx.insert(evaluations).values({
        sellerGoodsId: line.sellerGoodsId,
        userId: buyerId,
        orderId,
        skuId: line.skuId,
        // The verdict follows from the stars: one definition of "positive" everywhere.
        evaluationType: reviewLevel(review.rating),
        rating: review.rating,
        content: review.content ?? '',
        images: review.images,
        createdAt: now,
      });
      await tx.update(orderItems).set({ evaluatedAt: now }).where(eq(orderItems.id, line.id));
    }
    await finishIfAllReviewed(tx, orderId, 'reviewed', now);
  });
}

/** The system's default good review for each line the buyer left unreviewed (spec §4). */
export async function addDefaultReviews(
  tx: DbOrTx,
  orderId: string,
  buyerId: string,
  now: Date,
): Promise<void> {
  for (const line of await itemsOf(tx, orderId)) {
    if (line.evaluatedAt) continue;
    await tx.insert(evaluations).values({
      sellerGoodsId: line.sellerGoodsId,
      userId: buyerId,
      orderId,
      skuId: line.skuId,
      evaluationType: 1,
      rating: 5,
      content: '',
      images: [],
      isDefault: 1,
      createdAt: now,
    });
    await tx.update(orderItems).set({ evaluatedAt: now }).where(eq(orderItems.id, line.id));
  }
  await finishIfAllReviewed(tx, orderId, 'default_review', now);
}
