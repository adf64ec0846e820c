import { join } from 'node:path';
import { openDatabase } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { createScratchDatabase } from '../src/db/scratch-database.js';
import {
  load,
  median,
  spawnOnServerCore,
  stopServer,
  swappedPairs,
  waitHealthy,
  withBenchServer,
  type Measure,
} from './processes.js';

// Issue 23, P1: what the plugin stack costs. The bench server's `bench!stack` action (every global
// hook and plugin, the per-IP rate limit on, parameters parsed and validated, the envelope, no work)
// against a bare Fastify answering the same reply (bare-fastify.ts), both on core 0, in pairs of
// back-to-back runs: full ÷ bare ≥ 0.60, p99 ≤ 5 ms at 50 connections.

export interface StackOptions {
  repoRoot: string;
  databaseUrl: string;
  connections: number;
  duration: number;
  runs: number;
}

export interface StackResult {
  connections: number;
  duration: number;
  runs: number;
  stack: Measure;
  bare: Measure;
  pairRatios: number[];
  ratio: number;
}

const QUERY = '?keyword=kettle&pageNum=2&pageSize=12';

export async function runStack(options: StackOptions): Promise<StackResult> {
  const scratch = await createScratchDatabase(options.databaseUrl, 'caravan_bench_stack');
  const database = openDatabase(scratch.url, { maxConnections: 2 });
  await runMigrations(database.db);
  await database.close();
  const port = 18000 + Math.floor(Math.random() * 1000);
  const bare = await waitHealthy(
    spawnOnServerCore(join(options.repoRoot, 'apps/server/dist/bare-fastify.js'), {
      ...process.env,
      PORT: String(port),
    }),
    `http://127.0.0.1:${port}/bare`,
  );
  try {
    // The global limit stays on (as in production), high enough never to refuse the bench.
    return await withBenchServer(
      options.repoRoot,
      scratch.url,
      async (base) => {
        const targets = {
          stack: { base, path: `/api/bench!stack.action${QUERY}` },
          bare: { base: `http://127.0.0.1:${port}`, path: `/bare${QUERY}` },
        };
        for (const t of Object.values(targets)) {
          const body = (await (await fetch(t.base + t.path, { method: 'POST' })).json()) as {
            code: string;
            data: unknown;
          };
          if (body.code !== '0') throw new Error(`${t.path} answered code ${body.code}`);
          await load(t.base, { method: 'POST', path: t.path }, 10, 2); // warm-up
        }
        const run = (t: { base: string; path: string }) => () =>
          load(t.base, { method: 'POST', path: t.path }, options.connections, options.duration);
        const pairs = await swappedPairs(options.runs, run(targets.stack), run(targets.bare));
        const summary = (key: 'a' | 'b'): Measure => ({
          reqPerSec: median(pairs.map((p) => p[key].reqPerSec)),
          p99: median(pairs.map((p) => p[key].p99)),
          errors: pairs.reduce((n, p) => n + p[key].errors, 0),
          non2xx: pairs.reduce((n, p) => n + p[key].non2xx, 0),
        });
        const pairRatios = pairs.map((p) => p.a.reqPerSec / p.b.reqPerSec);
        const { connections, duration, runs } = options;
        return {
          connections,
          duration,
          runs,
          stack: summary('a'),
          bare: summary('b'),
          pairRatios,
          ratio: median(pairRatios),
        };
      },
      { RATE_LIMIT_PER_MINUTE: '100000000' },
    );
  } finally {
    await stopServer(bare);
    await scratch.drop();
  }
}

export function stackTable(r: StackResult): string {
  const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
  const row = (name: string, m: Measure) =>
    `| ${name} | ${Math.round(m.reqPerSec)} | ${m.p99} | ${m.errors + m.non2xx} |`;
  return [
    `| route (${r.connections} connections, ${r.runs} pairs of ${r.duration} s) | req/s (median) | p99 ms | errors |`,
    '|---|---:|---:|---:|',
    row('`bench!stack`: every plugin, rate limit on, paging parsed, no work', r.stack),
    row('bare Fastify, the same reply', r.bare),
    `| **full ÷ bare** (pairs: ${r.pairRatios.map((x) => x.toFixed(2)).join(', ')}) | **${r.ratio.toFixed(2)}** (P1 ≥ 0.60: ${verdict(r.ratio >= 0.6)}) | ${r.stack.p99} (≤ 5 ms: ${verdict(r.stack.p99 <= 5)}) | |`,
  ].join('\n');
}
