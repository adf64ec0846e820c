import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/**
 * Moves seller_goods.discount_live with the clock (migration 0028): off for live windows that have
 * closed, on for windows that have opened since the listing was written (a write sets it for the
 * moment of writing). Each update finds its rows through a partial index and touches only those;
 * the statement triggers then move the goods' discounted counters, which the totals of discounted
 * lists add up. Safe on every instance at once: a row another sweep has just moved no longer
 * matches. Returns the ids of the listings it moved.
 */
export async function sweepDiscounts(db: DbOrTx, now: Date): Promise<string[]> {
  const { rows } = await db.execute<{ id: string }>(sql`
    with closed as (
      update seller_goods set discount_live = 0
      where discount_live = 1 and discount_end <= ${now}
      returning id
    ), opened as (
      update seller_goods set discount_live = 1
      where discount_live = 0 and discount_ratio is not null and discount_end > ${now} and discount_start <= ${now}
      returning id
    )
    select id from closed union all select id from opened`);
  return rows.map((r) => r.id);
}
