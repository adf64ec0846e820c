import { ORDER_LOG_KINDS, type Language, type OrderLogKind, type OrderLogVo } from '@caravan/contract';
import { formatMessage } from '@caravan/contract/i18n';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orderLogs } from '../../db/schema/index.js';

/**
 * Appends an event to an order's timeline. Each kind is written once per order (a carrier's scans
 * differ by `step`), so a sweep or a retried command that gets here twice leaves one line.
 */
export async function appendLog(
  tx: DbOrTx,
  orderId: string,
  kind: OrderLogKind,
  now: Date,
  params: Record<string, string> = {},
): Promise<void> {
  await tx.insert(orderLogs).values({ orderId, kind, params, createdAt: now }).onConflictDoNothing();
}

const KNOWN = new Set<string>(ORDER_LOG_KINDS);

/** The order's timeline, oldest first, each event's text in `lang` (orderLog!list). */
export async function listLogs(db: DbOrTx, orderId: string, lang: Language): Promise<OrderLogVo[]> {
  const rows = await db
    .select()
    .from(orderLogs)
    .where(eq(orderLogs.orderId, orderId))
    .orderBy(asc(orderLogs.createdAt), asc(orderLogs.id));
  return rows
    .filter((r): r is typeof r & { kind: OrderLogKind } => KNOWN.has(r.kind))
    .map((r) => ({
      id: r.id,
      orderId: r.orderId,
      kind: r.kind,
      params: r.params,
      content: formatMessage(
        lang,
        `NOTICE_ORDER_${r.kind.toUpperCase()}` as `NOTICE_ORDER_${Uppercase<OrderLogKind>}`,
        r.params,
      ),
      createTime: r.createdAt.getTime(),
    }));
}
