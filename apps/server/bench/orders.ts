import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { createScratchDatabase } from '../src/db/scratch-database.js';
import { addresses } from '../src/db/schema/index.js';
import { amount } from '../src/lib/money.js';
import { hashPassword, verifyPassword } from '../src/modules/account/passwords.js';
import { checkLedger, post } from '../src/modules/wallet/ledger.js';
import { createUser, dubaiAddress } from '../test/factories.js';
import { prng } from '../test/prng.js';
import {
  cpuProfileArgs,
  median,
  quantile,
  swappedPairs,
  swappedRounds,
  withBenchServer,
} from './processes.js';
import { seedBenchCatalogue } from './seed-catalogue.js';

// Issue 23, P6, as issue 53 restates it: orders per second. Each of `connections` buyers (one
// keep-alive connection each) places an order of one listing (order!submit) and pays it from the
// wallet (order!pay, with the fund password), again and again. P6 is measured the way P2 is: the
// app's routes against a raw-SQL twin doing the same reads, writes and password check in the same
// server (order-twin.ts), in rounds of alternating runs in the same process, each round's ratio
// taken and the median of those reported (≥ 0.5), with the app's p99 of submit + pay at 50 buyers
// (≤ 250 ms). Each round also runs the app on 10 hot listings, which puts every order on a few
// stock and shop rows (hot ÷ uniform ≥ 0.8). Then submits alone, app and twin in pairs (what the
// pay adds). Then a drain against each: the hot goods' stock set to 50 each and submitted against
// until it runs out, to count oversold units. Last, the books, over the app's orders and the
// twin's: stock taken = units ordered for every good, sales counted = units paid for every
// listing, one payment per paid order, and the ledger checker (ADR 009).

export interface OrdersOptions {
  repoRoot: string;
  databaseUrl: string;
  /** Listings in the catalogue the uniform stream draws from. */
  listings: number;
  connections: number;
  duration: number;
  runs: number;
  /** Where the server's CPU profile goes (node --cpu-prof), when one is wanted. */
  profileDir?: string | undefined;
}

/** One stream's run: complete orders per second and the latencies (ms) of its requests. */
export interface OrdersRun {
  ordersPerSec: number;
  /** p99 over every request of the run (submits and pays). */
  p99: number;
  submitP99: number;
  payP99: number;
  /** p99 of submit + pay, one order's whole time. */
  orderP99: number;
  errors: number;
}

export interface Drain {
  stock: number;
  placed: number;
  refused: number;
  oversold: number;
}

export interface OrdersResult {
  listings: number;
  connections: number;
  duration: number;
  runs: number;
  /** The app's routes, uniform: submit + pay. */
  uniform: OrdersRun;
  /** The raw-SQL twin (order-twin.ts), uniform, in the same rounds. */
  twin: OrdersRun;
  /** app ÷ twin, orders/s, per round. */
  twinRatios: number[];
  /** app ÷ twin, the median of the rounds (issue 53: ≥ 0.5). */
  twinRatio: number;
  hot: OrdersRun;
  /** hot ÷ uniform (the app's), per round. */
  pairRatios: number[];
  /** hot ÷ uniform, the median of the rounds. */
  hotRatio: number;
  /** Submits alone (no payment), uniform: what the order's transaction costs without the pay. */
  submitOnly: OrdersRun;
  /** The twin's submits alone, paired with the app's. */
  twinSubmitOnly: OrdersRun;
  /** app ÷ twin, submits alone, per pair. */
  submitRatios: number[];
  submitRatio: number;
  drain: { app: Drain; twin: Drain };
  books: {
    stockMismatches: number;
    soldMismatches: number;
    paymentMismatches: number;
    ledgerProblems: string[];
  };
  /** One fund-password check (argon2id, the account's parameters) on one core, median ms. */
  safewordMs: number;
}

const SAFEWORD = '123456';
const FUNDS = '100000000.00';
const HOT = 10;
const DRAIN_STOCK = 50;
/** P6 as issue 53 restates it. */
const GOAL = { twinRatio: 0.5, orderP99: 250, hotRatio: 0.8 };

