import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { createScratchDatabase } from '../src/db/scratch-database.js';
import { startPgliteServer } from '../src/db/pglite-server.js';
import { fanoutTable, runFanout } from './fanout.js';
import { footprintTable, measureFootprint } from './footprint.js';
import { laddersTable, runLadders, type LadderMode } from './ladders.js';
import { listScaleTable, runListScale } from './list-scale.js';
import { ordersTable, runOrders } from './orders.js';
import {
  benchServerEnv,
  cpuMeter,
  cpuProfileArgs,
  hasTaskset,
  load,
  median,
  spawnOnServerCore,
  stopServer,
  swappedPairs,
  waitHealthy,
  type Measure,
} from './processes.js';
import { catalogueTable, searchShapes, sequential } from './catalogue-report.js';
import { seedBenchCatalogue } from './seed-catalogue.js';
import { runStack, stackTable } from './stack.js';

// npm run bench [-- --goods 100000 --duration 10 --runs 3 --connections 50] [--fanout 1]
// Seeds a synthetic catalogue, starts the real server (pinned to core 0) and drives it with
// autocannon from this process (pinned to core 1); medians of several runs, ratios to a bare route.
// --fanout 1 adds the chat gateway's fan-out bench (fanout.ts); --fanout-only 1 runs only that.
// --ladders 1 adds issue 53's wholesale terms bench (ladders.ts); --ladders-only 1 runs only that.

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2)
  args.set(process.argv[i]?.replace(/^--/, '') ?? '', process.argv[i + 1] ?? '');
const GOODS = Number(args.get('goods') ?? 100_000);
const DURATION = Number(args.get('duration') ?? 10);
const RUNS = Number(args.get('runs') ?? 3);
// The detail pair's ratio is the figure issue 4 sets a bar for: more pairs than list runs.
const DETAIL_PAIRS = Number(args.get('detail-pairs') ?? 6);
const CONNECTIONS = Number(args.get('connections') ?? 50);
const SEARCH_REQUESTS = Number(args.get('search-requests') ?? 300);
// --no-lists 1: skip the list routes' throughput and the mixed run (a 1,000,000-listing run
// spends its time on the search shapes and the detail pair).
const NO_LISTS = args.get('no-lists') === '1';
const FANOUT_ONLY = args.get('fanout-only') === '1';
// --list-scale 1: the list at two catalogue sizes on PostgreSQL (P12, P13; list-scale.ts);
// --list-scale-only 1 runs only that.
const LIST_SCALE_ONLY = args.get('list-scale-only') === '1';
const LIST_SCALE = LIST_SCALE_ONLY || args.get('list-scale') === '1';
const FANOUT = FANOUT_ONLY || args.get('fanout') === '1';
// --footprint 1: the storefront's initial JS and CSS and the embedded start (P8, P10; footprint.ts);
// --footprint-only 1 runs only that.
const FOOTPRINT_ONLY = args.get('footprint-only') === '1';
const FOOTPRINT = FOOTPRINT_ONLY || args.get('footprint') === '1';
// --stack 1: the full plugin stack against a bare Fastify (P1; stack.ts); --orders 1: orders per
// second, hot and uniform, and the books after (P6; orders.ts). Both on PostgreSQL (DATABASE_URL);
// --stack-only 1 and --orders-only 1 run only that part.
const STACK_ONLY = args.get('stack-only') === '1';
const STACK = STACK_ONLY || args.get('stack') === '1';
const ORDERS_ONLY = args.get('orders-only') === '1';
const ORDERS = ORDERS_ONLY || args.get('orders') === '1';
// --ladders 1: the list and search routes with and without wholesale terms on the listings, in
// pairs on one catalogue, and a 200-line cart priced (issue 53; ladders.ts, pricing.ts): on
// PostgreSQL when DATABASE_URL is set, else PGlite (--ladders-modes postgres,pglite: both; the
// cart is priced on PostgreSQL only); --ladders-only 1 runs only that.
const LADDERS_ONLY = args.get('ladders-only') === '1';
const LADDERS = LADDERS_ONLY || args.get('ladders') === '1';
// --nice -10: the bench (this process, and the servers, which inherit it) runs at that niceness in
// a session of its own, so that other tenants of a shared machine take less of its two cores. With
// the kernel's autogroups (sched_autogroup_enabled) the scheduler shares a core between sessions
// first, so the session's own niceness is set too. Below 0 needs root.
const NICE = args.get('nice');
// --server-profile DIR: the catalogue runs' servers, and the list-scale part's (one profile per
// catalogue size), write a CPU profile there (node --cpu-prof); with --no-lists 1 it is mostly the
// detail pair's.
const SERVER_PROFILE = args.get('server-profile') ? resolve(args.get('server-profile') ?? '') : undefined;
const repoRoot = resolve(fileURLToPath(new URL('../../../', import.meta.url)));
const resultsDir = join(repoRoot, 'bench', 'results');

