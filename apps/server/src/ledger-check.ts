import { resolve } from 'node:path';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { startEmbeddedDatabase } from './db/embedded.js';
import { runMigrations } from './db/migrate.js';
import { checkLedger } from './modules/wallet/ledger.js';

// npm run ledger:check: verifies every ledger invariant (ADR 009) on the configured database,
// DATABASE_URL or the embedded one in DATA_DIR, and exits 1 when any fails. The embedded database
// is one process's: stop the server before checking it.
const config = loadConfig();
const embedded = config.databaseUrl ? undefined : await startEmbeddedDatabase(config.dataDir);
const database = openDatabase(config.databaseUrl ?? embedded?.url ?? '', { embedded: Boolean(embedded) });
let failed = false;
try {
  await runMigrations(database.db);
  const problems = await checkLedger(database.db);
  const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${resolve(config.dataDir)}`;
  if (problems.length === 0) {
    console.log(`ledger check (${where}): every invariant holds`);
  } else {
    failed = true;
    console.error(`ledger check (${where}): ${problems.length} problem(s)`);
    for (const p of problems) console.error(`  ${p.rule}  ${p.subject}  ${p.detail}`);
  }
} finally {
  await database.close();
  await embedded?.stop();
}
process.exit(failed ? 1 : 0);
