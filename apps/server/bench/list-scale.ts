import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { createScratchDatabase } from '../src/db/scratch-database.js';
import { prng } from '../test/prng.js';
import { cpuProfileArgs, median, swappedPairs, withBenchServer } from './processes.js';
import { seedBenchCatalogue } from './seed-catalogue.js';

// Issue 23, P12 and P13: does the catalogue list slow down as the catalogue grows? The same request
// shapes against a small and a large catalogue on PostgreSQL, every cache off (finished replies and
// list totals), the filters and pages varying from one request to the next as real buyers' do:
// each shape's requests per second at the large size over the small one (P12: ≥ 0.8, p99 ≤ 50 ms
// at 50 connections), and the list with every filter varying against the product detail, both
// uncached, in the large catalogue's server (P13: ≥ 0.5). The small catalogue has fewer shops and
// categories, so that the pages asked for are full at both sizes (seedBenchCatalogue's fullPages):
// with 200 shops of five listings, four store pages in five were empty, and cheaper for it.

export interface ListScaleOptions {
  repoRoot: string;
  databaseUrl: string;
  sizes: [number, number];
  connections: number;
  duration: number;
  runs: number;
  /** Where the servers write a CPU profile (node --cpu-prof), when one is wanted. */
  profileDir?: string | undefined;
}

interface Ids {
  tops: string[];
  subs: string[];
  shops: string[];
  listings: string[];
}

/** Requests per second, p99 latency (ms), errors, and the mean reply's size in bytes. */
type Measure = { reqPerSec: number; p99: number; errors: number; bytes: number };
export type ShapeResult = Record<
  string,
  { small: Measure; large: Measure; ratio: number; pairRatios: number[] }
>;

const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)] as T;

const LIST = '/api/sellerGoods!list.action';
const SORTS = ['', '&isPrice=1', '&isPrice=2', '&isHot=2', '&isNew=2', '&isHot=1'];

/** Each shape: a function that gives the next request's path (its filters and page drawn anew). */
function shapes(ids: Ids): Record<string, (random: () => number) => string> {
  const page = (random: () => number) => `pageNum=${1 + Math.floor(random() * 5)}&pageSize=12`;
  return {
    'list, default order': (r) => `${LIST}?${page(r)}`,
    'list, price / sales / newest': (r) => `${LIST}?${page(r)}${pick(r, SORTS.slice(1))}`,
    'category page (top level), any sort': (r) =>
      `${LIST}?${page(r)}&categoryId=${pick(r, ids.tops)}${pick(r, SORTS)}`,
    'category page (second level), any sort': (r) =>
      `${LIST}?${page(r)}&categoryId=${pick(r, ids.subs)}${pick(r, SORTS)}`,
    'store page, any sort': (r) => `${LIST}?${page(r)}&sellerId=${pick(r, ids.shops)}${pick(r, SORTS)}`,
    'recommended / discounted, any sort': (r) =>
      `${LIST}?${page(r)}${pick(r, ['&isRec=1', '&discount=1', '&isRec=1&discount=1'])}${pick(r, SORTS)}`,
    'every filter and sort at random': (r) => {
      const filters = [
        r() < 0.3 ? `&categoryId=${pick(r, r() < 0.5 ? ids.tops : ids.subs)}` : '',
        r() < 0.2 ? `&sellerId=${pick(r, ids.shops)}` : '',
        r() < 0.15 ? '&isRec=1' : '',
        r() < 0.15 ? '&discount=1' : '',
      ];
      return `${LIST}?${page(r)}${filters.join('')}${pick(r, SORTS)}`;
    },
  };
}

const DETAIL = (ids: Ids) => (r: () => number) =>
  `/api/sellerGoods!info.action?sellerGoodsId=${pick(r, ids.listings)}`;

async function load(
  base: string,
  next: (random: () => number) => string,
  connections: number,
  duration: number,
): Promise<Measure> {
  const random = prng(23);
  const result = await autocannon({
    url: base,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({ ...request, path: next(random) }),
      },
    ],
  });
  return {
    reqPerSec: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    bytes: result.requests.average > 0 ? result.throughput.average / result.requests.average : 0,
  };
}