/** Who serves the orders: the app's actions, or the raw-SQL twin in the same server. */
export type Target = 'app' | 'twin';
const PATHS: Record<Target, { submit: string; pay: string }> = {
  app: { submit: '/api/order!submit.action', pay: '/api/order!pay.action' },
  twin: { submit: '/bench/order-submit-raw', pay: '/bench/order-pay-raw' },
};

type Listing = {
  id: string;
  goodsId: string;
};

interface Reply {
  code: string;
  msg: string;
  data: unknown;
}

async function call(base: string, path: string, params: Record<string, string>): Promise<Reply> {
  const res = await fetch(`${base}${path}?${new URLSearchParams(params)}`, { method: 'POST' });
  return (await res.json()) as Reply;
}

/** `n` buyers with a fund password, an address and more money than the bench can spend. */
async function buyers(db: Db, n: number): Promise<{ username: string; password: string }[]> {
  const safewordHash = await hashPassword(SAFEWORD);
  const now = new Date();
  const made = [];
  for (let i = 0; i < n; i++) {
    const user = await createUser(db, { safewordHash });
    await db.insert(addresses).values(dubaiAddress(user.id, now));
    await db.transaction((tx) =>
      post(
        tx,
        {
          kind: 'deposit',
          businessId: `bench-fund-${user.id}`,
          entries: [
            { account: { kind: 'platform_cash' }, amount: amount(FUNDS).negated() },
            { account: { kind: 'wallet', userId: user.id }, amount: amount(FUNDS) },
          ],
        },
        now,
      ),
    );
    made.push({ username: user.username, password: user.password });
  }
  return made;
}

/**
 * Every buyer orders from `target` until `seconds` are up: submit, then (when `pay`) pay. Listings
 * come from `pool`; a refusal for stock counts as refused, any other failure as an error.
 */
async function drive(
  base: string,
  target: Target,
  tokens: readonly string[],
  pool: readonly Listing[],
  seconds: number,
  pay: boolean,
  seed: number,
): Promise<OrdersRun & { placed: number; refused: number; firstError: string | undefined }> {
  const submits: number[] = [];
  const pays: number[] = [];
  const orders: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  let refused = 0;
  let placed = 0;
  const random = prng(seed);
  const paths = PATHS[target];
  const ends = performance.now() + seconds * 1000;
  await Promise.all(
    tokens.map(async (token) => {
      while (performance.now() < ends) {
        const listing = pool[Math.floor(random() * pool.length)] as Listing;
        const t0 = performance.now();
        const submitted = await call(base, paths.submit, { token, orderInfo: `${listing.id},-1,1` });
        const t1 = performance.now();
        submits.push(t1 - t0);
        if (submitted.code !== '0') {
          if (/stock/i.test(submitted.msg)) refused += 1;
          else {
            errors += 1;
            firstError ??= `submit: ${submitted.msg}`;
          }
          continue;
        }
        placed += 1;
        if (!pay) {
          orders.push(t1 - t0);
          continue;
        }
        const { orderList } = submitted.data as { orderList: { orderId: string }[] };
        const orderId = orderList.map((o) => o.orderId).join(',');
        const paid = await call(base, paths.pay, { token, orderId, safeword: SAFEWORD });
        const t2 = performance.now();
        pays.push(t2 - t1);
        if (paid.code !== '0') {
          errors += 1;
          firstError ??= `pay: ${paid.msg}`;
        } else orders.push(t2 - t0);
      }
    }),
  );
  const sorted = (values: number[]) => values.sort((a, b) => a - b);
  return {
    ordersPerSec: orders.length / seconds,
    p99: quantile(sorted([...submits, ...pays]), 0.99),
    submitP99: quantile(sorted(submits), 0.99),
    payP99: quantile(sorted(pays), 0.99),
    orderP99: quantile(sorted(orders), 0.99),
    errors,
    refused,
    placed,
    firstError,
  };
}

