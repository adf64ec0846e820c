import { quantile, type Measure } from './processes.js';

// The catalogue run's request shapes that are timed one at a time (issue 4's search shapes) and
// the tables its results are written as (bench.ts runs them).

/** Sequential requests (concurrency 1): latency percentiles of one request shape. */
export async function sequential(
  base: string,
  path: string,
  count: number,
): Promise<{ p50: number; p95: number; errors: number }> {
  const times: number[] = [];
  let errors = 0;
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await fetch(base + path, { method: 'POST' });
    const body = (await res.json()) as { code?: string };
    times.push(performance.now() - started);
    if (body.code !== '0') errors += 1;
  }
  times.sort((a, b) => a - b);
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95), errors };
}

/** Every public search shape, as clients send it (POST, parameters in the query string). */
export function searchShapes(categoryId: string, sellerId: string, goodsId: string): Record<string, string> {
  const k = (text: string) => encodeURIComponent(text);
  return {
    'search, 3+ characters': `/api/sellerGoods!search.action?keyword=${k('wireless')}&pageNum=1&pageSize=20`,
    'search, 2 characters (CJK)': `/api/sellerGoods!search.action?keyword=${k('耳机')}&lang=cn&pageNum=1&pageSize=20`,
    'search, two words': `/api/sellerGoods!search.action?keyword=${k('earbuds wireless')}&pageNum=1&pageSize=20`,
    'search + category + price asc': `/api/sellerGoods!search.action?keyword=${k('steel')}&categoryId=${categoryId}&isPrice=1&pageNum=1&pageSize=20`,
    'search, sales desc, page 5': `/api/sellerGoods!search.action?keyword=${k('smart')}&isHot=2&pageNum=5&pageSize=20`,
    'search-keyword (suggestions)': `/api/sellerGoods!search-keyword.action?keyword=${k('bench')}`,
    searchSellerGoods: `/api/sellerGoods!searchSellerGoods.action?keyword=${k('mini')}&sellerId=${sellerId}&pageNum=1&pageSize=20`,
    'search-goods': `/api/sellerGoods!search-goods.action?goodsId=${goodsId}&isPrice=1&pageNum=1&pageSize=20`,
    // Issue 51's filters (before they existed, the same requests with the filters ignored).
    'list, category + price range, price asc': `/api/sellerGoods!list.action?categoryId=${categoryId}&minPrice=50&maxPrice=200&isPrice=1&pageNum=1&pageSize=20`,
    'list, verified + rating 90%+': `/api/sellerGoods!list.action?verified=1&minRating=90&pageNum=1&pageSize=20`,
    'list, category + every filter, sales desc': `/api/sellerGoods!list.action?categoryId=${categoryId}&minPrice=10&maxPrice=400&maxBuyMin=10&verified=1&minRating=80&ships24h=1&discount=1&isHot=2&pageNum=1&pageSize=20`,
    'search + price range + verified, price asc': `/api/sellerGoods!search.action?keyword=${k('wireless')}&minPrice=20&maxPrice=300&verified=1&isPrice=1&pageNum=1&pageSize=20`,
  };
}

/** The catalogue run's tables: list routes and the mixed run, the detail pair, the search shapes. */
export function catalogueTable(result: Record<string, unknown>): string {
  const routes = result.routes as Record<string, Measure & { ratio: number }>;
  const mixed = result.mixed as Record<string, number>;
  const throughput = [
    `| route (${String(result.mode)}, ${Number(result.goods).toLocaleString('en')} listings) | req/s (median) | p99 ms | ratio to bare | errors |`,
    '|---|---:|---:|---:|---:|',
    ...Object.entries(routes).map(
      ([name, r]) =>
        `| ${name} | ${Math.round(r.reqPerSec)} | ${r.p99} | ${r.ratio.toFixed(3)} | ${r.errors + r.non2xx} |`,
    ),
    `| mixed (P5): bare route while a search load runs | ${Math.round(mixed.bareReqPerSec ?? 0)} | ${mixed.bareP99} | — | — |`,
    `| mixed: the search load itself (10 conn.) | ${Math.round(mixed.searchReqPerSec ?? 0)} | ${mixed.searchP99} | — | — |`,
    '',
  ];
  const d = result.detail as {
    routeReqPerSec: number;
    routeP99: number;
    twinReqPerSec: number;
    twinP99: number;
    pairRatios: number[];
    ratio: number;
    errors: number;
    cpu?: { serverUs: number; postgresUs: number; loadUs: number; coreBusy: number[] };
  };
  const cpu = d.cpu;
  const detail = [
    `| detail (${String(result.mode)}, ${Number(result.connections)} connections) | req/s (median) | p99 ms | errors |`,
    '|---|---:|---:|---:|',
    `| sellerGoods!info | ${Math.round(d.routeReqPerSec)} | ${d.routeP99} | ${d.errors} |`,
    `| raw-SQL twin, same server | ${Math.round(d.twinReqPerSec)} | ${d.twinP99} | — |`,
    `| **ratio** (median of the pairs: ${d.pairRatios.map((r) => r.toFixed(2)).join(', ')}) | **${d.ratio.toFixed(3)}** | | |`,
    ...(cpu
      ? [
          `| CPU per request over the pairs: server process ${cpu.serverUs} µs (core 0${result.mode === 'pglite' ? ', PGlite included' : ''}), PostgreSQL ${cpu.postgresUs} µs (any core), load generator ${cpu.loadUs} µs (core 1); cores busy ${cpu.coreBusy.map((b) => `${Math.round(b * 100)} %`).join(' / ')} | | | |`,
        ]
      : []),
    '',
  ];
  const lines = [
    ...(Object.keys(routes).length > 0 ? throughput : []),
    ...detail,
    `| search shape (${String(result.mode)}, ${Number(result.goods).toLocaleString('en')} listings, concurrency 1) | p50 ms | p95 ms | errors |`,
    '|---|---:|---:|---:|',
    ...Object.entries(result.search as Record<string, { p50: number; p95: number; errors: number }>).map(
      ([name, r]) => `| ${name} | ${r.p50} | ${r.p95} | ${r.errors} |`,
    ),
  ];
  return lines.join('\n');
}
