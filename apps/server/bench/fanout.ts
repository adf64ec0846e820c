import { type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { startPgliteServer } from '../src/db/pglite-server.js';
import { createSession } from '../src/modules/account/sessions.js';
import { FANOUT_USER_PREFIX, type TriggerResult } from './fanout-trigger.js';
import {
  benchServerEnv,
  coreBusyMs,
  cpuMs,
  median,
  quantile,
  spawnOnServerCore,
  stopServer,
  waitHealthy,
} from './processes.js';
import { Subscribers } from './subscribers.js';

// The fan-out bench (issue 20): the chat gateway of the real server (bench-server.ts) against a
// bare `ws` relay (ws-relay.ts), both on core 0 and driven from this process on core 1, in the
// same run. N subscribers hold one socket each on both servers; the same trigger publishes frames
// round-robin to them. Measured: deliveries per second flat out (frames received by all clients,
// median of several runs, alternating which server goes first) and, at a paced rate, the time from
// publication to receipt.

export interface FanoutOptions {
  users: number;
  /** The paced runs' deliveries per second. */
  rate: number;
  pacedSeconds: number;
  maxSeconds: number;
  /** Pairs of runs (one per server), flat out and paced alike. */
  runs: number;
  /** Where the servers write `--cpu-prof` profiles; none when undefined. */
  profileDir: string | undefined;
}

export interface FanoutRun {
  /** When the run started, in seconds since the servers were up (the gateway has 30 s and 60 s timers). */
  at: number;
  published: number;
  received: number;
  /** Frames received by all clients per second, from the trigger's request to the last frame. */
  deliveriesPerSec: number;
  /** Frames a socket received that were meant for another (paced runs check). */
  misdelivered: number;
  /** Share of a core the server used over the run, and the load generator. */
  serverCpu: number;
  loadCpu: number;
  /**
   * Share of core 0 (the servers') and of core 1 (the load's) busy with anything else: other
   * processes on a shared machine, and interrupts not charged to a process.
   */
  othersCore0: number;
  othersCore1: number;
  p50?: number;
  p99?: number;
  max?: number;
}

export interface FanoutSide {
  /** The flat-out runs, and the median of their deliveries per second. */
  max: FanoutRun[];
  maxMedian: number;
  /** The paced runs, and the medians of their p50 and p99 latencies. */
  paced: FanoutRun[];
  p50: number;
  p99: number;
}

export interface FanoutResult {
  users: number;
  rate: number;
  pacedSeconds: number;
  maxSeconds: number;
  runs: number;
  gateway: FanoutSide;
  relay: FanoutSide;
  /** Gateway deliveries/s ÷ relay deliveries/s of each back-to-back pair of flat-out runs. */
  pairRatios: number[];
  /** The median of the pairs' ratios (issue 20: ≥ 0.5). */
  ratio: number;
}

/** N users with a session each (as a login creates it), in the order the trigger numbers them. */
async function seedSubscribers(dataDir: string, users: number): Promise<string[]> {
  mkdirSync(join(dataDir, 'pglite'), { recursive: true });
  const server = await startPgliteServer(join(dataDir, 'pglite'));
  const database = openDatabase(server.url, { embedded: true });
  try {
    await runMigrations(database.db);
    const rows = await database.db.execute<{ id: string; username: string }>(sql`
      insert into users (username, usercode, password_hash)
      select ${FANOUT_USER_PREFIX} || lpad(i::text, 6, '0'), (3000000 + i)::text, 'x'
      from generate_series(1, ${users}) i
      returning id, username`);
    const ids = [...rows.rows].sort((a, b) => a.username.localeCompare(b.username)).map((r) => r.id);
    const tokens: string[] = [];
    for (const userId of ids) tokens.push(await createSession(database.db, { userId }, new Date(), 24));
    return tokens;
  } finally {
    await database.close();
    await server.stop();
  }
}

interface Target {
  name: 'gateway' | 'relay';
  base: string;
  server: ChildProcess;
  /** performance.now() when the server answered its health check. */
  upAt: number;
  subscribers: Subscribers;
}

/**
 * One trigger run: publish for `seconds` (paced at `rate`, or flat out with 0) and count receipts.
 * `servers`: every server process on core 0 (the idle one's CPU is not "other" work).
 */
async function measure(
  target: Target,
  servers: ChildProcess[],
  rate: number,
  seconds: number,
): Promise<FanoutRun> {
  const at = Math.round(performance.now() - target.upAt) / 1000;
  const subs = target.subscribers;
  subs.reset(rate > 0);
  const serverCpu0 = cpuMs(target.server.pid);
  const allServersCpu0 = servers.reduce((n, s) => n + cpuMs(s.pid), 0);
  const cores0 = coreBusyMs();
  const loadCpu0 = process.cpuUsage();
  const started = performance.now();
  const reply = await fetch(`${target.base}/bench/fanout?rate=${rate}&seconds=${seconds}`, {
    method: 'POST',
  });
  if (!reply.ok) throw new Error(`${target.name}: the trigger answered ${reply.status}`);
  const { published } = (await reply.json()) as TriggerResult;
  // Frames still on their way when the trigger answered.
  for (
    const deadline = performance.now() + 10_000;
    subs.received < published && performance.now() < deadline;
  ) {
    await sleep(2);
  }
  const elapsed = Math.max(subs.last, started + 1) - started;
  const load = process.cpuUsage(loadCpu0);
  const loadMs = (load.user + load.system) / 1000;
  const cores = coreBusyMs().map((busy, i) => busy - (cores0[i] ?? busy));
  const allServersMs = servers.reduce((n, s) => n + cpuMs(s.pid), 0) - allServersCpu0;
  const others = (busy: number | undefined, ours: number) =>
    busy === undefined ? 0 : Math.max(0, busy - ours) / elapsed;
  const run: FanoutRun = {
    at,
    published,
    received: subs.received,
    deliveriesPerSec: (subs.received * 1000) / elapsed,
    misdelivered: subs.misdelivered,
    serverCpu: (cpuMs(target.server.pid) - serverCpu0) / elapsed,
    loadCpu: loadMs / elapsed,
    othersCore0: others(cores[0], allServersMs),
    othersCore1: others(cores[1], loadMs),
  };
  if (subs.latencies) {
    const sorted = subs.latencies.sort((a, b) => a - b);
    Object.assign(run, { p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), max: quantile(sorted, 1) });
  }
  if (run.received !== published || run.misdelivered > 0) {
    console.warn(
      `[fanout] ${target.name}: ${published} published, ${run.received} received, ${run.misdelivered} misdelivered`,
    );
  }
  return run;
}