function medianRun(runs: OrdersRun[]): OrdersRun {
  const of = (key: keyof OrdersRun) => median(runs.map((r) => r[key]));
  return {
    ordersPerSec: of('ordersPerSec'),
    p99: of('p99'),
    submitP99: of('submitP99'),
    payP99: of('payP99'),
    orderP99: of('orderP99'),
    errors: runs.reduce((n, r) => n + r.errors, 0),
  };
}

/** The books after the streams: stock, sales and payments against the orders, and the ledger. */
async function books(db: Db): Promise<OrdersResult['books']> {
  const count = async (query: ReturnType<typeof sql>) =>
    Number((await db.execute<{ n: number }>(query)).rows[0]?.n ?? 0);
  // Stock taken from each good (bench_before holds it as seeded) against the units ordered of it.
  const stockMismatches = await count(sql`
    select count(*)::int as n from system_goods g join bench_before b on b.id = g.id
    where g.stock < 0 or b.stock - g.stock <> coalesce(
      (select sum(i.quantity) from order_items i where i.goods_id = g.id), 0)`);
  // Sales counted on each listing against the units of its paid orders.
  const soldMismatches = await count(sql`
    select count(*)::int as n from seller_goods sg join bench_sold_before b on b.id = sg.id
    where sg.sold_num - b.sold_num <> coalesce((select sum(i.quantity) from order_items i
      join orders o on o.id = i.order_id where i.seller_goods_id = sg.id and o.paid_at is not null), 0)`);
  const paymentMismatches = await count(sql`
    select count(*)::int as n from orders o
    where (o.paid_at is not null) <> ((select count(*) from ledger_transactions t
      where t.kind = 'order_payment' and t.business_id = o.id::text) = 1)`);
  const ledgerProblems = (await checkLedger(db)).map((p) => `${p.rule} ${p.subject} ${p.detail}`);
  return { stockMismatches, soldMismatches, paymentMismatches, ledgerProblems };
}

async function safewordMs(): Promise<number> {
  const hash = await hashPassword(SAFEWORD);
  const times: number[] = [];
  for (let i = 0; i < 15; i++) {
    const t0 = performance.now();
    await verifyPassword(hash, SAFEWORD);
    times.push(performance.now() - t0);
  }
  return Math.round(median(times) * 10) / 10;
}