/** Several runs of one load as one figure: medians, and the errors of them all. */
function summary(runs: Measure[]): Measure {
  return {
    reqPerSec: median(runs.map((r) => r.reqPerSec)),
    p99: median(runs.map((r) => r.p99)),
    errors: runs.reduce((n, r) => n + r.errors, 0),
    bytes: median(runs.map((r) => r.bytes)),
  };
}

/** Every shape must answer code "0" with a page (autocannon sees HTTP statuses only). */
async function probe(base: string, next: (random: () => number) => string): Promise<void> {
  const random = prng(5);
  for (let i = 0; i < 40; i++) {
    const path = next(random);
    const body = (await (await fetch(base + path, { method: 'POST' })).json()) as {
      code: string;
      msg: string;
    };
    if (body.code !== '0') throw new Error(`${path} answered code ${body.code}: ${body.msg}`);
  }
}

async function catalogue(options: ListScaleOptions, size: number) {
  const t0 = Date.now();
  const scratch = await createScratchDatabase(options.databaseUrl, 'caravan_bench_scale');
  const database = openDatabase(scratch.url, { maxConnections: 2 });
  await runMigrations(database.db);
  await seedBenchCatalogue(database.db, size, { fullPages: true });
  const column = async (query: ReturnType<typeof sql>) =>
    (await database.db.execute<{ id: string }>(query)).rows.map((r) => r.id);
  const ids: Ids = {
    tops: await column(sql`select id from categories where parent_id is null`),
    subs: await column(sql`select id from categories where parent_id is not null`),
    shops: await column(sql`select id from sellers`),
    listings: await column(sql`select id from seller_goods tablesample bernoulli (1) limit 2000`),
  };
  if (ids.listings.length < 10) ids.listings = await column(sql`select id from seller_goods limit 2000`);
  await database.close();
  console.log(
    `[list scale] seeded ${size.toLocaleString('en')} listings in ${((Date.now() - t0) / 1000).toFixed(0)} s`,
  );
  return { scratch, ids };
}

/**
 * Each shape in both catalogues' servers, run in pairs back to back with the order swapped every
 * pair (swappedPairs): a shared machine's speed drifts by the minute, and measuring one size after
 * the other put that drift into the ratio (the default order came out 1.10 and the store page 0.69
 * in one run, both pages full at both sizes and equally cheap for PostgreSQL). A shape's ratio is
 * the median of its pairs' ratios.
 */
async function measureShapes(
  options: ListScaleOptions,
  small: { base: string; ids: Ids },
  large: { base: string; ids: Ids },
): Promise<ShapeResult> {
  const out: ShapeResult = {};
  const smallShapes = shapes(small.ids);
  for (const [name, nextLarge] of Object.entries(shapes(large.ids))) {
    const nextSmall = smallShapes[name] as (random: () => number) => string;
    for (const [base, next] of [
      [small.base, nextSmall],
      [large.base, nextLarge],
    ] as const) {
      await probe(base, next);
      await load(base, next, 10, 2); // warm-up
    }
    const pairs = await swappedPairs(
      options.runs,
      () => load(small.base, nextSmall, options.connections, options.duration),
      () => load(large.base, nextLarge, options.connections, options.duration),
    );
    const pairRatios = pairs.map((p) => p.b.reqPerSec / p.a.reqPerSec);
    out[name] = {
      small: summary(pairs.map((p) => p.a)),
      large: summary(pairs.map((p) => p.b)),
      ratio: median(pairRatios),
      pairRatios,
    };
    console.log(
      `[list scale] ${name}: ${Math.round(out[name].small.reqPerSec)} and ${Math.round(out[name].large.reqPerSec)} req/s, ` +
        `pairs ${pairRatios.map((x) => x.toFixed(2)).join(', ')}`,
    );
  }
  return out;
}

export interface ListScaleResult {
  sizes: [number, number];
  connections: number;
  duration: number;
  runs: number;
  shapes: ShapeResult;
  /** P13, in the large catalogue's server: the list with every filter varying vs the detail. */
  uncached: { list: Measure; detail: Measure; ratio: number; pairRatios: number[] };
}

