import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { meta, orderItems, orders, sellerGoods } from '../db/schema/index.js';
import { startViewCounter } from '../modules/catalog/view-counter.js';
import { intBetween, pick, seededRandom } from './random.js';

const DAY = 86_400_000;
const MINUTE = 60_000;

/**
 * The product-page visits behind the demo's order history, once (a meta marker): before each order
 * its buyer opened every good of it that day (half of them a few days earlier too) and compared a
 * few more goods of the same shop. They are written through the storefront's own view counter, so
 * each is a recorded visit (goods_views: one per buyer, listing and day) and the listings', shops'
 * and hourly figures are its sums: no listing shows sales with no views, and no figure is typed in
 * (issue 51, DESIGN.md §1).
 */
export async function seedDemoViews(db: Db, log: (message: string) => void): Promise<number> {
  const [done] = await db.select().from(meta).where(eq(meta.key, 'demo_views'));
  if (done) return 0;
  const rand = seededRandom('caravan-demo-views');
  const bought = await db
    .select({
      orderId: orders.id,
      userId: orders.userId,
      sellerId: orders.sellerId,
      createdAt: orders.createdAt,
      sellerGoodsId: orderItems.sellerGoodsId,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .orderBy(orders.createdAt, orderItems.id);
  const shopIds = [...new Set(bought.map((b) => b.sellerId))];
  const shelf =
    shopIds.length === 0
      ? []
      : await db
          .select({ id: sellerGoods.id, sellerId: sellerGoods.sellerId })
          .from(sellerGoods)
          .where(inArray(sellerGoods.sellerId, shopIds))
          .orderBy(sellerGoods.id);
  const listingsOf = new Map<string, string[]>();
  for (const l of shelf) listingsOf.set(l.sellerId, [...(listingsOf.get(l.sellerId) ?? []), l.id]);

  let noted = 0;
  const counter = startViewCounter(db, {
    flushMs: 60 * MINUTE,
    log: (_, message) => log(`demo views: ${message}`),
  });
  const view = (listing: string, userId: string, at: Date) => {
    counter.record(listing, `u:${userId}`, at);
    noted++;
  };
  const browsed = new Set<string>();
  for (const line of bought) {
    const placed = line.createdAt.getTime();
    view(line.sellerGoodsId, line.userId, new Date(placed - intBetween(rand, 3, 40) * MINUTE));
    if (rand() < 0.5) {
      view(line.sellerGoodsId, line.userId, new Date(placed - intBetween(rand, 1, 6) * DAY));
    }
    if (browsed.has(line.orderId)) continue;
    browsed.add(line.orderId);
    const shop = listingsOf.get(line.sellerId) ?? [];
    for (let i = intBetween(rand, 1, 4); i > 0 && shop.length > 0; i--) {
      view(pick(rand, shop), line.userId, new Date(placed - intBetween(rand, 10, 180) * MINUTE));
    }
  }
  await counter.stop();
  await db.insert(meta).values({ key: 'demo_views', value: String(noted) });
  return noted;
}