export async function runOrders(options: OrdersOptions): Promise<OrdersResult> {
  const t0 = Date.now();
  const scratch = await createScratchDatabase(options.databaseUrl, 'caravan_bench_orders');
  const database = openDatabase(scratch.url, { maxConnections: 2 });
  try {
    const db = database.db;
    await runMigrations(db);
    await seedBenchCatalogue(db, options.listings);
    await db.execute(sql`update system_goods set stock = 1000000000`);
    await db.execute(sql`create table bench_before as select id, stock from system_goods`);
    await db.execute(sql`create table bench_sold_before as select id, sold_num from seller_goods`);
    // The listings one unit of can be ordered: the catalogue's goods have minimums of 1 to 100
    // units since issue 51 (buy_min), and an order of one unit below them is refused.
    const oneUnit = sql`select sg.id, sg.goods_id as "goodsId" from seller_goods sg
      join system_goods g on g.id = sg.goods_id
      where g.buy_min <= 1 and sg.moq <= 1 and sg.pack_size <= 1`;
    const pool = (await db.execute<Listing>(oneUnit)).rows;
    // Ten listings of ten different goods (listings of one good share its stock row).
    const hot = (
      await db.execute<Listing>(sql`
        select distinct on ("goodsId") id, "goodsId" from (${oneUnit}) l
        order by "goodsId", id limit ${HOT}`)
    ).rows;
    const people = await buyers(db, options.connections);
    console.log(
      `[orders] seeded ${options.listings.toLocaleString('en')} listings (${pool.length.toLocaleString('en')} sold by the unit, the streams' pool) and ${people.length} buyers in ${((Date.now() - t0) / 1000).toFixed(0)} s`,
    );

    const profile = cpuProfileArgs(options.profileDir);
    const hotGoods = sql.join(
      hot.map((h) => sql`${h.goodsId}::uuid`),
      sql`, `,
    );
    const measured = await withBenchServer(
      options.repoRoot,
      scratch.url,
      async (base) => {
        const tokens: string[] = [];
        for (const person of people) {
          const login = await call(base, '/api/user!newlogin.action', person);
          if (login.code !== '0') throw new Error(`login refused: ${login.msg}`);
          tokens.push((login.data as { token: string }).token);
        }
        for (const target of ['app', 'twin'] as const) {
          const warm = await drive(base, target, tokens, pool, 2, true, 1);
          if (warm.errors > 0)
            throw new Error(`${target} warm-up: ${warm.errors} errors (${warm.firstError})`);
        }
        let seed = 10;
        const stream = async (target: Target, name: 'uniform' | 'hot', pay = true) => {
          const run = await drive(
            base,
            target,
            tokens,
            name === 'hot' ? hot : pool,
            options.duration,
            pay,
            seed++,
          );
          console.log(
            `[orders] ${target} ${name}${pay ? '' : ' submits'}: ${Math.round(run.ordersPerSec)} orders/s, order p99 ${run.orderP99} ms${run.errors ? `, ${run.errors} errors (${run.firstError})` : ''}`,
          );
          return run;
        };
        // Rounds of three runs, the order reversed each round: app and twin alternate, and so do
        // the app's uniform and hot streams.
        const rounds = (
          await swappedRounds(options.runs, [
            () => stream('app', 'uniform'),
            () => stream('twin', 'uniform'),
            () => stream('app', 'hot'),
          ])
        ).map(([uniform, twin, hotRun]) => ({
          uniform: uniform as OrdersRun,
          twin: twin as OrdersRun,
          hot: hotRun as OrdersRun,
        }));
        const submits = (
          await swappedPairs(
            options.runs,
            () => stream('app', 'uniform', false),
            () => stream('twin', 'uniform', false),
          )
        ).map((p) => ({ app: p.a, twin: p.b }));
        const checked = await books(db);
        // The drains: the hot goods' stock set low and ordered against until it is gone, through
        // the app and then through the twin. bench_before is set again each time to what the stock
        // was before any order, so the books' stock check still holds after the drains.
        const drain = async (target: Target): Promise<Drain> => {
          await db.execute(sql`update system_goods set stock = ${DRAIN_STOCK} where id in (${hotGoods})`);
          await db.execute(sql`delete from bench_before`);
          await db.execute(sql`insert into bench_before select g.id, g.stock + coalesce(
          (select sum(i.quantity) from order_items i where i.goods_id = g.id), 0) from system_goods g`);
          const drained = await drive(base, target, tokens, hot, 5, false, target === 'app' ? 30 : 31);
          const left = (
            await db.execute<{ stock: number }>(sql`select stock from system_goods where id in (${hotGoods})`)
          ).rows;
          return {
            stock: DRAIN_STOCK * hot.length,
            placed: drained.placed,
            refused: drained.refused,
            oversold:
              Math.max(0, drained.placed - DRAIN_STOCK * hot.length) +
              left.reduce((n, r) => n + Math.max(0, -r.stock), 0),
          };
        };
        const drains = { app: await drain('app'), twin: await drain('twin') };
        const after = await books(db);
        return {
          rounds,
          submits,
          // The stock check before the drains, and everything after them (the drains pay nothing).
          checked: { ...after, stockMismatches: checked.stockMismatches + after.stockMismatches },
          drains,
        };
      },
      {},
      profile,
    );
    const { rounds, submits } = measured;
    const twinRatios = rounds.map((r) => r.uniform.ordersPerSec / r.twin.ordersPerSec);
    const pairRatios = rounds.map((r) => r.hot.ordersPerSec / r.uniform.ordersPerSec);
    const submitRatios = submits.map((p) => p.app.ordersPerSec / p.twin.ordersPerSec);
    return {
      listings: options.listings,
      connections: options.connections,
      duration: options.duration,
      runs: options.runs,
      uniform: medianRun(rounds.map((r) => r.uniform)),
      twin: medianRun(rounds.map((r) => r.twin)),
      twinRatios,
      twinRatio: median(twinRatios),
      hot: medianRun(rounds.map((r) => r.hot)),
      pairRatios,
      hotRatio: median(pairRatios),
      submitOnly: medianRun(submits.map((p) => p.app)),
      twinSubmitOnly: medianRun(submits.map((p) => p.twin)),
      submitRatios,
      submitRatio: median(submitRatios),
      drain: measured.drains,
      books: measured.checked,
      safewordMs: await safewordMs(),
    };
  } finally {
    await database.close();
    await scratch.drop();
  }
}

