import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { startPgliteServer } from '../src/db/pglite-server.js';
import { createScratchDatabase } from '../src/db/scratch-database.js';
import { maxBuy as readMaxBuy } from '../src/modules/orders/checkout.service.js';
import {
  benchServerEnv,
  cpuMeter,
  median,
  spawnOnServerCore,
  stopServer,
  swappedPairs,
  waitHealthy,
} from './processes.js';
import {
  measurePricing,
  PRICING_PARTS,
  pricingCart,
  type PricingPart,
  type PricingResult,
} from './pricing.js';
import { seedBenchCatalogue } from './seed-catalogue.js';
import { ladderCensus, setLadderState, type LadderCensus, type LadderState } from './ladder-states.js';

// Issue 53, "Speed": the list and search routes with wholesale terms on the listings answer at
// least 0.95× as fast as without them, and a cart of 200 lines prices in under 50 ms.
//
// One seeded catalogue, one server; the listings' terms toggled between two states by SQL: A, the
// catalogue as seeded (no ladder, minimum 1, pack 1, no sample), and B, about half the listings on a
// ladder of 2 to 4 rungs, some of them in packs and some with a sample. Each route is measured in
// pairs of runs, one in each state, the order swapped every pair (swappedPairs), so that a shared
// machine's drift falls on both; a route's figure is the median of its pairs' ratios (B ÷ A). After
// each toggle the table is rewritten (VACUUM FULL) and vacuumed: an UPDATE of half the rows leaves
// dead rows, new index entries and a cleared visibility map, and the state measured after it would
// pay for that rather than for its terms. On PGlite the server holds the database alone, so it is
// stopped for a toggle and started again.

export type LadderMode = 'postgres' | 'pglite';

export interface LaddersOptions {
  repoRoot: string;
  /** PostgreSQL (its scratch database is made there); needed for the postgres mode. */
  databaseUrl?: string | undefined;
  modes: LadderMode[];
  goods: number;
  connections: number;
  duration: number;
  /** Pairs of runs per route. */
  runs: number;
  /** Runs of each pricing measurement (PostgreSQL only). */
  pricingRuns: number;
}

/**
 * One run: requests per second, p99 (ms), errors and non-2xx, the mean reply's bytes, and CPU per
 * request (µs): the server process's (on PGlite, its database thread's too) and every PostgreSQL
 * process's on the machine (cpuMeter). CPU time moves less than the rate when other tenants take
 * the cores.
 */
export interface LadderMeasure {
  reqPerSec: number;
  p99: number;
  errors: number;
  bytes: number;
  serverUs: number;
  postgresUs: number;
}

export interface LadderRoute {
  plain: LadderMeasure;
  ladders: LadderMeasure;
  pairRatios: number[];
  /** B ÷ A, the median of the pairs. */
  ratio: number;
  /** Every run, pair by pair (the JSON's record; the table shows the medians). */
  pairs: { plain: LadderMeasure; ladders: LadderMeasure }[];
  /** Rows the probe of each state found carrying terms, and of those, rows on a ladder of 2+ rungs. */
  rows: { plain: [number, number]; ladders: [number, number] };
}

export interface LaddersModeResult {
  mode: LadderMode;
  goods: number;
  seedSeconds: number;
  /** Seconds one toggle took (update, rewrite, vacuum; on PGlite the server's restart too). */
  toggleSeconds: number[];
  census: LadderCensus;
  routes: Record<string, LadderRoute>;
  pricing?: PricingResult | undefined;
}

export interface LaddersResult {
  connections: number;
  duration: number;
  runs: number;
  modes: LaddersModeResult[];
}

interface Target {
  name: string;
  path: string;
}

function targets(goodsId: string): Target[] {
  return [
    {
      name: 'sellerGoods!list, page 1 of 12',
      path: '/api/sellerGoods!list.action?pageNum=1&pageSize=12&lang=en',
    },
    {
      name: 'sellerGoods!search, one word, page 1 of 20',
      path: '/api/sellerGoods!search.action?keyword=wireless&pageNum=1&pageSize=20',
    },
    { name: 'index!home (four lists of 12)', path: '/api/index!home.action?lang=en' },
    {
      name: 'sellerGoods!search-goods, price asc, page 1 of 20',
      path: `/api/sellerGoods!search-goods.action?goodsId=${goodsId}&isPrice=1&pageNum=1&pageSize=20`,
    },
  ];
}

