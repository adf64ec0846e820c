import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer, type RawSourceMapInput } from 'source-map-js';
import { cpuMs, stopServer, unpinned, waitHealthy } from './processes.js';

// Issue 23, P8 and P10: what a first visit to the storefront loads, beside a React + Mantine
// skeleton built in the same run; and how fast and how large the embedded marketplace starts.

/** Files of a first visit, gzipped at level 9 (the server sends the build's own .gz or .br). */
export interface Assets {
  jsGzip: number;
  cssGzip: number;
  files: string[];
}

/** The landing addresses P8 reports: the home page (its goal), and the two pages P9 measures. */
export const LANDINGS = { home: '/', 'goods list': '/classification', product: '/productDetails' } as const;

/**
 * Web modules that must not run on a first visit (issue 23: seller panel, console, loans and chat
 * in lazy chunks). The header's two unread counters are chat's only eager modules.
 */
const LAZY_AREAS: Record<string, { area: RegExp; allowed?: RegExp }> = {
  'seller panel': { area: /^src\/features\/seller\// },
  console: { area: /^src\/admin\// },
  loans: { area: /^src\/features\/credit\// },
  chat: { area: /^src\/features\/chat\//, allowed: /^src\/features\/chat\/api\/get-(support-)?unread\.ts$/ },
};

export interface Footprint {
  /** P8: the shell (index.html's script, preloads and stylesheets) and each landing page (the shell and the chunks the server names in that page's head). */
  initial: { shell: Assets; landings: Record<keyof typeof LANDINGS, Assets> };
  /** P8's baseline: apps/web/build/skeleton, built by the same Vite in the same run. */
  skeleton: Assets;
  /** The home page's minified JavaScript by npm package or app folder, largest first. */
  parts: { name: string; bytes: number }[];
  /** Modules of each area that must stay lazy found among the home page's scripts (none, when met). */
  eager: Record<string, string[]>;
  /**
   * P10, each start as `npm start` runs it (scripts/start.mjs, then the server): a fresh clone's
   * first (both builds and the demo seed), later ones (nothing to build or seed), and RSS once ready.
   */
  start: {
    /** The first start: until start.mjs was done (the builds and the seed side by side), then until /healthz. */
    firstPreparedMs: number;
    firstReadyMs: number;
    /** When the first start reached each milestone (the builds' ends and the seed's steps overlap). */
    firstMilestones: { milestone: string; atMs: number }[];
    /**
     * CPU (user and system, ms) of the first start on all cores: each of start.mjs's steps as it
     * reports them (scripts/run-step.mjs: a build with Vite or esbuild, the data directory's
     * preparation with the seed's process), the server until it answered, and their sum.
     */
    firstCpuMs: { total: number; steps: { step: string; ms: number }[]; server: number };
    laterReadyMs: number[];
    /** Resident memory of the server once ready: after the first start (with the seed), and the largest of the later ones. */
    firstRssMb: number;
    laterRssMb: number;
  };
}

function gzipped(dist: string, file: string): number {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
}

/** index.html's entry script, module preloads and stylesheets. */
function shellFiles(dist: string): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const refs = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1] ?? '');
  return [...new Set(refs.filter((ref) => ref.startsWith('/')))];
}

/** The shell and what the server's page for `path` preloads (apps/web/build/route-preloads.ts). */
function landingFiles(dist: string, path: string): string[] {
  const preloads = JSON.parse(readFileSync(join(dist, 'route-preloads.json'), 'utf8')) as Record<
    string,
    { js: string[]; css: string[] } | undefined
  >;
  const own = preloads[path];
  if (!own) throw new Error(`route-preloads.json has no entry for ${path}`);
  return [...new Set([...shellFiles(dist), ...own.js, ...own.css])];
}

export function assetsOf(dist: string, files: string[]): Assets {
  const sum = (ext: string) => files.filter((f) => f.endsWith(ext)).reduce((n, f) => n + gzipped(dist, f), 0);
  return { jsGzip: sum('.js'), cssGzip: sum('.css'), files };
}

/** What a source map's source is: an npm package, the contract, or a web app folder (two levels). */
function partOf(webRoot: string, mapFile: string, source: string | null): string {
  if (!source) return 'no source (bundled JSON: the English strings)';
  const path = resolve(dirname(mapFile), source);
  const nm = path.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const [scope = '', name = ''] = path.slice(nm + '/node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  if (path.includes('/packages/contract/')) return '@caravan/contract';
  return relative(webRoot, path).split('/').slice(0, 3).join('/');
}

/** A first visit's script: its code, and its source map where the build wrote one. */
type Script = { code: string; mapFile: string; map?: RawSourceMapInput };

/** `files`' scripts, each read once with its source map. */
function scriptsOf(dist: string, files: string[]): Script[] {
  return files
    .filter((f) => f.endsWith('.js'))
    .map((file) => {
      const mapFile = join(dist, `${file}.map`);
      return {
        code: readFileSync(join(dist, file), 'utf8'),
        mapFile,
        map: existsSync(mapFile)
          ? (JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMapInput)
          : undefined,
      };
    });
}

/** Minified bytes of the scripts by part (partOf), from their source maps. */
function partsOf(webRoot: string, scripts: Script[]): { name: string; bytes: number }[] {
  const bytes = new Map<string, number>();
  const add = (name: string, n: number) => bytes.set(name, (bytes.get(name) ?? 0) + n);
  for (const { code, mapFile, map } of scripts) {
    if (!map) {
      add('no source map (Vite runtime)', code.length);
      continue;
    }
    const lines = code.split('\n');
    const mappings: { line: number; column: number; source: string | null }[] = [];
    new SourceMapConsumer(map).eachMapping((m) =>
      mappings.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source }),
    );
    // Each mapping owns the bytes up to the next one on its line.
    mappings.forEach((m, i) => {
      const next = mappings[i + 1];
      const end = next?.line === m.line ? next.column : (lines[m.line - 1]?.length ?? m.column);
      add(partOf(webRoot, mapFile, m.source), end - m.column);
    });
  }
  return [...bytes].map(([name, n]) => ({ name, bytes: n })).sort((a, b) => b.bytes - a.bytes);
}

