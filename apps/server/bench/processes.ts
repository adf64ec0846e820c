import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';

// What the bench's parts share about the processes they measure: servers run pinned to core 0
// (the load generator pins itself to core 1), are waited for until healthy, and are stopped.

export const hasTaskset = spawnSync('taskset', ['-c', '0', 'true']).status === 0;

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

export interface Measure {
  reqPerSec: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** One autocannon run of `duration` seconds at `connections` against one request. */
export async function load(
  base: string,
  target: { method: string; path: string },
  connections: number,
  duration: number,
): Promise<Measure> {
  const r = await autocannon({
    url: base + target.path,
    method: target.method as 'GET',
    connections,
    duration,
  });
  return { reqPerSec: r.requests.average, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

/**
 * `count` rounds of back-to-back runs of each of `runs`, the order reversed every round, so that a
 * shared machine's drift falls on every side; a ratio is then the median of the rounds' ratios.
 * Each round's results are in the order of `runs`.
 */
export async function swappedRounds<T>(count: number, runs: (() => Promise<T>)[]): Promise<T[][]> {
  const rounds: T[][] = [];
  for (let i = 0; i < count; i++) {
    const order = runs.map((_, k) => (i % 2 === 0 ? k : runs.length - 1 - k));
    const round: T[] = new Array<T>(runs.length);
    for (const k of order) round[k] = await (runs[k] as () => Promise<T>)();
    rounds.push(round);
  }
  return rounds;
}

/** `count` pairs of back-to-back runs of `a` and `b`, the order swapped every pair (swappedRounds). */
export async function swappedPairs<T>(
  count: number,
  a: () => Promise<T>,
  b: () => Promise<T>,
): Promise<{ a: T; b: T }[]> {
  return (await swappedRounds(count, [a, b])).map(([first, second]) => ({ a: first as T, b: second as T }));
}

/** The `q`-quantile (0–1) of values already sorted ascending, rounded to 0.01; 0 when empty. */
export function quantile(sorted: readonly number[], q: number): number {
  return Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 100) / 100;
}

/** Starts `node [nodeArgs] script` on core 0 (when taskset exists) with `env`. */
export function spawnOnServerCore(
  script: string,
  env: NodeJS.ProcessEnv,
  nodeArgs: string[] = [],
): ChildProcess {
  const argv = [...nodeArgs, script];
  return spawn(
    hasTaskset ? 'taskset' : process.execPath,
    hasTaskset ? ['-c', '0', process.execPath, ...argv] : argv,
    {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

/**
 * A command on every core (taskset 0-1) where the bench itself runs pinned to core 1: for what
 * `npm start` would run unpinned (the build, the embedded server).
 */
export function unpinned(command: string, args: string[]): [string, string[]] {
  return hasTaskset ? ['taskset', ['-c', '0-1', command, ...args]] : [command, args];
}

/** Resolves once `url` answers 2xx; kills the child and throws after two minutes. */
export async function waitHealthy(child: ChildProcess, url: string): Promise<ChildProcess> {
  // Every 100 ms for up to two minutes: a start's time is read to a tenth of a second.
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode} before ${url} answered`);
    try {
      if ((await fetch(url)).ok) return child;
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`${url} did not become healthy`);
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** /proc counts CPU time in clock ticks of 10 ms (USER_HZ is 100 on Linux). */
const TICK_MS = 10;

/** CPU time (user + system, in ms) a process has used so far, from /proc; 0 where there is none. */
export function cpuMs(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** Busy time (in ms) of each core so far, from /proc/stat; empty where there is none. */
export function coreBusyMs(): number[] {
  try {
    return readFileSync('/proc/stat', 'utf8')
      .split('\n')
      .filter((line) => /^cpu\d+ /.test(line))
      .map((line) => {
        // user nice system idle iowait irq softirq steal …: all but idle and iowait are busy.
        const [, ...ticks] = line.trim().split(/\s+/).map(Number);
        const total = ticks.slice(0, 8).reduce((a, b) => a + b, 0);
        return (total - (ticks[3] ?? 0) - (ticks[4] ?? 0)) * TICK_MS;
      });
  } catch {
    return [];
  }
}

/** CPU time (ms) used so far by every PostgreSQL process of this machine: its backends and helpers. */
function postgresCpuMs(): number {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += cpuMs(Number(pid));
    } catch {
      // gone since the listing
    }
  }
  return total;
}

/**
 * Where a load's CPU goes: the server process (every thread: PGlite's worker too, on core 0), the
 * PostgreSQL processes (on any core), this load generator (core 1), and how busy each core was.
 */
export function cpuMeter(server: ChildProcess) {
  const read = () => {
    const own = process.cpuUsage();
    return {
      server: cpuMs(server.pid),
      postgres: postgresCpuMs(),
      load: (own.user + own.system) / 1000,
      cores: coreBusyMs(),
      at: Date.now(),
    };
  };
  const start = read();
  /** Per request (µs) over `requests`, and each core's busy share over the time. */
  return (requests: number) => {
    const end = read();
    const perRequest = (key: 'server' | 'postgres' | 'load') =>
      Math.round(((end[key] - start[key]) * 1000) / Math.max(1, requests));
    return {
      serverUs: perRequest('server'),
      postgresUs: perRequest('postgres'),
      loadUs: perRequest('load'),
      coreBusy: end.cores.map((ms, i) => (ms - (start.cores[i] ?? 0)) / Math.max(1, end.at - start.at)),
    };
  };
}

/**
 * The environment every bench server starts with: this process's, less its DATABASE_URL and
 * REDIS_URL (only a run's own settings choose the database, and a bench server is one instance: a
 * PGlite run must not inherit the PostgreSQL run's database), no demo seed, no rate limits,
 * warnings only, production mode; then `env`.
 */
export function benchServerEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  return {
    ...inherited,
    SEED_DEMO: '0',
    RATE_LIMIT_PER_MINUTE: '0',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...env,
  };
}

/** Node's arguments for a server that writes a CPU profile into `dir` (node --cpu-prof), if given. */
export function cpuProfileArgs(dir: string | undefined): string[] {
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
}

/**
 * Runs `work` against the bench's server (dist/bench-server.js, on core 0) on PostgreSQL at
 * `databaseUrl`, with its own data directory and nothing cached (neither finished replies, ADR 008,
 * nor list totals), no rate limits and no sweeps unless `env` says otherwise; stops it after.
 */
export async function withBenchServer<T>(
  repoRoot: string,
  databaseUrl: string,
  work: (base: string, server: ChildProcess) => Promise<T>,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'caravan-bench-'));
  const port = 19000 + Math.floor(Math.random() * 1000);
  const child = await waitHealthy(
    spawnOnServerCore(
      join(repoRoot, 'apps/server/dist/bench-server.js'),
      benchServerEnv({
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        PORT: String(port),
        CATALOG_REPLY_CACHE: '0',
        CATALOG_CACHE_SECONDS: '0',
        SWEEP_SECONDS: '0',
        ...env,
      }),
      nodeArgs,
    ),
    `http://127.0.0.1:${port}/healthz`,
  );
  try {
    return await work(`http://127.0.0.1:${port}`, child);
  } finally {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
