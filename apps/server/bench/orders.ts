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
import { cpuProfileArgs, median, quantile, swappedPairs, withBenchServer } from './processes.js';
import { seedBenchCatalogue } from './seed-catalogue.js';

// Issue 23, P6: orders per second. Each of `connections` buyers (one keep-alive connection each)
// places an order of one listing (order!submit) and pays it from the wallet (order!pay, with the
// fund password), again and again. Two streams: listings drawn from the whole catalogue (uniform)
// and from 10 hot listings, which puts every order on a few stock and shop rows. Then a drain:
// the hot goods' stock set to 50 each and submitted against until it runs out, to count oversold
// units. Last, the books: stock taken = units ordered for every good, sales counted = units paid
// for every listing, one payment per paid order, and the ledger checker (ADR 009).

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

export interface OrdersResult {
  listings: number;
  connections: number;
  duration: number;
  runs: number;
  uniform: OrdersRun;
  hot: OrdersRun;
  /** Submits alone (no payment), uniform: what the order's transaction costs without the pay. */
  submitOnly: OrdersRun;
  pairRatios: number[];
  /** hot ÷ uniform, the median of the pairs. */
  hotRatio: number;
  drain: { stock: number; placed: number; refused: number; oversold: number };
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

interface Listing {
  id: string;
  goodsId: string;
}

interface Reply {
  code: string;
  msg: string;
  data: unknown;
}

async function call(base: string, action: string, params: Record<string, string>): Promise<Reply> {
  const res = await fetch(`${base}/api/${action}.action?${new URLSearchParams(params)}`, { method: 'POST' });
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
 * Every buyer orders until `seconds` are up: submit, then (when `pay`) pay. Listings come from
 * `pool`; a refusal for stock counts as refused, any other failure as an error.
 */
async function drive(
  base: string,
  tokens: readonly string[],
  pool: readonly Listing[],
  seconds: number,
  pay: boolean,
  seed: number,
): Promise<OrdersRun & { placed: number; refused: number }> {
  const submits: number[] = [];
  const pays: number[] = [];
  const orders: number[] = [];
  let errors = 0;
  let refused = 0;
  let placed = 0;
  const random = prng(seed);
  const ends = performance.now() + seconds * 1000;
  await Promise.all(
    tokens.map(async (token) => {
      while (performance.now() < ends) {
        const listing = pool[Math.floor(random() * pool.length)] as Listing;
        const t0 = performance.now();
        const submitted = await call(base, 'order!submit', { token, orderInfo: `${listing.id},-1,1` });
        const t1 = performance.now();
        submits.push(t1 - t0);
        if (submitted.code !== '0') {
          if (/stock/i.test(submitted.msg)) refused += 1;
          else errors += 1;
          continue;
        }
        placed += 1;
        if (!pay) {
          orders.push(t1 - t0);
          continue;
        }
        const { orderList } = submitted.data as { orderList: { orderId: string }[] };
        const orderId = orderList.map((o) => o.orderId).join(',');
        const paid = await call(base, 'order!pay', { token, orderId, safeword: SAFEWORD });
        const t2 = performance.now();
        pays.push(t2 - t1);
        if (paid.code !== '0') errors += 1;
        else orders.push(t2 - t0);
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
    const pool = (
      await db.execute<{ id: string; goodsId: string }>(
        sql`select id, goods_id as "goodsId" from seller_goods`,
      )
    ).rows;
    // Ten listings of ten different goods (listings of one good share its stock row).
    const hot = (
      await db.execute<{ id: string; goodsId: string }>(sql`
        select distinct on (goods_id) id, goods_id as "goodsId" from seller_goods
        order by goods_id, id limit ${HOT}`)
    ).rows;
    const people = await buyers(db, options.connections);
    console.log(
      `[orders] seeded ${options.listings.toLocaleString('en')} listings and ${people.length} buyers in ${((Date.now() - t0) / 1000).toFixed(0)} s`,
    );

    const profile = cpuProfileArgs(options.profileDir);
    const measured = await withBenchServer(
      options.repoRoot,
      scratch.url,
      async (base) => {
        const tokens: string[] = [];
        for (const person of people) {
          const login = await call(base, 'user!newlogin', person);
          if (login.code !== '0') throw new Error(`login refused: ${login.msg}`);
          tokens.push((login.data as { token: string }).token);
        }
        await drive(base, tokens, pool, 2, true, 1); // warm-up
        let seed = 10;
        const stream = async (name: 'uniform' | 'hot') => {
          const run = await drive(base, tokens, name === 'hot' ? hot : pool, options.duration, true, seed++);
          console.log(`[orders] ${name}: ${Math.round(run.ordersPerSec)} orders/s, p99 ${run.p99} ms`);
          return run;
        };
        const pairs = (
          await swappedPairs(
            options.runs,
            () => stream('uniform'),
            () => stream('hot'),
          )
        ).map((p) => ({ uniform: p.a, hot: p.b }));
        const submitOnly: OrdersRun[] = [];
        for (let i = 0; i < options.runs; i++)
          submitOnly.push(await drive(base, tokens, pool, options.duration, false, 20 + i));
        const checked = await books(db);
        // The drain: the hot goods' stock set low and ordered against until it is gone.
        const hotGoods = sql.join(
          hot.map((h) => sql`${h.goodsId}::uuid`),
          sql`, `,
        );
        await db.execute(sql`update system_goods set stock = ${DRAIN_STOCK}
        where id in (${hotGoods})`);
        await db.execute(sql`delete from bench_before`);
        await db.execute(sql`insert into bench_before select g.id, g.stock + coalesce(
        (select sum(i.quantity) from order_items i where i.goods_id = g.id), 0) from system_goods g`);
        const drained = await drive(base, tokens, hot, 5, false, 30);
        const left = (
          await db.execute<{ stock: number }>(sql`select stock from system_goods where id in (${hotGoods})`)
        ).rows;
        const after = await books(db);
        return {
          pairs,
          submitOnly,
          // The stock check before the drain, and everything after it (the drain pays nothing).
          checked: { ...after, stockMismatches: checked.stockMismatches + after.stockMismatches },
          drain: {
            stock: DRAIN_STOCK * hot.length,
            placed: drained.placed,
            refused: drained.refused,
            oversold:
              Math.max(0, drained.placed - DRAIN_STOCK * hot.length) +
              left.reduce((n, r) => n + Math.max(0, -r.stock), 0),
          },
        };
      },
      {},
      profile,
    );
    const pairRatios = measured.pairs.map((p) => p.hot.ordersPerSec / p.uniform.ordersPerSec);
    return {
      listings: options.listings,
      connections: options.connections,
      duration: options.duration,
      runs: options.runs,
      uniform: medianRun(measured.pairs.map((p) => p.uniform)),
      hot: medianRun(measured.pairs.map((p) => p.hot)),
      submitOnly: medianRun(measured.submitOnly),
      pairRatios,
      hotRatio: median(pairRatios),
      drain: measured.drain,
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
  const row = (name: string, s: OrdersRun, goal: string) =>
    `| ${name} | ${Math.round(s.ordersPerSec)} | ${Math.round(s.p99)} | ${Math.round(s.submitP99)} | ${Math.round(s.payP99)} | ${Math.round(s.orderP99)} | ${s.errors} | ${goal} |`;
  const b = r.books;
  const clean =
    b.stockMismatches === 0 &&
    b.soldMismatches === 0 &&
    b.paymentMismatches === 0 &&
    b.ledgerProblems.length === 0;
  return [
    `| stream (PostgreSQL, ${r.connections} buyers, ${r.listings.toLocaleString('en')} listings) | orders/s (median) | p99 ms, every request | submit p99 | pay p99 | order p99 (submit + pay) | errors | goal |`,
    '|---|---:|---:|---:|---:|---:|---:|---|',
    row(
      'uniform: submit + pay',
      r.uniform,
      `≥ 1,000/s: ${verdict(r.uniform.ordersPerSec >= 1000)}; p99 ≤ 50 ms: ${verdict(r.uniform.p99 <= 50)}`,
    ),
    row(
      `${HOT} hot listings: submit + pay`,
      r.hot,
      `÷ uniform ≥ 0.8: **${r.hotRatio.toFixed(2)}** (pairs ${r.pairRatios.map((x) => x.toFixed(2)).join(', ')}; ${verdict(r.hotRatio >= 0.8)})`,
    ),
    row('uniform: submit alone (no pay)', r.submitOnly, 'what the pay adds'),
    '',
    `| check | figure |`,
    '|---|---|',
    `| drain: ${r.drain.stock} units of hot stock, ${r.connections} buyers ordering for 5 s | ${r.drain.placed} placed, ${r.drain.refused} refused, **${r.drain.oversold} oversold** (${verdict(r.drain.oversold === 0 && r.drain.placed <= r.drain.stock)}) |`,
    `| books: goods whose stock taken ≠ units ordered, listings whose sales ≠ units paid, orders without exactly one payment, ledger problems | ${b.stockMismatches}, ${b.soldMismatches}, ${b.paymentMismatches}, ${b.ledgerProblems.length} (${verdict(clean)}) |`,
    `| one fund-password check (argon2id, 19 MiB, 2 passes) on one core | ${r.safewordMs} ms: at most ${Math.floor(1000 / r.safewordMs)} pays/s per core |`,
  ].join('\n');
}
