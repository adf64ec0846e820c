// The built marketplace (apps/server/dist with apps/web/dist) on a free port with a fresh data
// folder and the demo data seeded, for the browser tests (apps/web/e2e/fixtures.ts) and the Lighthouse run
// (lighthouse.mjs); also the Chromium flags this closed network needs. On the embedded database,
// or on a PostgreSQL server (`postgres`), in a database of the server's own.
import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SEED_TIMEOUT_MS = 3 * 60_000;
const MIN_SEEDED_GOODS = 300;

/** Debian's Chromium as root on a closed network: no sandbox, no background connections. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs one statement as the PostgreSQL server's administrator (database creation and removal). */
async function onPostgres(serverUrl, sql, values = []) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * A database of its own for a server on the PostgreSQL server at `serverUrl`: empty, or a copy of
 * `template` (a database is copied in well under a second, where seeding one takes half a minute).
 */
async function ownDatabase(serverUrl, label, template) {
  const name = `caravan_${label.replace(/\W/g, '_')}_${process.pid}_${Date.now().toString(36)}`;
  await onPostgres(serverUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => dropDatabase(serverUrl, name) };
}

const dropDatabase = (serverUrl, name) =>
  onPostgres(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(label, deadline, probe) {
  let lastError = '';
  while (Date.now() < deadline) {
    try {
      if (await probe()) return;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await sleep(1000);
  }
  throw new Error(`Timed out waiting for ${label}${lastError ? ` (last error: ${lastError})` : ''}`);
}

async function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts the built server and waits until the demo catalogue is seeded. `label` names the run
 * (its Redis keys and data folder); `env` adds to the server's environment; with `postgres` (a
 * PostgreSQL server's address) its database is one of its own there. Returns its address, the last
 * lines it printed, `restart(env)`, which starts it again on the same address and data with `env`
 * added (a browser test moving the server's clock ahead), and `stop()`, which also removes the data
 * folder and the database. With `seeded` (what seededData made), the server starts on a copy.
 */
export async function startBuiltServer({ label, env = {}, seeded, postgres }) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `caravan-${label}-`));
  // A copy of a folder seeded once (seededData) opens as a server's folder after a restart.
  if (seeded) await cp(seeded.dataDir, dataDir, { recursive: true });
  const database = postgres ? await ownDatabase(postgres, label, seeded?.database) : undefined;
  const log = [];
  const keep = (chunk) => {
    log.push(chunk.toString());
    if (log.length > 400) log.shift();
  };
  const baseEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    // With REDIS_URL set (CI), a run of its own: rate-limit counts and cached replies of earlier
    // runs and of the unit tests on the same Redis must not reach this one.
    REDIS_PREFIX: `${label}-${process.pid}-${Date.now().toString(36)}`,
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...env,
  };
  let child;
  const launch = async (extra) => {
    child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
      cwd: root,
      env: { ...baseEnv, ...extra },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const deadline = Date.now() + SEED_TIMEOUT_MS;
    const exited = () => child.exitCode !== null || child.signalCode !== null;
    await waitUntil('GET /healthz', deadline, async () => {
      if (exited()) throw new Error(`server exited with ${child.exitCode ?? child.signalCode}`);
      return (await fetch(`${baseUrl}/healthz`)).status === 200;
    });
    await waitUntil(`${MIN_SEEDED_GOODS} seeded goods`, deadline, async () => {
      if (exited()) throw new Error('server exited');
      const reply = await fetch(`${baseUrl}/api/sellerGoods!list.action?pageNum=1&pageSize=1`, {
        method: 'POST',
      });
      const body = await reply.json();
      return body.code === '0' && body.data.pageInfo.totalElements >= MIN_SEEDED_GOODS;
    });
  };
  const stop = async ({ keepData = false } = {}) => {
    await stopServer(child);
    if (keepData) return;
    await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  };
  const restart = async (extra = {}) => {
    await stopServer(child);
    await launch(extra);
  };
  try {
    await launch({});
  } catch (error) {
    console.error('--- server log (last lines) ---');
    console.error(log.join('').split('\n').slice(-60).join('\n'));
    await stop();
    throw error;
  }
  console.log(`Server ready on ${baseUrl} (data in ${dataDir})`);
  return { baseUrl, dataDir, database: database?.name, log, restart, stop };
}

/**
 * A data folder (and with `postgres`, a database) with the demo seeded, made once by starting the
 * server on it and stopping it: each browser-test server starts on a copy (a third of a second)
 * instead of seeding its own (30 s alone, a minute beside other work). `remove()` removes both.
 */
export async function seededData(label, { postgres } = {}) {
  const server = await startBuiltServer({ label, postgres });
  await server.stop({ keepData: true });
  // A database is copied only when nobody is connected to it: PostgreSQL ends a stopped server's
  // sessions a moment after the process, so the copies wait for the last of them to go.
  if (postgres && server.database) {
    await waitUntil(`the last session on ${server.database} to end`, Date.now() + 30_000, async () => {
      const [row] = await onPostgres(
        postgres,
        'select count(*) as n from pg_stat_activity where datname = $1',
        [server.database],
      );
      return Number(row?.n ?? 0) === 0;
    });
  }
  return {
    dataDir: server.dataDir,
    database: server.database,
    remove: async () => {
      await rm(server.dataDir, { recursive: true, force: true });
      if (postgres && server.database) await dropDatabase(postgres, server.database);
    },
  };
}
