import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { stopServer, unpinned, waitHealthy } from './processes.js';

// Issue 23, P8 and P10: what the storefront sends before its first route chunk, and how fast and
// how large the embedded marketplace starts.

export interface Footprint {
  /** P8: the storefront's initial JavaScript and CSS (index.html's module script, its preloads and stylesheets), gzipped. */
  initial: { jsGzip: number; cssGzip: number; files: string[] };
  /** P10: the build, a first start on a fresh data directory (migrations and demo seed), a second start, and RSS once ready. */
  start: { buildMs: number; firstReadyMs: number; laterReadyMs: number[]; rssMb: number };
}

/** index.html's entry script, module preloads and stylesheets, each gzipped at level 9. */
export function initialAssets(webDist: string): Footprint['initial'] {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const refs = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1] ?? '');
  const files = [...new Set(refs.filter((ref) => ref.startsWith('/')))];
  const gz = (file: string) => gzipSync(readFileSync(join(webDist, file)), { level: 9 }).length;
  const sum = (ext: string) => files.filter((f) => f.endsWith(ext)).reduce((n, f) => n + gz(f), 0);
  return { jsGzip: sum('.js'), cssGzip: sum('.css'), files };
}

function rssMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** One start of the built server on `dataDir`: milliseconds until /healthz answers, and RSS then. */
async function startOnce(repoRoot: string, dataDir: string): Promise<{ readyMs: number; rssMb: number }> {
  const port = 20000 + Math.floor(Math.random() * 1000);
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
  const t0 = performance.now();
  const child = spawn(...unpinned(process.execPath, [join(repoRoot, 'apps/server/dist/main.js')]), {
    env: { ...env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitHealthy(child, `http://127.0.0.1:${port}/healthz`);
    const readyMs = performance.now() - t0;
    return { readyMs, rssMb: rssMb(child.pid) };
  } finally {
    await stopServer(child);
  }
}

export async function measureFootprint(repoRoot: string, starts: number): Promise<Footprint> {
  const t0 = performance.now();
  const build = spawnSync(...unpinned('npm', ['run', 'build', '--silent']), {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('npm run build failed');
  const buildMs = performance.now() - t0;
  const dataDir = mkdtempSync(join(tmpdir(), 'caravan-bench-start-'));
  try {
    const first = await startOnce(repoRoot, dataDir);
    const later: { readyMs: number; rssMb: number }[] = [];
    for (let i = 0; i < starts; i++) later.push(await startOnce(repoRoot, dataDir));
    return {
      initial: initialAssets(join(repoRoot, 'apps/web/dist')),
      start: {
        buildMs,
        firstReadyMs: first.readyMs,
        laterReadyMs: later.map((s) => s.readyMs),
        rssMb: Math.max(first.rssMb, ...later.map((s) => s.rssMb)),
      },
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function footprintTable(f: Footprint): string {
  const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const later =
    [...f.start.laterReadyMs].sort((a, b) => a - b)[Math.floor(f.start.laterReadyMs.length / 2)] ?? 0;
  const fresh = f.start.buildMs + f.start.firstReadyMs;
  return [
    '| figure | measured | goal |',
    '|---|---:|---|',
    `| P8 storefront initial JS before any route chunk: index.html's module script and preloads, gzip (${f.initial.files.filter((x) => x.endsWith('.js')).length} files) | ${kb(f.initial.jsGzip)} | ≤ 170 kB: ${verdict(f.initial.jsGzip <= 170_000)} |`,
    `| P8 storefront CSS linked by index.html, gzip (each route's CSS comes with its chunk, not counted) | ${kb(f.initial.cssGzip)} | ≤ 45 kB: ${verdict(f.initial.cssGzip <= 45_000)} |`,
    `| P10 build (\`npm run build\`) | ${s(f.start.buildMs)} | |`,
    `| P10 first start on a fresh data directory (migrations, demo seed) until /healthz | ${s(f.start.firstReadyMs)} | |`,
    `| P10 fresh \`npm start\`: build + first start | ${s(fresh)} | ≤ 20 s: ${verdict(fresh <= 20_000)} |`,
    `| P10 later start (median of ${f.start.laterReadyMs.length}) | ${s(later)} | ≤ 3 s: ${verdict(later <= 3000)} |`,
    `| P10 resident memory once ready (largest of the starts) | ${f.start.rssMb} MB | ≤ 512 MB: ${verdict(f.start.rssMb <= 512)} |`,
  ].join('\n');
}