// Pin the load generator (this process) to core 1 (and start its own session), once.
if (!process.env.BENCH_PINNED && (hasTaskset || NICE)) {
  const prefix = [...(NICE ? ['setsid', '--wait'] : []), ...(hasTaskset ? ['taskset', '-c', '1'] : [])];
  const child = spawnSync(
    prefix[0] ?? process.execPath,
    [...prefix.slice(1), process.execPath, ...process.execArgv, ...process.argv.slice(1)],
    {
      stdio: 'inherit',
      env: { ...process.env, BENCH_PINNED: '1' },
    },
  );
  process.exit(child.status ?? 1);
}
if (NICE) {
  setPriority(Number(NICE));
  try {
    writeFileSync('/proc/self/autogroup', NICE);
  } catch {
    // No autogroups here: the process's niceness is all there is.
  }
}

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
}

const TARGETS: Target[] = [
  { name: 'bare route (GET /livez)', method: 'GET', path: '/livez' },
  {
    name: 'sellerGoods!list',
    method: 'POST',
    path: '/api/sellerGoods!list.action?pageNum=1&pageSize=12&lang=en',
  },
  {
    name: 'sellerGoods!recommend_new',
    method: 'POST',
    path: '/api/sellerGoods!recommend_new.action?type=1&pageSize=12',
  },
  { name: 'index!home', method: 'POST', path: '/api/index!home.action?lang=en' },
];

/**
 * A deep, sorted list page: a category filter, price sort and a deep page make the database walk
 * 500 rows while the reply stays small. Its first row is the listing the detail pair reads.
 */
/**
 * The search load of the mixed run (P5): a one-word search matching one name in eight, by sales,
 * page 5, which ranks every match before it can answer.
 */
const SEARCH_LOAD_PATH = `/api/sellerGoods!search.action?keyword=wireless&isHot=2&pageNum=5&pageSize=20`;
const SEARCH_PATH = `/api/sellerGoods!list.action?categoryId=${'00000000-0000-0000-0000-000000000000'}&isPrice=1&pageNum=100&pageSize=5`;

async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  // The real server plus the raw-SQL twin of sellerGoods!info (bench-server.ts). Every measured
  // request reaches the database: anonymous replies are not kept (ADR 008).
  const child = spawnOnServerCore(
    join(repoRoot, 'apps/server/dist/bench-server.js'),
    benchServerEnv({ ...env, PORT: String(port), CATALOG_REPLY_CACHE: '0' }),
    cpuProfileArgs(SERVER_PROFILE),
  );
  return waitHealthy(child, `http://127.0.0.1:${port}/healthz`);
}

