import { execFile, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { openDatabase, type Database, type Db } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { startPgliteServer } from '../src/db/pglite-server.js';
import { addresses, depositChannels, sellers } from '../src/db/schema/index.js';
import { amount } from '../src/lib/money.js';
import { hashPassword } from '../src/modules/account/passwords.js';
import { post } from '../src/modules/wallet/ledger.js';
import {
  createCategory,
  createOperator,
  createSellerGood,
  createSystemGood,
  createUser,
  dubaiAddress,
} from './factories.js';
import { setSystemParams } from './system-params.js';

// The built server as its own process on a data folder (or a PostgreSQL database), and a
// marketplace seeded into it from factories: for the crash, backup and scaled-mode tests (issue 22).
// The workload driven through it and the checks after are marketplace-workload.ts's.

const serverRoot = fileURLToPath(new URL('../', import.meta.url));
const run = promisify(execFile);

let built: Promise<unknown> | undefined;
/** Bundles apps/server/dist (npm test runs before any build); once per test process. */
export function buildServer(): Promise<unknown> {
  built ??= run(process.execPath, ['build.mjs'], { cwd: serverRoot });
  return built;
}

/** Where the marketplace keeps its data: a data folder, and a PostgreSQL database in that mode. */
export interface Place {
  dataDir: string;
  databaseUrl?: string;
}

/**
 * Opens the place's database from this process (the server must not be running on an embedded
 * one): opening a data folder after a crash is PGlite's crash recovery.
 */
export async function openPlace(place: Place): Promise<Database> {
  if (place.databaseUrl) return openDatabase(place.databaseUrl, { maxConnections: 2 });
  const server = await startPgliteServer(join(place.dataDir, 'pglite'));
  const database = openDatabase(server.url, { embedded: true });
  return { ...database, close: () => database.close().then(() => server.stop()) };
}

export const STOCK = 1_000_000;
export const FUNDS = '100000.00';
const PRICE = 15;

export interface Seeded {
  goodsId: string;
  listingId: string;
  buyers: { id: string; username: string; password: string }[];
  finance: { username: string; password: string };
}

/** A shop selling one good, buyers with money, a fund password and an address, a finance operator. */
export async function seedMarketplace(db: Db, buyerCount = 3): Promise<Seeded> {
  await runMigrations(db);
  const safewordHash = await hashPassword('123456');
  const settings: Record<string, string> = {
    withdrawal_time: '00:00-24:00',
    withdraw_daily_count: '1000000',
    withdraw_fee: 'fixed:1',
    withdraw_limit_min: '10',
    withdraw_limit_max: '100000',
    can_recharge: '1',
    recharge_limit_min: '1',
    recharge_limit_max: '100000',
  };
  await setSystemParams(db, settings);
  await db.insert(depositChannels).values({
    coin: 'USDT',
    network: 'TRC20',
    address: 'TPlatformTrc20Address000000000001',
    minAmount: '1',
    maxAmount: '100000',
  });
  const owner = await createUser(db, { safewordHash });
  const [shop] = await db
    .insert(sellers)
    .values({ userId: owner.id, name: `Shop ${owner.username}` })
    .returning();
  const category = await createCategory(db);
  const good = await createSystemGood(db, { categoryId: category.id, systemPrice: '10.00', stock: STOCK });
  const listing = await createSellerGood(db, {
    sellerId: shop?.id ?? '',
    goodsId: good.id,
    sellingPrice: PRICE.toFixed(2),
  });
  const buyers: Seeded['buyers'] = [];
  for (let i = 0; i < buyerCount; i++) {
    const user = await createUser(db, { safewordHash });
    await db.transaction((tx) =>
      post(
        tx,
        {
          kind: 'deposit',
          businessId: `seed-${user.id}`,
          entries: [
            { account: { kind: 'platform_cash' }, amount: amount(FUNDS).negated() },
            { account: { kind: 'wallet', userId: user.id }, amount: amount(FUNDS) },
          ],
        },
        new Date(),
      ),
    );
    await db.insert(addresses).values(dubaiAddress(user.id, new Date()));
    buyers.push({ id: user.id, username: user.username, password: user.password });
  }
  const finance = await createOperator(db, 'finance');
  return { goodsId: good.id, listingId: listing.id, buyers, finance };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Seeds the place's database with `seedMarketplace` from this process, before its server starts. */
export async function seedPlace(place: Place): Promise<Seeded> {
  const database = await openPlace(place);
  try {
    return await seedMarketplace(database.db);
  } finally {
    await database.close();
  }
}

export interface Spawned {
  baseUrl: string;
  child: ChildProcess;
  log: string[];
  /** Whether the process has exited (killed, or failed). */
  exited(): boolean;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** Starts apps/server/dist/main.js on the place and waits until /healthz answers 200. */
export async function spawnServer(place: Place, env: Record<string, string> = {}): Promise<Spawned> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const log: string[] = [];
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: serverRoot,
    env: {
      ...inherited,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: place.dataDir,
      ...(place.databaseUrl ? { DATABASE_URL: place.databaseUrl } : {}),
      SEED_DEMO: '0',
      SWEEP_SECONDS: '0',
      LOGISTICS_SIMULATOR_SECONDS: '0',
      RATE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: 'warn',
      // Rate-limit counts and cached replies of other runs on a shared Redis must not reach this one.
      REDIS_PREFIX: `crash-${process.pid}-${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    log.push(chunk.toString());
    if (log.length > 200) log.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exitedPromise = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited())
      throw new Error(`server exited with ${child.exitCode ?? child.signalCode}:\n${log.join('')}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${log.join('')}`);
    }
    const ok = await fetch(`${baseUrl}/healthz`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    child,
    log,
    exited,
    async kill(signal) {
      if (exited()) return;
      child.kill(signal);
      await exitedPromise;
    },
  };
}
