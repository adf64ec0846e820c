import { join } from 'node:path';
import { openDatabase } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { createScratchDatabase } from '../src/db/scratch-database.js';
import {
  load,
  median,
  spawnOnServerCore,
  stopServer,
  swappedRounds,
  waitHealthy,
  withBenchServer,
  type Measure,
} from './processes.js';

// Issue 23, P1: what the plugin stack costs. The bench server's `bench!stack` action (every global
// hook and plugin, the per-IP rate limit on, parameters parsed and validated, the envelope, no work)
// against a bare Fastify answering the same reply (bare-fastify.ts), both on core 0, in rounds of
// back-to-back runs: full ÷ bare ≥ 0.60, p99 ≤ 5 ms at 50 connections. A third route, the bare
// one with the full stack's response headers (bare-fastify.ts), says what of the gap the headers
// take and what the plugins' work does.

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
  /** The bare route with the full stack's response headers. */
  bareHeaders: Measure;
  /** Bytes of the response headers the full stack and the bare route send (names, values, CRLFs). */
  headerBytes: { stack: number; bare: number };
  /** Each round's full ÷ bare, and their median (P1). */
  pairRatios: number[];
  ratio: number;
  /** Each round's bare with the stack's headers ÷ bare, and their median. */
  headerRatios: number[];
  headersRatio: number;
}

/** The headers a reply from `url` carries beside those Node writes itself. */
async function replyHeaders(url: string): Promise<{ headers: Record<string, string>; bytes: number }> {
  const res = await fetch(url, { method: 'POST' });
  await res.arrayBuffer();
  const own = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  const headers: Record<string, string> = {};
  let bytes = 0;
  res.headers.forEach((value, name) => {
    bytes += name.length + 2 + value.length + 2;
    if (!own.has(name)) headers[name] = value;
  });
  return { headers, bytes };
}

const QUERY = '?keyword=kettle&pageNum=2&pageSize=12';

export async function runStack(options: StackOptions): Promise<StackResult> {
  const scratch = await createScratchDatabase(options.databaseUrl, 'caravan_bench_stack');
  const database = openDatabase(scratch.url, { maxConnections: 2 });
  await runMigrations(database.db);
  await database.close();
  const port = 18000 + Math.floor(Math.random() * 1000);
  // The global limit stays on (as in production), high enough never to refuse the bench.
  return withBenchServer(
    options.repoRoot,
    scratch.url,
    async (base) => {
      const stackPath = `/api/bench!stack.action${QUERY}`;
      const stackReply = await replyHeaders(base + stackPath);
      const bare = await waitHealthy(
        spawnOnServerCore(join(options.repoRoot, 'apps/server/dist/bare-fastify.js'), {
          ...process.env,
          PORT: String(port),
          STACK_HEADERS: JSON.stringify(stackReply.headers),
        }),
        `http://127.0.0.1:${port}/bare`,
      );
      try {
        const bareBase = `http://127.0.0.1:${port}`;
        const targets = [
          { base, path: stackPath },
          { base: bareBase, path: `/bare${QUERY}` },
          { base: bareBase, path: `/bare-headers${QUERY}` },
        ];
        for (const t of targets) {
          const body = (await (await fetch(t.base + t.path, { method: 'POST' })).json()) as {
            code: string;
            data: unknown;
          };
          if (body.code !== '0') throw new Error(`${t.path} answered code ${body.code}`);
          await load(t.base, { method: 'POST', path: t.path }, 10, 2); // warm-up
        }
        const rounds = await swappedRounds(
          options.runs,
          targets.map(
            (t) => () =>
              load(t.base, { method: 'POST', path: t.path }, options.connections, options.duration),
          ),
        );
        const summary = (k: number): Measure => ({
          reqPerSec: median(rounds.map((r) => (r[k] as Measure).reqPerSec)),
          p99: median(rounds.map((r) => (r[k] as Measure).p99)),
          errors: rounds.reduce((n, r) => n + (r[k] as Measure).errors, 0),
          non2xx: rounds.reduce((n, r) => n + (r[k] as Measure).non2xx, 0),
        });
        const ratios = (k: number) =>
          rounds.map((r) => (r[k] as Measure).reqPerSec / (r[1] as Measure).reqPerSec);
        const pairRatios = ratios(0);
        const headerRatios = ratios(2);
        const { connections, duration, runs } = options;
        return {
          connections,
          duration,
          runs,
          stack: summary(0),
          bare: summary(1),
          bareHeaders: summary(2),
          headerBytes: {
            stack: stackReply.bytes,
            bare: (await replyHeaders(`${bareBase}/bare${QUERY}`)).bytes,
          },
          pairRatios,
          ratio: median(pairRatios),
          headerRatios,
          headersRatio: median(headerRatios),
        };
      } finally {
        await stopServer(bare);
      }
    },
    { RATE_LIMIT_PER_MINUTE: '100000000' },
  ).finally(() => scratch.drop());
}

export function stackTable(r: StackResult): string {
  const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
  const row = (name: string, m: Measure) =>
    `| ${name} | ${Math.round(m.reqPerSec)} | ${m.p99} | ${m.errors + m.non2xx} |`;
  return [
    `| route (${r.connections} connections, ${r.runs} rounds of ${r.duration} s runs, the order reversed each round) | req/s (median) | p99 ms | errors |`,
    '|---|---:|---:|---:|',
    row('`bench!stack`: every plugin, rate limit on, paging parsed, no work', r.stack),
    row('bare Fastify, the same reply', r.bare),
    row(
      `bare Fastify, the same reply with the full stack's headers (${r.headerBytes.stack} bytes of headers against ${r.headerBytes.bare})`,
      r.bareHeaders,
    ),
    `| bare with the stack's headers ÷ bare (rounds: ${r.headerRatios.map((x) => x.toFixed(2)).join(', ')}) | ${r.headersRatio.toFixed(2)} | | |`,
    `| **full ÷ bare** (rounds: ${r.pairRatios.map((x) => x.toFixed(2)).join(', ')}) | **${r.ratio.toFixed(2)}** (P1 ≥ 0.60: ${verdict(r.ratio >= 0.6)}) | ${r.stack.p99} (≤ 5 ms: ${verdict(r.stack.p99 <= 5)}) | |`,
  ].join('\n');
}