async function runMode(mode: 'pglite' | 'postgres'): Promise<Record<string, unknown>> {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  const t0 = Date.now();
  if (mode === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'caravan-bench-'));
    mkdirSync(join(dataDir, 'pglite'), { recursive: true });
    const server = await startPgliteServer(join(dataDir, 'pglite'));
    const database = openDatabase(server.url, { embedded: true });
    await runMigrations(database.db);
    await seedBenchCatalogue(database.db, GOODS);
    await database.close();
    await server.stop();
    env = { DATA_DIR: dataDir };
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  } else {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL ?? '', 'caravan_bench');
    const database = openDatabase(scratch.url, { maxConnections: 2 });
    await runMigrations(database.db);
    await seedBenchCatalogue(database.db, GOODS);
    await database.close();
    env = { DATABASE_URL: scratch.url, DATA_DIR: mkdtempSync(join(tmpdir(), 'caravan-bench-')) };
    cleanup = () => scratch.drop();
  }
  console.log(`\n[${mode}] seeded ${GOODS} seller goods in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  const port = 18000 + Math.floor(Math.random() * 1000);
  const server = await startServer(env, port);
  const base = `http://127.0.0.1:${port}`;
  const category = (await (await fetch(`${base}/api/category!tree.action`)).json()) as {
    data: { id: string }[];
  };
  const searchPath = SEARCH_PATH.replace('00000000-0000-0000-0000-000000000000', category.data[0]?.id ?? '');
  try {
    // autocannon sees HTTP statuses only; a refused request (HTTP 200, code "1") would pass for a
    // fast one. Every measured request shape must answer code "0" first.
    const probed = [
      ...TARGETS.filter((t) => t.method === 'POST').map((t) => t.path),
      searchPath,
      SEARCH_LOAD_PATH,
    ];
    for (const path of probed) {
      const body = (await (await fetch(base + path, { method: 'POST' })).json()) as {
        code: string;
        msg: string;
        data: unknown;
      };
      if (body.code !== '0') throw new Error(`${path} answered code ${body.code}: ${body.msg}`);
    }
    const searchProbe = (await (await fetch(base + searchPath, { method: 'POST' })).json()) as {
      data: { pageList: { id: string }[] };
    };
    const listing = searchProbe.data.pageList[0]?.id;
    if (!listing) throw new Error(`${searchPath} found nothing to load the database with`);
    const rows: Record<string, Measure & { ratio: number }> = {};
    for (const target of NO_LISTS ? [] : TARGETS) {
      await load(base, target, 10, 2); // warm-up
      const runs: Measure[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await load(base, target, CONNECTIONS, DURATION));
      rows[target.name] = {
        reqPerSec: median(runs.map((r) => r.reqPerSec)),
        p99: median(runs.map((r) => r.p99)),
        errors: runs.reduce((n, r) => n + r.errors, 0),
        non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
        ratio: 0,
      };
    }
    const bare = rows[TARGETS[0]?.name ?? '']?.reqPerSec ?? 1;
    for (const row of Object.values(rows)) row.ratio = row.reqPerSec / bare;

    // sellerGoods!info against its raw-SQL twin in the same server (issue 4: ≥ 0.85×), in
    // alternating runs so that both see the same machine.
    const detail = {
      route: { method: 'POST', path: `/api/sellerGoods!info.action?sellerGoodsId=${listing}` },
      twin: { method: 'POST', path: `/bench/sellerGoods-info-raw?sellerGoodsId=${listing}` },
    };
    for (const target of Object.values(detail)) {
      const body = (await (await fetch(base + target.path, { method: 'POST' })).json()) as { code: string };
      if (body.code !== '0') throw new Error(`${target.path} answered code ${body.code}`);
      await load(base, target, 10, 2); // warm-up
    }
    const meter = cpuMeter(server);
    const detailRuns = (
      await swappedPairs(
        DETAIL_PAIRS,
        () => load(base, detail.route, CONNECTIONS, DURATION),
        () => load(base, detail.twin, CONNECTIONS, DURATION),
      )
    ).map((p) => ({ route: p.a, twin: p.b }));
    const cpu = meter(detailRuns.reduce((n, r) => n + (r.route.reqPerSec + r.twin.reqPerSec) * DURATION, 0));
    const pairRatios = detailRuns.map((r) => r.route.reqPerSec / r.twin.reqPerSec);
    const detailPair = {
      routeReqPerSec: median(detailRuns.map((r) => r.route.reqPerSec)),
      routeP99: median(detailRuns.map((r) => r.route.p99)),
      twinReqPerSec: median(detailRuns.map((r) => r.twin.reqPerSec)),
      twinP99: median(detailRuns.map((r) => r.twin.p99)),
      pairRatios,
      ratio: median(pairRatios),
      cpu,
      errors: detailRuns.reduce(
        (n, r) => n + r.route.errors + r.route.non2xx + r.twin.errors + r.twin.non2xx,
        0,
      ),
    };

    // Mixed (P5): the bare route's latency while the database serves a search load.
    const mixed: { bare: Measure; search: Measure }[] = [];
    for (let i = 0; i < (NO_LISTS ? 0 : RUNS); i++) {
      const [search, bareRun] = await Promise.all([
        load(base, { method: 'POST', path: SEARCH_LOAD_PATH }, 10, DURATION),
        load(base, { method: 'GET', path: '/livez' }, CONNECTIONS, DURATION),
      ]);
      mixed.push({ bare: bareRun, search });
    }
    // Search shapes at concurrency 1 (issue 4: p95 ≤ 15 ms on PostgreSQL; PGlite ≤ 3× that).
    const goodsPage = (await (
      await fetch(`${base}/api/sellerGoods!list.action?pageSize=1`, { method: 'POST' })
    ).json()) as {
      data: { pageList: { sellerId: string; goodsId: string }[] };
    };
    const first = goodsPage.data.pageList[0];
    const search: Record<string, { p50: number; p95: number; errors: number }> = {};
    for (const [name, path] of Object.entries(
      searchShapes(category.data[0]?.id ?? '', first?.sellerId ?? '', first?.goodsId ?? ''),
    )) {
      await sequential(base, path, 20); // warm-up
      search[name] = await sequential(base, path, SEARCH_REQUESTS);
    }
    const result = {
      mode,
      search,
      goods: GOODS,
      duration: DURATION,
      runs: RUNS,
      connections: CONNECTIONS,
      pinned: hasTaskset,
      routes: rows,
      detail: detailPair,
      mixed: {
        bareReqPerSec: median(mixed.map((m) => m.bare.reqPerSec)),
        bareP99: median(mixed.map((m) => m.bare.p99)),
        searchReqPerSec: median(mixed.map((m) => m.search.reqPerSec)),
        searchP99: median(mixed.map((m) => m.search.p99)),
      },
    };
    return result;
  } finally {
    await stopServer(server);
    await cleanup();
  }
}

