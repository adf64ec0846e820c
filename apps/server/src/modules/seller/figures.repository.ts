import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

// A shop's figures per day, in one statement: every day of the range is there (zeros for a quiet
// day), each a calendar day of the time zone `tz`. Sums stay decimal text (numeric) until presented.

export interface DayFiguresRow {
  day: string;
  orderNum: number;
  salesAmount: string;
  profit: string;
  settledNum: number;
  settledAmount: string;
  settledProfit: string;
  viewsNum: number;
  newFollowers: number;
}

export interface FiguresScope {
  sellerId: string;
  /** The shop owner's user id: the ledger pays settlements into that user's wallet. */
  ownerId: string;
  tz: string;
  /** First and last day, YYYY-MM-DD, both included. */
  startDate: string;
  endDate: string;
}

/**
 * The shop's figures for each day from startDate to endDate in `tz`:
 * - orders paid that day whose refund did not go through, their goods total and margin;
 * - orders the ledger settled that day: what the settlement paid into the owner's wallet, and that
 *   less what the owner's wallet paid to purchase them;
 * - product-page views of the shop's goods (hourly counts summed into the zone's days);
 * - follows made that day (and not undone).
 */
export async function dailyFigures(db: DbOrTx, scope: FiguresScope): Promise<DayFiguresRow[]> {
  const { sellerId, tz, startDate, endDate } = scope;
  const from = sql`(${startDate}::date::timestamp at time zone ${tz})`;
  const to = sql`((${endDate}::date + 1)::timestamp at time zone ${tz})`;
  const dayOf = (column: SQL) => sql`(${column} at time zone ${tz})::date`;
  const wallet = `wallet:${scope.ownerId}`;
  const result = await db.execute<{
    day: string;
    order_num: number;
    sales: string;
    profit: string;
    settled_num: number;
    settled_amount: string;
    settled_profit: string;
    views: number;
    follows: number;
  }>(sql`
    with days as (
      select d::date as day
      from generate_series(${startDate}::timestamp, ${endDate}::timestamp, interval '1 day') d
    ),
    paid as (
      select ${dayOf(sql`o.paid_at`)} as day, count(*)::int as n, sum(o.prize_real) as sales, sum(o.profit) as profit
      from orders o
      where o.seller_id = ${sellerId} and o.paid_at >= ${from} and o.paid_at < ${to} and o.refund_status <> 2
      group by 1
    ),
    settled as (
      select ${dayOf(sql`st.created_at`)} as day, count(*)::int as n, sum(se.amount) as amount,
             sum(se.amount + coalesce(pe.amount, 0)) as profit
      from orders o
      join ledger_transactions st on st.kind = 'order_settlement' and st.business_id = o.id::text
      join ledger_accounts w on w.key = ${wallet}
      join ledger_entries se on se.transaction_id = st.id and se.account_id = w.id
      left join ledger_transactions pt on pt.kind = 'order_purchase' and pt.business_id = o.id::text
      left join ledger_entries pe on pe.transaction_id = pt.id and pe.account_id = w.id
      where o.seller_id = ${sellerId} and o.settled_at is not null
        and st.created_at >= ${from} and st.created_at < ${to}
      group by 1
    ),
    views as (
      select ${dayOf(sql`h.hour`)} as day, sum(h.views)::int as n
      from seller_views_hourly h
      where h.seller_id = ${sellerId} and h.hour >= ${from} and h.hour < ${to}
      group by 1
    ),
    follows as (
      select ${dayOf(sql`f.created_at`)} as day, count(*)::int as n
      from focus_sellers f
      where f.seller_id = ${sellerId} and f.created_at >= ${from} and f.created_at < ${to}
      group by 1
    )
    select days.day::text as day,
           coalesce(paid.n, 0) as order_num, coalesce(paid.sales, 0)::text as sales,
           coalesce(paid.profit, 0)::text as profit,
           coalesce(settled.n, 0) as settled_num, coalesce(settled.amount, 0)::text as settled_amount,
           coalesce(settled.profit, 0)::text as settled_profit,
           coalesce(views.n, 0) as views, coalesce(follows.n, 0) as follows
    from days
    left join paid on paid.day = days.day
    left join settled on settled.day = days.day
    left join views on views.day = days.day
    left join follows on follows.day = days.day
    order by days.day
  `);
  return result.rows.map((r) => ({
    day: r.day,
    orderNum: Number(r.order_num),
    salesAmount: r.sales,
    profit: r.profit,
    settledNum: Number(r.settled_num),
    settledAmount: r.settled_amount,
    settledProfit: r.settled_profit,
    viewsNum: Number(r.views),
    newFollowers: Number(r.follows),
  }));
}

export interface TopGoodsRow {
  sellerGoodsId: string;
  goodsId: string;
  quantity: number;
  orderNum: number;
  salesAmount: string;
  profit: string;
}

/** The shop's best-selling listings over the range: by the amount buyers paid, or by units. */
export async function topGoods(
  db: DbOrTx,
  scope: Omit<FiguresScope, 'ownerId'>,
  sortBy: 'amount' | 'quantity',
  limit: number,
): Promise<TopGoodsRow[]> {
  const { sellerId, tz, startDate, endDate } = scope;
  // By the sums themselves: the reply's `sales` is text, which would sort "8.73" above "79.84".
  const amount = sql`sum(i.unit_price * i.quantity)`;
  const units = sql`sum(i.quantity)`;
  const order = sortBy === 'amount' ? sql`${amount} desc, ${units} desc` : sql`${units} desc, ${amount} desc`;
  const result = await db.execute<{
    seller_goods_id: string;
    goods_id: string;
    quantity: number;
    order_num: number;
    sales: string;
    profit: string;
  }>(sql`
    select i.seller_goods_id, i.goods_id, sum(i.quantity)::int as quantity,
           count(distinct o.id)::int as order_num, sum(i.unit_price * i.quantity)::text as sales,
           sum((i.unit_price - i.system_unit_price) * i.quantity)::text as profit
    from orders o join order_items i on i.order_id = o.id
    where o.seller_id = ${sellerId} and o.refund_status <> 2
      and o.paid_at >= (${startDate}::date::timestamp at time zone ${tz})
      and o.paid_at < ((${endDate}::date + 1)::timestamp at time zone ${tz})
    group by i.seller_goods_id, i.goods_id
    order by ${order}, i.seller_goods_id
    limit ${limit}
  `);
  return result.rows.map((r) => ({
    sellerGoodsId: r.seller_goods_id,
    goodsId: r.goods_id,
    quantity: Number(r.quantity),
    orderNum: Number(r.order_num),
    salesAmount: r.sales,
    profit: r.profit,
  }));
}

/** The shop's orders by status now, and those waiting for a refund decision. */
export async function orderCounts(db: DbOrTx, sellerId: string) {
  const result = await db.execute<{ status: number; n: number; refunding: number }>(sql`
    select status, count(*)::int as n, count(*) filter (where refund_status = 1)::int as refunding
    from orders where seller_id = ${sellerId} group by status
  `);
  return result.rows.map((r) => ({
    status: Number(r.status),
    n: Number(r.n),
    refunding: Number(r.refunding),
  }));
}