/** P13, in the large catalogue's server: pairs of back-to-back runs, the order swapped each pair. */
async function measureUncached(
  options: ListScaleOptions,
  base: string,
  ids: Ids,
): Promise<ListScaleResult['uncached']> {
  const list = shapes(ids)['every filter and sort at random'] as (random: () => number) => string;
  const detail = DETAIL(ids);
  await probe(base, detail);
  const pairs = (
    await swappedPairs(
      options.runs,
      () => load(base, list, options.connections, options.duration),
      () => load(base, detail, options.connections, options.duration),
    )
  ).map((p) => ({ list: p.a, detail: p.b }));
  const pairRatios = pairs.map((p) => p.list.reqPerSec / p.detail.reqPerSec);
  return {
    list: summary(pairs.map((p) => p.list)),
    detail: summary(pairs.map((p) => p.detail)),
    ratio: median(pairRatios),
    pairRatios,
  };
}

export async function runListScale(options: ListScaleOptions): Promise<ListScaleResult> {
  const [smallSize, largeSize] = options.sizes;
  const small = await catalogue(options, smallSize);
  try {
    const large = await catalogue(options, largeSize);
    try {
      // Both servers on the server's core, one loaded at a time; the idle one does no work.
      return await withBenchServer(
        options.repoRoot,
        small.scratch.url,
        (smallBase) =>
          withBenchServer(
            options.repoRoot,
            large.scratch.url,
            async (largeBase) => {
              console.log(
                `[list scale] ${smallSize.toLocaleString('en')} and ${largeSize.toLocaleString('en')} listings, in pairs`,
              );
              const measured = await measureShapes(
                options,
                { base: smallBase, ids: small.ids },
                { base: largeBase, ids: large.ids },
              );
              const uncached = await measureUncached(options, largeBase, large.ids);
              const { sizes, connections, duration, runs } = options;
              return { sizes, connections, duration, runs, shapes: measured, uncached };
            },
            {},
            cpuProfileArgs(options.profileDir),
          ),
        {},
        cpuProfileArgs(options.profileDir),
      );
    } finally {
      await large.scratch.drop();
    }
  } finally {
    await small.scratch.drop();
  }
}

export function listScaleTable(r: ListScaleResult): string {
  const [small, large] = r.sizes.map((n) => n.toLocaleString('en'));
  const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
  const kb = (bytes: number) => (bytes / 1000).toFixed(1);
  return [
    `| shape (PostgreSQL, ${r.connections} connections, uncached) | req/s at ${small} | p99 ms | reply kB | req/s at ${large} | p99 ms | reply kB | ratio, median of pairs (P12 ≥ 0.8) | pairs | p99 ≤ 50 ms | errors |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---|---|---:|',
    ...Object.entries(r.shapes).map(
      ([name, s]) =>
        `| ${name} | ${Math.round(s.small.reqPerSec)} | ${s.small.p99} | ${kb(s.small.bytes)} | ${Math.round(s.large.reqPerSec)} | ${s.large.p99} | ${kb(s.large.bytes)} | ${s.ratio.toFixed(2)} (${verdict(s.ratio >= 0.8)}) | ${s.pairRatios.map((x) => x.toFixed(2)).join(', ')} | ${verdict(s.large.p99 <= 50)} | ${s.small.errors + s.large.errors} |`,
    ),
    '',
    `| uncached, ${large} listings (P13 ≥ 0.5) | req/s (median) | p99 ms | errors |`,
    '|---|---:|---:|---:|',
    `| list, every filter and sort at random | ${Math.round(r.uncached.list.reqPerSec)} | ${r.uncached.list.p99} | ${r.uncached.list.errors} |`,
    `| sellerGoods!info, a random listing | ${Math.round(r.uncached.detail.reqPerSec)} | ${r.uncached.detail.p99} | ${r.uncached.detail.errors} |`,
    `| **list ÷ detail** (pairs: ${r.uncached.pairRatios.map((x) => x.toFixed(2)).join(', ')}) | **${r.uncached.ratio.toFixed(2)}** (${verdict(r.uncached.ratio >= 0.5)}) | | |`,
  ].join('\n');
}