/** Puts `body` between its markers in bench/README.md (or adds it before the results' end). */
function writeSection(key: string, heading: string, body: string): void {
  const readmePath = join(repoRoot, 'bench', 'README.md');
  const readme = readFileSync(readmePath, 'utf8');
  const start = `<!-- results:${key}:start -->`;
  const end = `<!-- results:${key}:end -->`;
  const summary = [start, heading, '', body, end].join('\n');
  const section = new RegExp(`${start}[\\s\\S]*${end}`);
  writeFileSync(
    readmePath,
    section.test(readme)
      ? readme.replace(section, () => summary)
      : readme.replace('<!-- results:end -->', () => `${summary}\n\n<!-- results:end -->`),
  );
}

const modes: ('pglite' | 'postgres')[] =
  FANOUT_ONLY || LIST_SCALE_ONLY || FOOTPRINT_ONLY || STACK_ONLY || ORDERS_ONLY || LADDERS_ONLY
    ? []
    : ['pglite', ...(process.env.DATABASE_URL ? (['postgres'] as const) : [])];
mkdirSync(resultsDir, { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
const command = `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim();
const pinning = `server on core 0 and load on core 1${hasTaskset ? '' : ' (taskset missing: not pinned)'}${NICE ? `, niceness ${NICE}` : ''}`;
const tables: string[] = [];
for (const mode of modes) {
  const result = await runMode(mode);
  writeFileSync(join(resultsDir, `${stamp}-${mode}.json`), `${JSON.stringify(result, null, 2)}\n`);
  const t = catalogueTable(result);
  tables.push(t);
  console.log(`\n${t}\n`);
}

// Keep the summary in bench/README.md, one section per catalogue size between its markers, so a
// 1,000,000-listing run does not erase the 100,000-listing one; the fan-out bench has its own.
if (modes.length > 0) {
  writeSection(
    String(GOODS),
    `### ${GOODS.toLocaleString('en')} listings`,
    [
      `Run ${stamp} UTC with \`${process.env.DATABASE_URL ? 'DATABASE_URL=… ' : ''}${command}\`: ${NO_LISTS ? '' : `list routes ${DURATION} s × ${RUNS} runs, `}detail pair ${DETAIL_PAIRS} pairs of ${DURATION} s runs (order swapped each pair) at ${CONNECTIONS} connections, ${SEARCH_REQUESTS} requests per search shape; ${pinning}.`,
      '',
      tables.join('\n\n'),
    ].join('\n'),
  );
}