/** Every object in a reply with a `priceTiers` list: [rows, rows on a ladder of 2+ rungs]. */
function termsRows(value: unknown, found: [number, number] = [0, 0]): [number, number] {
  if (Array.isArray(value)) for (const v of value) termsRows(v, found);
  else if (value && typeof value === 'object') {
    const tiers = (value as { priceTiers?: unknown }).priceTiers;
    if (Array.isArray(tiers)) {
      found[0] += 1;
      if (tiers.length >= 2) found[1] += 1;
    }
    for (const v of Object.values(value)) termsRows(v, found);
  }
  return found;
}

/**
 * autocannon sees HTTP statuses only: each route must answer code "0", with rows carrying terms,
 * some on a ladder in state B and none in state A.
 */
async function probe(base: string, target: Target, state: LadderState): Promise<[number, number]> {
  const body = (await (await fetch(base + target.path, { method: 'POST' })).json()) as {
    code: string;
    msg: string;
    data: unknown;
  };
  if (body.code !== '0') throw new Error(`${target.path} answered code ${body.code}: ${body.msg}`);
  const rows = termsRows(body.data);
  if (rows[0] === 0) throw new Error(`${target.name} answered no rows with terms`);
  if (state === 'B' && rows[1] === 0) throw new Error(`${target.name} answered no ladder in state B`);
  if (state === 'A' && rows[1] > 0) throw new Error(`${target.name} answered a ladder in state A`);
  return rows;
}

async function load(
  base: string,
  server: ChildProcess,
  target: Target,
  connections: number,
  duration: number,
): Promise<LadderMeasure> {
  const meter = cpuMeter(server);
  const r = await autocannon({ url: base + target.path, method: 'POST', connections, duration });
  const cpu = meter(r.requests.total);
  return {
    reqPerSec: r.requests.average,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    bytes: r.requests.average > 0 ? r.throughput.average / r.requests.average : 0,
    serverUs: cpu.serverUs,
    postgresUs: cpu.postgresUs,
  };
}

/** A catalogue the bench can write to between runs, and the server that reads it. */
interface Catalogue {
  mode: LadderMode;
  /** Runs `work` on the database; on PGlite with the server stopped (it holds the database). */
  write<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /** The database the in-process pricing reads (PostgreSQL only). */
  db?: Db;
  serverEnv(): Record<string, string>;
  exclusive: boolean;
  close(): Promise<void>;
}