/** The web modules of each lazy area that the scripts' source maps name. */
function eagerModules(webRoot: string, scripts: Script[]): Record<string, string[]> {
  const modules = new Set(
    scripts.flatMap(({ mapFile, map }) =>
      (map?.sources ?? []).map((source) => relative(webRoot, resolve(dirname(mapFile), source))),
    ),
  );
  return Object.fromEntries(
    Object.entries(LAZY_AREAS).map(([name, { area, allowed }]) => [
      name,
      [...modules].filter((m) => area.test(m) && !allowed?.test(m)).sort(),
    ]),
  );
}

/** Builds the React + Mantine skeleton with the storefront's Vite, and measures its first load. */
function skeletonAssets(repoRoot: string): Assets {
  const out = mkdtempSync(join(tmpdir(), 'caravan-bench-skeleton-'));
  try {
    const webRoot = join(repoRoot, 'apps/web');
    const vite = join(repoRoot, 'node_modules/vite/bin/vite.js');
    const config = join(webRoot, 'build/skeleton/vite.config.ts');
    const build = spawnSync(
      ...unpinned(process.execPath, [vite, 'build', '--config', config, '--outDir', out]),
      { cwd: webRoot, stdio: 'inherit' },
    );
    if (build.status !== 0) throw new Error('the skeleton did not build');
    return assetsOf(out, shellFiles(out));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

function rssMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/**
 * The lines of a start as start.mjs and the demo seed print them (src/seed), each with the milestone
 * it marks and, for a step of start.mjs whose line ends with its CPU ("… (12.3 s, 20.1 s of CPU)"),
 * the step's name.
 */
const START_LINES: { pattern: RegExp; milestone?: string; cpuStep?: string }[] = [
  { pattern: /^\[start\] the server build is done/, milestone: 'server built', cpuStep: 'server build' },
  { pattern: /^\[seed\] rendering demo images/, milestone: 'pictures begun' },
  { pattern: /^\[seed\] the database is ready/, milestone: 'database created and migrated' },
  { pattern: /^\[seed\] demo images rendered/, milestone: 'pictures rendered' },
  { pattern: /^\[seed\] writing the demo catalogue/, milestone: 'catalogue begun' },
  { pattern: /^\[seed\] placing \d+ demo orders/, milestone: 'orders begun' },
  { pattern: /^\[seed\] demo marketplace:/, milestone: 'seed done' },
  { pattern: /^\[start\] the web build is done/, milestone: 'web app built', cpuStep: 'web build' },
  { pattern: /^\[start\] the data directory is ready/, cpuStep: 'database, pictures and demo seed' },
];

/** The CPU a step's line reports, in seconds. */
const STEP_CPU = /, ([\d.]+) s of CPU\)$/;

type Start = {
  preparedMs: number;
  readyMs: number;
  rssMb: number;
  milestones: { milestone: string; atMs: number }[];
  cpuMs: Footprint['start']['firstCpuMs'];
};

/**
 * One `npm start` on `dataDir` (no NODE_ENV, so a fresh data directory gets the demo seed):
 * scripts/start.mjs (with `--rebuild`, both builds whatever was built before: a fresh clone's),
 * then the built server; milliseconds until start.mjs was done and until /healthz answered, the
 * server's RSS then, and when the start reached each of its milestones.
 */
async function startOnce(repoRoot: string, dataDir: string, rebuild: boolean): Promise<Start> {
  const port = 20000 + Math.floor(Math.random() * 1000);
  const { DATABASE_URL: _db, REDIS_URL: _redis, NODE_ENV: _mode, SEED_DEMO: _seed, ...env } = process.env;
  const startEnv = { ...env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' };
  const t0 = performance.now();
  const milestones: { milestone: string; atMs: number }[] = [];
  const steps: { step: string; ms: number }[] = [];
  const prepare = spawn(
    ...unpinned(process.execPath, [join(repoRoot, 'scripts/start.mjs'), ...(rebuild ? ['--rebuild'] : [])]),
    { cwd: repoRoot, env: startEnv, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  createInterface({ input: prepare.stdout }).on('line', (line) => {
    const known = START_LINES.find(({ pattern }) => pattern.test(line));
    if (known?.milestone) milestones.push({ milestone: known.milestone, atMs: performance.now() - t0 });
    const cpu = STEP_CPU.exec(line)?.[1];
    if (known?.cpuStep && cpu) steps.push({ step: known.cpuStep, ms: Number(cpu) * 1000 });
  });
  const prepared = await new Promise<number | null>((resolve, reject) => {
    prepare.once('error', reject);
    prepare.once('exit', resolve);
  });
  if (prepared !== 0) throw new Error(`scripts/start.mjs failed (exit code ${String(prepared)})`);
  const preparedMs = performance.now() - t0;
  const main = join(repoRoot, 'apps/server/dist/main.js');
  const child = spawn(...unpinned(process.execPath, ['--enable-source-maps', main]), {
    env: startEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitHealthy(child, `http://127.0.0.1:${port}/healthz`);
    const readyMs = performance.now() - t0;
    const server = cpuMs(child.pid);
    const cpu = { total: steps.reduce((n, x) => n + x.ms, server), steps, server };
    return { preparedMs, readyMs, rssMb: rssMb(child.pid), milestones, cpuMs: cpu };
  } finally {
    await stopServer(child);
  }
}

export async function measureFootprint(repoRoot: string, starts: number): Promise<Footprint> {
  const dataDir = mkdtempSync(join(tmpdir(), 'caravan-bench-start-'));
  try {
    const first = await startOnce(repoRoot, dataDir, true);
    const webRoot = join(repoRoot, 'apps/web');
    const dist = join(webRoot, 'dist');
    const landings = Object.fromEntries(
      Object.entries(LANDINGS).map(([name, path]) => [name, assetsOf(dist, landingFiles(dist, path))]),
    ) as Footprint['initial']['landings'];
    const homeScripts = scriptsOf(dist, landings.home.files);
    const later: Start[] = [];
    for (let i = 0; i < starts; i++) later.push(await startOnce(repoRoot, dataDir, false));
    return {
      initial: { shell: assetsOf(dist, shellFiles(dist)), landings },
      skeleton: skeletonAssets(repoRoot),
      parts: partsOf(webRoot, homeScripts),
      eager: eagerModules(webRoot, homeScripts),
      start: {
        firstPreparedMs: first.preparedMs,
        firstReadyMs: first.readyMs,
        firstMilestones: first.milestones,
        firstCpuMs: first.cpuMs,
        laterReadyMs: later.map((s) => s.readyMs),
        firstRssMb: first.rssMb,
        laterRssMb: Math.max(...later.map((s) => s.rssMb)),
      },
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** "the web build 27.9 s, …, the server until ready 2.1 s". */
function cpuRow(cpu: Footprint['start']['firstCpuMs']): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return [...cpu.steps.map((x) => `${x.step} ${s(x.ms)}`), `the server until ready ${s(cpu.server)}`].join(
    ', ',
  );
}

/** Goals: P8 JS ≤ 170 kB and ≤ 1.25× the skeleton, CSS ≤ 45 kB; P10 as below. */
export function footprintTable(f: Footprint): string {
  const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const later =
    [...f.start.laterReadyMs].sort((a, b) => a - b)[Math.floor(f.start.laterReadyMs.length / 2)] ?? 0;
  const fresh = f.start.firstReadyMs;
  const home = f.initial.landings.home;
  const ratio = home.jsGzip / f.skeleton.jsGzip;
  const scripts = (a: Assets) => a.files.filter((x) => x.endsWith('.js')).length;
  const total = f.parts.reduce((n, p) => n + p.bytes, 0);
  const parts = f.parts
    .slice(0, 8)
    .map((p) => `${p.name} ${Math.round((100 * p.bytes) / total)} %`)
    .join(', ');
  const eager = Object.entries(f.eager)
    .map(([area, modules]) => (modules.length === 0 ? `${area}: none` : `${area}: ${modules.join(', ')}`))
    .join('; ');
  const lazyMet = Object.values(f.eager).every((modules) => modules.length === 0);
  const landingRows = Object.entries(f.initial.landings).map(
    ([name, a]) =>
      `| P8 ${name} (\`${LANDINGS[name as keyof typeof LANDINGS]}\`): the shell and the chunks its page preloads, gzip (${scripts(a)} scripts) | ${kb(a.jsGzip)} JS, ${kb(a.cssGzip)} CSS | ${name === 'home' ? `≤ 170 kB: ${verdict(a.jsGzip <= 170_000)}; CSS ≤ 45 kB: ${verdict(a.cssGzip <= 45_000)}` : ''} |`,
  );
  return [
    '| figure | measured | goal |',
    '|---|---:|---|',
    `| P8 the shell alone: index.html's script and preloads, gzip (${scripts(f.initial.shell)} scripts) | ${kb(f.initial.shell.jsGzip)} JS, ${kb(f.initial.shell.cssGzip)} CSS | |`,
    ...landingRows,
    `| P8 React + Mantine skeleton (\`apps/web/build/skeleton\`), same Vite, same run | ${kb(f.skeleton.jsGzip)} JS, ${kb(f.skeleton.cssGzip)} CSS | |`,
    `| P8 home ÷ skeleton, JS | ${ratio.toFixed(2)}× | ≤ 1.25×: ${verdict(ratio <= 1.25)} |`,
    `| P8 the home page's JS by part, minified (${kb(total)}) | ${parts} | |`,
    `| P8 seller panel, console, loans and chat outside the home page's scripts | ${eager} | ${verdict(lazyMet)} |`,
    `| P10 fresh \`npm start\` (a fresh clone's: both builds and the demo seed side by side, then the server) until /healthz | ${s(fresh)} (start.mjs done at ${s(f.start.firstPreparedMs)}); from the start: ${f.start.firstMilestones.map((m) => `${m.milestone} ${s(m.atMs)}`).join(', ')} | ≤ 20 s: ${verdict(fresh <= 20_000)} |`,
    `| P10 the fresh start's CPU, all cores: ${cpuRow(f.start.firstCpuMs)} | ${s(f.start.firstCpuMs.total)}; on two cores no sooner than ${s(f.start.firstCpuMs.total / 2)} | |`,
    `| P10 later \`npm start\` (nothing to build or seed) until /healthz, median of ${f.start.laterReadyMs.length} | ${s(later)} | ≤ 3 s: ${verdict(later <= 3000)} |`,
    `| P10 resident memory once ready: after the first start (the seed) / the later starts (largest) | ${f.start.firstRssMb} MB / ${f.start.laterRssMb} MB | ≤ 512 MB: ${verdict(f.start.firstRssMb <= 512)} / ${verdict(f.start.laterRssMb <= 512)} |`,
  ].join('\n');
}