/** The PostgreSQL a part measures on (the PostgreSQL-only parts ask for DATABASE_URL). */
function postgresUrl(part: string): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error(`${part} measures PostgreSQL: set DATABASE_URL`);
  return url;
}

if (LIST_SCALE) {
  const scale = await runListScale({
    repoRoot,
    databaseUrl: postgresUrl('--list-scale'),
    sizes: [Number(args.get('scale-small') ?? 1000), Number(args.get('scale-large') ?? 1_000_000)],
    connections: CONNECTIONS,
    duration: DURATION,
    runs: RUNS,
    profileDir: SERVER_PROFILE,
  });
  writeFileSync(join(resultsDir, `${stamp}-list-scale.json`), `${JSON.stringify(scale, null, 2)}\n`);
  const t = listScaleTable(scale);
  console.log(`\n${t}\n`);
  writeSection(
    'list-scale',
    '### The list as the catalogue grows',
    [
      `Run ${stamp} UTC with \`DATABASE_URL=… ${command}\`: each shape ${RUNS} pairs of ${DURATION} s runs at ${CONNECTIONS} connections, one against a catalogue of ${scale.sizes.map((n) => n.toLocaleString('en')).join(' and one against a catalogue of ')} listings (two servers, the order swapped each pair), the filters and page drawn anew for each request, reply cache and list totals off; ${pinning}.`,
      '',
      t,
    ].join('\n'),
  );
}

if (STACK) {
  const stack = await runStack({
    repoRoot,
    databaseUrl: postgresUrl('--stack'),
    connections: CONNECTIONS,
    duration: DURATION,
    runs: RUNS,
  });
  writeFileSync(join(resultsDir, `${stamp}-stack.json`), `${JSON.stringify(stack, null, 2)}\n`);
  const t = stackTable(stack);
  console.log(`\n${t}\n`);
  writeSection(
    'stack',
    '### The plugin stack',
    [`Run ${stamp} UTC with \`DATABASE_URL=… ${command}\`; ${pinning}.`, '', t].join('\n'),
  );
}

if (ORDERS) {
  const orders = await runOrders({
    repoRoot,
    databaseUrl: postgresUrl('--orders'),
    listings: Number(args.get('orders-listings') ?? 10_000),
    connections: CONNECTIONS,
    duration: DURATION,
    runs: RUNS,
    profileDir: args.get('orders-profile') ? resolve(args.get('orders-profile') ?? '') : undefined,
  });
  writeFileSync(join(resultsDir, `${stamp}-orders.json`), `${JSON.stringify(orders, null, 2)}\n`);
  const t = ordersTable(orders);
  console.log(`\n${t}\n`);
  writeSection(
    'orders',
    '### Orders per second',
    [
      `Run ${stamp} UTC with \`DATABASE_URL=… ${command}\`: ${orders.runs} rounds of ${orders.duration} s runs (the app uniform, its raw-SQL twin uniform, the app on hot listings; the order reversed each round), then ${orders.runs} pairs of submits alone (app and twin, swapped each pair), then a drain through each; each buyer one keep-alive connection, one order of one unit at a time; ${pinning}.`,
      '',
      t,
    ].join('\n'),
  );
}