export function ordersTable(r: OrdersResult): string {
  const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
  const ratios = (values: number[]) => values.map((x) => x.toFixed(2)).join(', ');
  const row = (name: string, s: OrdersRun, goal: string) =>
    `| ${name} | ${Math.round(s.ordersPerSec)} | ${Math.round(s.p99)} | ${Math.round(s.submitP99)} | ${Math.round(s.payP99)} | ${Math.round(s.orderP99)} | ${s.errors} | ${goal} |`;
  const b = r.books;
  const clean =
    b.stockMismatches === 0 &&
    b.soldMismatches === 0 &&
    b.paymentMismatches === 0 &&
    b.ledgerProblems.length === 0;
  const drainRow = (who: string, d: Drain) =>
    `| drain through ${who}: ${d.stock} units of hot stock, ${r.connections} buyers ordering for 5 s | ${d.placed} placed, ${d.refused} refused, **${d.oversold} oversold** (${verdict(d.oversold === 0 && d.placed <= d.stock)}) |`;
  return [
    `| stream (PostgreSQL, ${r.connections} buyers, ${r.listings.toLocaleString('en')} listings) | orders/s (median) | p99 ms, every request | submit p99 | pay p99 | order p99 (submit + pay) | errors | goal |`,
    '|---|---:|---:|---:|---:|---:|---:|---|',
    row(
      'uniform, the app: submit + pay',
      r.uniform,
      `order p99 ≤ ${GOAL.orderP99} ms: ${verdict(r.uniform.orderP99 <= GOAL.orderP99)}`,
    ),
    row('uniform, raw-SQL twin in the same server: submit + pay', r.twin, 'the bar'),
    `| **app ÷ twin** (median of the rounds: ${ratios(r.twinRatios)}) | **${r.twinRatio.toFixed(2)}** | | | | | | ≥ ${GOAL.twinRatio}: ${verdict(r.twinRatio >= GOAL.twinRatio)} |`,
    row(
      `${HOT} hot listings, the app: submit + pay`,
      r.hot,
      `÷ uniform ≥ ${GOAL.hotRatio}: **${r.hotRatio.toFixed(2)}** (rounds ${ratios(r.pairRatios)}; ${verdict(r.hotRatio >= GOAL.hotRatio)})`,
    ),
    row('uniform, the app: submit alone (no pay)', r.submitOnly, 'what the pay adds'),
    row(
      'uniform, the twin: submit alone',
      r.twinSubmitOnly,
      `app ÷ twin **${r.submitRatio.toFixed(2)}** (pairs ${ratios(r.submitRatios)})`,
    ),
    '',
    `| check | figure |`,
    '|---|---|',
    drainRow('the app', r.drain.app),
    drainRow('the twin', r.drain.twin),
    `| books after every stream and both drains (the app's orders and the twin's): goods whose stock taken ≠ units ordered, listings whose sales ≠ units paid, orders without exactly one payment, ledger problems | ${b.stockMismatches}, ${b.soldMismatches}, ${b.paymentMismatches}, ${b.ledgerProblems.length} (${verdict(clean)}) |`,
    `| one fund-password check (argon2id, 19 MiB, 2 passes) on one core | ${r.safewordMs} ms: at most ${Math.floor(1000 / r.safewordMs)} pays/s per core |`,
  ].join('\n');
}