const pct = (share: number) => `${Math.round(share * 100)} %`;

function summarise(name: string, r: FanoutRun): string {
  const latency = r.p99 === undefined ? '' : `, p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms`;
  return `[fanout] ${r.at.toFixed(1)} s, ${name}: ${Math.round(r.deliveriesPerSec)} deliveries/s${latency} (server ${pct(r.serverCpu)}, load ${pct(r.loadCpu)}; others on core 0 ${pct(r.othersCore0)}, on core 1 ${pct(r.othersCore1)})`;
}

/** Runs the fan-out bench; `repoRoot` locates the built servers in apps/server/dist. */
export async function runFanout(repoRoot: string, options: FanoutOptions): Promise<FanoutResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'caravan-fanout-'));
  const started = Date.now();
  const tokens = await seedSubscribers(dataDir, options.users);
  console.log(
    `\n[fanout] ${options.users} subscribers with sessions in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  // One instance, in-process fan-out: neither DATABASE_URL nor REDIS_URL reaches the server.
  const profile = options.profileDir
    ? (name: string) => [
        '--cpu-prof',
        `--cpu-prof-dir=${options.profileDir}`,
        `--cpu-prof-name=${name}.cpuprofile`,
      ]
    : () => [];
  const gatewayPort = 19000 + Math.floor(Math.random() * 500);
  const relayPort = gatewayPort + 500;
  const dist = join(repoRoot, 'apps/server/dist');
  const processes: ChildProcess[] = [];
  const gatewaySubs = new Subscribers();
  const relaySubs = new Subscribers();
  try {
    const gatewayServer = spawnOnServerCore(
      join(dist, 'bench-server.js'),
      benchServerEnv({ DATA_DIR: dataDir, PORT: String(gatewayPort) }),
      profile('gateway'),
    );
    processes.push(gatewayServer);
    const relayServer = spawnOnServerCore(
      join(dist, 'ws-relay.js'),
      benchServerEnv({ PORT: String(relayPort) }),
      profile('relay'),
    );
    processes.push(relayServer);
    await waitHealthy(gatewayServer, `http://127.0.0.1:${gatewayPort}/healthz`);
    const gatewayUpAt = performance.now();
    await waitHealthy(relayServer, `http://127.0.0.1:${relayPort}/healthz`);
    const relayUpAt = performance.now();

    await gatewaySubs.connect(
      tokens.map((token) => `ws://127.0.0.1:${gatewayPort}/data/websocket?token=${token}`),
      true,
    );
    await relaySubs.connect(
      tokens.map((_, i) => `ws://127.0.0.1:${relayPort}/?i=${i}`),
      false,
    );
    const gateway: Target = {
      name: 'gateway',
      base: `http://127.0.0.1:${gatewayPort}`,
      server: gatewayServer,
      upAt: gatewayUpAt,
      subscribers: gatewaySubs,
    };
    const relay: Target = {
      name: 'relay',
      base: `http://127.0.0.1:${relayPort}`,
      server: relayServer,
      upAt: relayUpAt,
      subscribers: relaySubs,
    };
    console.log(`[fanout] ${options.users} sockets open on each server`);

    for (const target of [gateway, relay]) {
      await measure(target, processes, 0, 1); // warm-up
      await measure(target, processes, options.rate, 1);
    }
    // Pairs of back-to-back runs, the order swapped each pair, so that the machine's drift (this
    // is a shared machine) falls on both servers alike.
    const pairs = async (rate: number, seconds: number, label: string) => {
      const runs: Record<Target['name'], FanoutRun[]> = { gateway: [], relay: [] };
      for (let i = 0; i < options.runs; i++) {
        for (const target of i % 2 === 0 ? [gateway, relay] : [relay, gateway]) {
          const run = await measure(target, processes, rate, seconds);
          runs[target.name].push(run);
          console.log(summarise(`${target.name} ${label}`, run));
        }
      }
      return runs;
    };
    const flatOut = await pairs(0, options.maxSeconds, 'flat out');
    const paced = await pairs(options.rate, options.pacedSeconds, `at ${options.rate}/s`);
    const side = (name: Target['name']): FanoutSide => ({
      max: flatOut[name],
      maxMedian: median(flatOut[name].map((r) => r.deliveriesPerSec)),
      paced: paced[name],
      p50: median(paced[name].map((r) => r.p50 ?? Infinity)),
      p99: median(paced[name].map((r) => r.p99 ?? Infinity)),
    });
    const pairRatios = flatOut.gateway.map(
      (g, i) => g.deliveriesPerSec / (flatOut.relay[i]?.deliveriesPerSec ?? Infinity),
    );
    return {
      users: options.users,
      rate: options.rate,
      pacedSeconds: options.pacedSeconds,
      maxSeconds: options.maxSeconds,
      runs: options.runs,
      gateway: side('gateway'),
      relay: side('relay'),
      pairRatios,
      ratio: median(pairRatios),
    };
  } finally {
    gatewaySubs.close();
    relaySubs.close();
    for (const child of processes) await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const cores = (runs: FanoutRun[]) =>
  `${pct(median(runs.map((r) => r.othersCore0)))} / ${pct(median(runs.map((r) => r.othersCore1)))}`;

/** Frames lost or delivered to the wrong socket, over every measured run. */
const errors = (side: FanoutSide) =>
  [...side.max, ...side.paced].reduce((n, m) => n + m.published - m.received + m.misdelivered, 0);

/** The README's tables of a fan-out run. */
export function fanoutTable(r: FanoutResult): string {
  const sides = [
    ['chat gateway (bench-server, `deps.realtime.publish`)', r.gateway],
    ['bare `ws` relay', r.relay],
  ] as const;
  return [
    `| ${r.users} subscribers, 1 socket each: flat out | deliveries/s (median) | each run | server / load core busy | others on core 0 / 1 | errors |`,
    '|---|---:|---:|---:|---:|---:|',
    ...sides.map(
      ([name, s]) =>
        `| ${name} | ${Math.round(s.maxMedian)} | ${s.max.map((m) => Math.round(m.deliveriesPerSec)).join(', ')} | ${pct(median(s.max.map((m) => m.serverCpu)))} / ${pct(median(s.max.map((m) => m.loadCpu)))} | ${cores(s.max)} | ${errors(s)} |`,
    ),
    `| **gateway ÷ relay** (median of the pairs: ${r.pairRatios.map((x) => x.toFixed(2)).join(', ')}) | **${r.ratio.toFixed(3)}** | | | | |`,
    '',
    `| paced, ${r.rate.toLocaleString('en')} deliveries/s | p50 ms (median) | p99 ms (median) | p99 of each run | max ms | deliveries/s | others on core 0 / 1 |`,
    '|---|---:|---:|---:|---:|---:|---:|',
    ...sides.map(
      ([name, s]) =>
        `| ${name} | ${s.p50} | **${s.p99}** | ${s.paced.map((m) => m.p99).join(', ')} | ${Math.max(...s.paced.map((m) => m.max ?? 0))} | ${Math.round(median(s.paced.map((m) => m.deliveriesPerSec)))} | ${cores(s.paced)} |`,
    ),
  ].join('\n');
}
