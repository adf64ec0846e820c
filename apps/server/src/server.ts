import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { serveBackups } from './backup.js';
import { loadConfig } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { startEmbeddedDatabase } from './db/embedded.js';
import { migrateAtStartup } from './db/migrate.js';
import { shiftedClock } from './lib/clock.js';
import { fileStorageFor } from './lib/file-storage.js';
import { runCreditSweep } from './modules/credit/index.js';
import { startEmailWorker } from './modules/notifications/index.js';
import { startOrderScheduler } from './modules/orders/order-scheduler.js';
import { compensateLateOrders } from './modules/orders/index.js';
import { sweepDiscounts } from './modules/catalog/discount-sweep.js';
import { seedDemoMarketplace } from './seed/demo.js';
import { prepareDataDir } from './seed/fresh-directory.js';
import { DEMO_ACCOUNTS } from './seed/shops.js';

export interface StartOptions {
  /** Adds routes before the server listens (the bench adds its raw-SQL twin route). */
  extend?: (app: FastifyInstance, database: Database) => void | Promise<void>;
}

/** Starts the marketplace: config → database → migrate → seed (demo) → listen (DESIGN.md §3). */
export async function startServer(options: StartOptions = {}): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  const clock = shiftedClock(config.clockShiftDays);
  const seededApart = await prepareDataDir(config);
  const embedded = config.databaseUrl ? undefined : await startEmbeddedDatabase(config.dataDir);
  const database = openDatabase(config.databaseUrl ?? embedded?.url ?? '', { embedded: Boolean(embedded) });
  await migrateAtStartup(database, Boolean(embedded));
  const storage = await fileStorageFor(config);

  if (config.seedDemo && !seededApart) {
    const result = await seedDemoMarketplace(database.db, {
      storage,
      clock,
      log: (m) => console.log(`[seed] ${m}`),
    });
    if (result.seeded) {
      console.log(
        `[seed] demo marketplace: ${result.systemGoods} system goods, ${result.sellers} shops, ${result.sellerGoods} listings`,
      );
    }
  }

  const app = await buildApp({ db: database.db, clock, config, storage });
  app.addHook('onClose', async () => storage.close?.());
  await options.extend?.(app, database);
  await app.listen({ port: config.port, host: config.host });
  // `npm run backup` asks the server that holds the embedded database for a consistent copy.
  const stopBackups = embedded
    ? await serveBackups(config.dataDir, embedded).catch((error: unknown) => {
        app.log.warn({ err: error }, 'no backups while this server runs: the control socket could not open');
        return undefined;
      })
    : undefined;
  const stopScheduler = startOrderScheduler(database.db, clock, {
    sweepSeconds: config.sweepSeconds,
    logisticsSeconds: config.logisticsSimulatorSeconds,
    log: (error) => app.log.error({ err: error }, 'order sweep failed'),
    alsoRun: [
      (now) => runCreditSweep(database.db, app.deps.notifier, now),
      (now) => sweepDiscounts(database.db, now),
      (now) => compensateLateOrders(database.db, app.deps.notifier, now),
    ],
  });
  const stopEmailWorker = await startEmailWorker(database.db, app.deps.mailer, clock, (error, message) =>
    app.log.error({ err: error }, message),
  );

  const url = `http://localhost:${config.port}`;
  console.log(`
  Caravan is ready at ${url}  (${Math.round((Date.now() - started) / 100) / 10} s, ${
    config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${resolve(config.dataDir)}`
  }${config.redisUrl ? ', Redis' : ''})
    API docs      ${url}/api/docs`);
  if (config.seedDemo) {
    console.log(`  Demo accounts
      buyer       ${DEMO_ACCOUNTS.buyer.username} / ${DEMO_ACCOUNTS.buyer.password}  (fund password ${DEMO_ACCOUNTS.buyer.safeword})
      seller      ${DEMO_ACCOUNTS.seller.username} / ${DEMO_ACCOUNTS.seller.password}  (a second: ${DEMO_ACCOUNTS.secondSeller.username} / ${DEMO_ACCOUNTS.secondSeller.password})
      applicant   ${DEMO_ACCOUNTS.applicant.username} / ${DEMO_ACCOUNTS.applicant.password}  (a shop application waiting for review)
      operator    ${DEMO_ACCOUNTS.operator.username} / ${DEMO_ACCOUNTS.operator.password}  (${url}/admin/login)`);
  }

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    stopScheduler();
    // A job in hand goes back to the queue (sent by whichever instance polls next).
    await stopEmailWorker();
    await stopBackups?.();
    await app.close();
    await database.close();
    await embedded?.stop();
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
