import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { startEmbeddedDatabase } from '../db/embedded.js';
import { migrateAtStartup } from '../db/migrate.js';
import { shiftedClock } from '../lib/clock.js';
import { fileStorageFor } from '../lib/file-storage.js';
import { loadCatalogueData } from './catalogue-data.js';
import { renderDemoImages, seedDemoMarketplace } from './demo.js';

// Fills a fresh embedded data directory with the demo marketplace, in a process of its own that
// the server forks before it opens the directory (fresh-directory.ts). The catalogue's pictures are
// rendered while the database is created and migrated; what the work used (sharp's native memory,
// the database's creation, the parsed catalogue, hundreds of writes) leaves with the process, and
// the server then opens the directory as it opens one it has opened before.

const log = (message: string) => console.log(`[seed] ${message}`);

async function prepare(): Promise<void> {
  const config = loadConfig();
  const storage = await fileStorageFor(config);
  const images = renderDemoImages(storage, loadCatalogueData(), log).then((rendered) => {
    log('demo images rendered');
    return rendered;
  });
  // Awaited by the seed below; if the database fails first, that failure is the one reported.
  images.catch(() => undefined);
  const embedded = await startEmbeddedDatabase(config.dataDir);
  const database = openDatabase(embedded.url, { embedded: true });
  try {
    await migrateAtStartup(database, true);
    log('the database is ready');
    const result = await seedDemoMarketplace(database.db, {
      storage,
      clock: shiftedClock(config.clockShiftDays),
      log,
      images,
    });
    if (result.seeded) {
      log(
        `demo marketplace: ${result.systemGoods} system goods, ${result.sellers} shops, ${result.sellerGoods} listings`,
      );
    }
  } finally {
    await database.close();
    await embedded.stop();
    await storage.close?.();
  }
}

// The server went away (stopped or killed meanwhile): so does this.
process.on('disconnect', () => process.exit(1));

prepare().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('[seed] the demo seed failed:', error);
    process.exit(1);
  },
);
