import { LOGISTICS_KINDS, ORDER_STATUS as S } from '@caravan/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderLogs, orders } from '../../db/schema/index.js';
import { appendLog } from './order-log.repository.js';

// The embedded demo has no carrier to report scans, so this stands in for one (issue 6): each
// shipped order gains its next scan once the last is `stepMs` old, until it is delivered. It runs
// only when demo data is on (never in production unless asked for), and only writes the timeline;
// receipt stays the buyer's (or the auto-receipt sweep's) to confirm.

const ORIGIN = 'Shenzhen, CN';
const SCANS = LOGISTICS_KINDS.slice(1);

/** Adds the next carrier scan to every shipped order that is due one; returns how many moved. */
export async function simulateLogistics(db: Db, now: Date, stepMs: number): Promise<number> {
  const shipped = await db
    .select({ id: orders.id, city: orders.city, country: orders.country })
    .from(orders)
    .where(eq(orders.status, S.shipped))
    .limit(500);
  if (shipped.length === 0) return 0;
  const last = await db
    .selectDistinctOn([orderLogs.orderId], {
      orderId: orderLogs.orderId,
      kind: orderLogs.kind,
      at: orderLogs.createdAt,
    })
    .from(orderLogs)
    .where(
      and(
        inArray(
          orderLogs.orderId,
          shipped.map((o) => o.id),
        ),
        inArray(orderLogs.kind, [...LOGISTICS_KINDS]),
      ),
    )
    .orderBy(orderLogs.orderId, desc(orderLogs.createdAt), desc(orderLogs.id));
  const lastByOrder = new Map(last.map((l) => [l.orderId, l]));
  let moved = 0;
  for (const order of shipped) {
    const previous = lastByOrder.get(order.id);
    if (!previous || now.getTime() - previous.at.getTime() < stepMs) continue;
    const index = SCANS.indexOf(previous.kind as (typeof SCANS)[number]) + 1;
    const next = SCANS[index];
    if (!next) continue;
    const place = index < 2 ? ORIGIN : `${order.city}, ${order.country}`;
    await appendLog(db, order.id, next, now, { step: String(index + 1), place });
    moved += 1;
  }
  return moved;
}