if (LADDERS) {
  const defaultModes = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  const ladderModes = (args.get('ladders-modes') ?? defaultModes).split(',') as LadderMode[];
  if (ladderModes.includes('postgres')) postgresUrl('--ladders on postgres');
  // The cart is priced on PostgreSQL only.
  const pricingRuns = ladderModes.includes('postgres') ? Number(args.get('pricing-runs') ?? 30) : 0;
  const ladders = await runLadders({
    repoRoot,
    databaseUrl: process.env.DATABASE_URL,
    modes: ladderModes,
    goods: GOODS,
    connections: CONNECTIONS,
    duration: DURATION,
    runs: RUNS,
    pricingRuns,
  });
  writeFileSync(join(resultsDir, `${stamp}-ladders.json`), `${JSON.stringify(ladders, null, 2)}\n`);
  const t = laddersTable(ladders);
  console.log(`\n${t}\n`);
  // One section per catalogue size, as the catalogue runs have.
  writeSection(
    `ladders-${GOODS}`,
    `### Wholesale terms: ladders and a 200-line cart, ${GOODS.toLocaleString('en')} listings`,
    [
      `Run ${stamp} UTC with \`${process.env.DATABASE_URL ? 'DATABASE_URL=… ' : ''}${command}\`: each route ${RUNS} pairs of ${DURATION} s runs at ${CONNECTIONS} connections, one without ladders (A) and one with (B), the order swapped each pair, the state toggled by SQL between them (${ladderModes.includes('pglite') ? 'on PGlite with the server stopped, then started again and warmed up' : 'in the same server'}); ${pinning}.${pricingRuns ? ` The cart: ${pricingRuns} runs of each measurement after a warm-up.` : ''}`,
      '',
      t,
    ].join('\n'),
  );
}

if (FOOTPRINT) {
  const footprint = await measureFootprint(repoRoot, Number(args.get('starts') ?? 3));
  writeFileSync(join(resultsDir, `${stamp}-footprint.json`), `${JSON.stringify(footprint, null, 2)}\n`);
  const t = footprintTable(footprint);
  console.log(`\n${t}\n`);
  writeSection(
    'footprint',
    '### Initial JavaScript and start-up',
    [
      `Run ${stamp} UTC with \`${command}\`; the build and the server unpinned, as \`npm start\` runs them.`,
      '',
      t,
    ].join('\n'),
  );
}

if (FANOUT) {
  const fanout = await runFanout(repoRoot, {
    users: Number(args.get('fanout-users') ?? 500),
    rate: Number(args.get('fanout-rate') ?? 20_000),
    pacedSeconds: Number(args.get('fanout-seconds') ?? 5),
    maxSeconds: Number(args.get('fanout-max-seconds') ?? 3),
    runs: Number(args.get('fanout-runs') ?? 3),
    profileDir: args.get('fanout-profile') ? resolve(args.get('fanout-profile') ?? '') : undefined,
  });
  writeFileSync(join(resultsDir, `${stamp}-fanout.json`), `${JSON.stringify(fanout, null, 2)}\n`);
  const t = fanoutTable(fanout);
  console.log(`\n${t}\n`);
  const p99 = fanout.gateway.p99;
  writeSection(
    'fanout',
    '### Chat fan-out',
    [
      `Run ${stamp} UTC with \`${command}\`: ${fanout.users} subscribers (one socket each) on each server, ${fanout.runs} pairs of flat-out runs of ${fanout.maxSeconds} s, then ${fanout.runs} pairs of ${fanout.pacedSeconds} s at ${fanout.rate.toLocaleString('en')} deliveries/s (the order swapped each pair); ${pinning}. Issue 20: gateway ÷ relay **${fanout.ratio.toFixed(2)}** (asks ≥ 0.5: ${fanout.ratio >= 0.5 ? 'met' : 'missed'}), gateway p99 at ${fanout.rate.toLocaleString('en')}/s (median of the runs) **${p99} ms** (asks ≤ 25 ms: ${p99 <= 25 ? 'met' : 'missed'}).`,
      '',
      t,
    ].join('\n'),
  );
}
console.log(`results written to ${resultsDir} and bench/README.md`);
