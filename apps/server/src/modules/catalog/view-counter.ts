import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/**
 * Product-page views, counted once per viewer (user, or client address) per listing per UTC day so
 * that refreshing does not inflate the figure; the shop's views rise with the listing's, and so do
 * its views of the hour (the seller dashboard's).
 *
 * A view is not written on the request that makes it: each instance gathers its views and writes
 * them every `flushMs` in one statement, so a product page costs one read and no write of its own
 * (a page view's write was a fifth of the detail route's time, bench/README.md, P2). The price is
 * that figures trail by up to `flushMs`, and that views of the last `flushMs` are lost if the
 * process dies without closing (a clean stop writes them). Bounded: at `maxPending` views waiting,
 * further ones are dropped until the next write, so a flood of distinct viewers cannot grow memory.
 */
export interface ViewCounter {
  /** Notes a view of `sellerGoodsId` by `viewer` at `now`; written by the next flush. */
  record(sellerGoodsId: string, viewer: string, now: Date): void;
  /** Writes every view noted so far (and waits for a write already under way). */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
}

interface PendingView {
  id: string;
  viewer: string;
  day: string;
  hour: string;
}

/** Views per statement: the arrays stay well under a protocol message's size. */
const BATCH = 2_000;

export function startViewCounter(
  db: Db,
  options: { flushMs: number; log: (error: unknown, message: string) => void; maxPending?: number },
): ViewCounter {
  const maxPending = options.maxPending ?? 50_000;
  let pending = new Map<string, PendingView>();
  let writing: Promise<void> = Promise.resolve();
  let dropped = 0;

  const write = async (views: PendingView[]) => {
    for (let i = 0; i < views.length; i += BATCH) {
      const batch = views.slice(i, i + BATCH);
      try {
        await db.execute(countViews(batch));
      } catch (error) {
        options.log(error, `${batch.length} product views were not counted`);
      }
    }
  };
  const flush = () => {
    const views = [...pending.values()];
    pending = new Map();
    if (dropped > 0) {
      options.log(new Error('view buffer full'), `${dropped} product views were dropped`);
      dropped = 0;
    }
    // One write at a time, in order: a flush waits for the one before it.
    writing = writing.then(() => (views.length > 0 ? write(views) : undefined));
    return writing;
  };
  const timer = setInterval(() => void flush(), options.flushMs);
  timer.unref();

  return {
    record(sellerGoodsId, viewer, now) {
      const day = now.toISOString().slice(0, 10);
      const key = `${sellerGoodsId} ${day} ${viewer}`;
      if (pending.has(key)) return;
      if (pending.size >= maxPending) {
        dropped += 1;
        return;
      }
      const hour = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000).toISOString();
      pending.set(key, { id: sellerGoodsId, viewer, day, hour });
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}

/**
 * One statement for a batch of distinct views: the views not yet seen that day go into
 * goods_views, and only those raise the listing's, the shop's and the shop's hourly figures. The
 * changes happen together or not at all.
 */
function countViews(views: readonly PendingView[]) {
  const column = (pick: (v: PendingView) => string) => sql.param(views.map(pick));
  return sql`
    with input as (
      select * from unnest(
        ${column((v) => v.id)}::uuid[], ${column((v) => v.viewer)}::text[],
        ${column((v) => v.day)}::text[], ${column((v) => v.hour)}::timestamptz[]
      ) as t(id, viewer, day, hour)
    ), seen as (
      insert into goods_views (seller_goods_id, viewer, day)
      select id, viewer, day from input
      on conflict do nothing
      returning seller_goods_id, viewer, day
    ), counted as (
      select i.id, i.hour, count(*)::int as n
      from seen s join input i on i.id = s.seller_goods_id and i.viewer = s.viewer and i.day = s.day
      group by i.id, i.hour
    ), listing as (
      update seller_goods g set views_num = g.views_num + c.n
      from (select id, sum(n)::int as n from counted group by id) c
      where g.id = c.id
      returning g.id, g.seller_id
    ), hourly as (
      insert into seller_views_hourly (seller_id, hour, views)
      select l.seller_id, c.hour, sum(c.n)::int from counted c join listing l on l.id = c.id
      group by l.seller_id, c.hour
      on conflict (seller_id, hour) do update set views = seller_views_hourly.views + excluded.views
      returning seller_id
    )
    update sellers s set views_num = s.views_num + x.n
    from (
      select l.seller_id, sum(c.n)::int as n from counted c join listing l on l.id = c.id
      group by l.seller_id
    ) x
    where s.id = x.seller_id`;
}