async function postgresCatalogue(url: string, goods: number): Promise<Catalogue> {
  const scratch = await createScratchDatabase(url, 'caravan_bench_ladders');
  const database = openDatabase(scratch.url, { maxConnections: 2 });
  await runMigrations(database.db);
  await seedBenchCatalogue(database.db, goods);
  const dataDir = mkdtempSync(join(tmpdir(), 'caravan-bench-'));
  return {
    mode: 'postgres',
    write: (work) => work(database.db),
    db: database.db,
    serverEnv: () => ({ DATABASE_URL: scratch.url, DATA_DIR: dataDir }),
    exclusive: false,
    async close() {
      await database.close();
      await scratch.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function pgliteCatalogue(goods: number): Promise<Catalogue> {
  const dataDir = mkdtempSync(join(tmpdir(), 'caravan-bench-'));
  mkdirSync(join(dataDir, 'pglite'), { recursive: true });
  const write = async <T>(work: (db: Db) => Promise<T>): Promise<T> => {
    const server = await startPgliteServer(join(dataDir, 'pglite'));
    const database = openDatabase(server.url, { embedded: true });
    try {
      return await work(database.db);
    } finally {
      await database.close();
      await server.stop();
    }
  };
  await write(async (db) => {
    await runMigrations(db);
    await seedBenchCatalogue(db, goods);
  });
  return {
    mode: 'pglite',
    write,
    serverEnv: () => ({ DATA_DIR: dataDir }),
    exclusive: true,
    close: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** The bench's server (dist/bench-server.js) on core 0, nothing cached, no sweeps. */
async function startServer(repoRoot: string, env: Record<string, string>) {
  const port = 19000 + Math.floor(Math.random() * 1000);
  const child = await waitHealthy(
    spawnOnServerCore(
      join(repoRoot, 'apps/server/dist/bench-server.js'),
      benchServerEnv({
        ...env,
        PORT: String(port),
        CATALOG_REPLY_CACHE: '0',
        CATALOG_CACHE_SECONDS: '0',
        SWEEP_SECONDS: '0',
      }),
    ),
    `http://127.0.0.1:${port}/healthz`,
  );
  return { child, base: `http://127.0.0.1:${port}` };
}

async function runMode(options: LaddersOptions, mode: LadderMode): Promise<LaddersModeResult> {
  const t0 = Date.now();
  const catalogue =
    mode === 'postgres'
      ? await postgresCatalogue(options.databaseUrl ?? '', options.goods)
      : await pgliteCatalogue(options.goods);
  const seedSeconds = (Date.now() - t0) / 1000;
  let server: { child: ChildProcess; base: string } | undefined;
  try {
    // State B once to count and check it, then A: both measured states come out of the same
    // toggle (an update, the table rewritten and vacuumed).
    const { maxBuy, census, goodsId } = await catalogue.write(async (db) => {
      const max = await readMaxBuy(db);
      await setLadderState(db, 'B', max);
      const counted = await ladderCensus(db, max);
      // A good whose listings are about half on a ladder, as the catalogue is.
      const [good] = (
        await db.execute<{ goods_id: string }>(sql`
          select goods_id from seller_goods group by goods_id
          order by abs(count(price_tiers) * 2 - count(*)), goods_id limit 1`)
      ).rows;
      await setLadderState(db, 'A', max);
      return { maxBuy: max, census: counted, goodsId: good?.goods_id ?? '' };
    });
    console.log(
      `\n[ladders, ${mode}] ${options.goods.toLocaleString('en')} listings seeded in ${seedSeconds.toFixed(0)} s; ` +
        `state B: ${census.ladders} ladders (${JSON.stringify(census.rungs)} by rungs), ${census.packs} packs, ` +
        `${census.samples} samples, every one within termsProblem's rules`,
    );
    const routes = targets(goodsId);
    let state: LadderState = 'A';
    /**
     * A new server is slower for its first seconds (V8 compiling, plans made; on PGlite, its
     * buffers read in): every route runs for a run's length after each start, before any run is
     * measured, or the state measured first after a start would pay for it alone.
     */
    const start = async () => {
      const started = await startServer(options.repoRoot, catalogue.serverEnv());
      for (const target of routes) {
        await probe(started.base, target, state);
        await load(started.base, started.child, target, options.connections, options.duration);
      }
      return started;
    };
    server = await start();
    const toggleSeconds: number[] = [];
    const setState = async (next: LadderState) => {
      if (next === state) return;
      const started = Date.now();
      if (catalogue.exclusive && server) {
        await stopServer(server.child);
        server = undefined;
      }
      await catalogue.write((db) => setLadderState(db, next, maxBuy));
      state = next;
      toggleSeconds.push((Date.now() - started) / 1000);
      if (!server) server = await start();
    };
    const rows: Record<string, Record<LadderState, [number, number]>> = {};
    /** One state's runs: the state set, then each route probed, warmed up and measured. */
    const measure = async (next: LadderState) => {
      await setState(next);
      if (!server) throw new Error('no server');
      const { base, child } = server;
      const out: Record<string, LadderMeasure> = {};
      for (const target of routes) {
        (rows[target.name] ??= { A: [0, 0], B: [0, 0] })[next] = await probe(base, target, next);
        // A toggle rewrites the table, and every pool connection of the server plans its statements
        // again (on PGlite the server starts afresh): warmed up at the measured concurrency.
        await load(base, child, target, options.connections, 2);
        out[target.name] = await load(base, child, target, options.connections, options.duration);
      }
      console.log(
        `[ladders, ${mode}] state ${next}: ${routes.map((t) => Math.round(out[t.name]?.reqPerSec ?? 0)).join(', ')} req/s`,
      );
      return out;
    };
    const pairs = await swappedPairs(
      options.runs,
      () => measure('A'),
      () => measure('B'),
    );
    const result: Record<string, LadderRoute> = {};
    for (const target of routes) {
      const a = pairs.map((p) => p.a[target.name] as LadderMeasure);
      const b = pairs.map((p) => p.b[target.name] as LadderMeasure);
      const pairRatios = a.map((x, i) => (b[i]?.reqPerSec ?? 0) / x.reqPerSec);
      const summary = (runs: LadderMeasure[]): LadderMeasure => ({
        reqPerSec: median(runs.map((r) => r.reqPerSec)),
        p99: median(runs.map((r) => r.p99)),
        errors: runs.reduce((n, r) => n + r.errors, 0),
        bytes: median(runs.map((r) => r.bytes)),
        serverUs: median(runs.map((r) => r.serverUs)),
        postgresUs: median(runs.map((r) => r.postgresUs)),
      });
      const seen = rows[target.name] ?? { A: [0, 0], B: [0, 0] };
      result[target.name] = {
        plain: summary(a),
        ladders: summary(b),
        pairRatios,
        ratio: median(pairRatios),
        pairs: a.map((plain, i) => ({ plain, ladders: b[i] as LadderMeasure })),
        rows: { plain: seen.A, ladders: seen.B },
      };
    }

    let pricing: PricingResult | undefined;
    if (catalogue.db) {
      const db = catalogue.db;
      await setState('B');
      const cart = await pricingCart(db, server?.base ?? '', maxBuy);
      const ladders = await measurePricing(db, server?.base ?? '', cart, true, options.pricingRuns);
      await setState('A');
      const plain = await measurePricing(db, server?.base ?? '', cart, false, options.pricingRuns);
      const { lines, offers, shops, aboveFirstRung } = { ...cart, lines: cart.lines.length };
      pricing = { lines, offers, shops, aboveFirstRung, maxBuy, ladders, plain };
      console.log(
        `[ladders, ${mode}] 200-line cart: reads + pricing median ${ladders.readsAndPricing.median} ms, ` +
          `pure JS ${ladders.pureJs.median} ms, cart!addBatch over HTTP ${ladders.http.median} ms`,
      );
    }
    return {
      mode,
      goods: options.goods,
      seedSeconds,
      toggleSeconds,
      census,
      routes: result,
      pricing,
    };
  } finally {
    if (server) await stopServer(server.child);
    await catalogue.close();
  }
}

export async function runLadders(options: LaddersOptions): Promise<LaddersResult> {
  const modes: LaddersModeResult[] = [];
  for (const mode of options.modes) modes.push(await runMode(options, mode));
  return { connections: options.connections, duration: options.duration, runs: options.runs, modes };
}

const GOAL_RATIO = 0.95;
const GOAL_PRICING_MS = 50;

export function laddersTable(r: LaddersResult): string {
  const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
  const kb = (bytes: number) => (bytes / 1000).toFixed(1);
  const out: string[] = [];
  for (const m of r.modes) {
    const c = m.census;
    const share = (n: number) =>
      `${n.toLocaleString('en')} (${Math.round((100 * n) / Math.max(1, c.listings))} %)`;
    const rungs = Object.entries(c.rungs)
      .map(([n, k]) => `${k.toLocaleString('en')} of ${n} rungs`)
      .join(', ');
    const toggles = m.toggleSeconds.map((x) => x.toFixed(1)).join(', ');
    out.push(
      `${m.mode === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${m.goods.toLocaleString('en')} listings. State B: ${share(c.ladders)} on a ladder (${rungs}), ${share(c.packs)} in packs of 2–24, ${share(c.samples)} with a sample, every one within termsProblem's rules (system maximum ${c.maxBuy}). The toggles took ${toggles} s.`,
      '',
      `| route (${m.mode}, ${r.connections} connections) | no ladders: req/s | p99 ms | ladders: req/s | p99 ms | reply kB, none → ladders | rows on a ladder (of rows) | server CPU µs/request, none → ladders | PostgreSQL CPU µs/request | pairs (ladders ÷ none) | **ratio**, median of pairs (≥ ${GOAL_RATIO}) | errors |`,
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|',
      ...Object.entries(m.routes)
        .map(([name, x]) =>
          [
            name,
            Math.round(x.plain.reqPerSec),
            x.plain.p99,
            Math.round(x.ladders.reqPerSec),
            x.ladders.p99,
            `${kb(x.plain.bytes)} → ${kb(x.ladders.bytes)}`,
            `${x.rows.ladders[1]} of ${x.rows.ladders[0]}`,
            `${x.plain.serverUs} → ${x.ladders.serverUs}`,
            m.mode === 'postgres' ? `${x.plain.postgresUs} → ${x.ladders.postgresUs}` : '—',
            x.pairRatios.map((v) => v.toFixed(2)).join(', '),
            `**${x.ratio.toFixed(3)}** (${verdict(x.ratio >= GOAL_RATIO)})`,
            x.plain.errors + x.ladders.errors,
          ].join(' | '),
        )
        .map((row) => `| ${row} |`),
      '',
    );
    const p = m.pricing;
    if (p) {
      out.push(
        `| a cart of ${p.lines} lines (${p.offers} offers of ${p.shops} shops, ${p.aboveFirstRung} lines above their first rung), PostgreSQL | ladders: median ms | p95 ms | no ladders (measured after, unpaired): median ms | p95 ms | < ${GOAL_PRICING_MS} ms with ladders |`,
        '|---|---:|---:|---:|---:|---|',
        ...(Object.keys(PRICING_PARTS) as PricingPart[]).map((part) => {
          const l = p.ladders[part];
          const a = p.plain[part];
          return `| ${PRICING_PARTS[part]} (${l.runs} runs) | ${l.median} | ${l.p95} | ${a.median} | ${a.p95} | median ${verdict(l.median < GOAL_PRICING_MS)}, p95 ${verdict(l.p95 < GOAL_PRICING_MS)} |`;
        }),
        '',
      );
    }
  }
  return out.join('\n').trimEnd();
}
