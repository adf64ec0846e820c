import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { requestBackup, restoreBackup, takeBackup } from './backup.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { startEmbeddedDatabase } from './db/embedded.js';
import { checkLedger } from './modules/wallet/ledger.js';

// npm run backup [-- <folder>]: a consistent backup of the embedded database and of the data
// folder's files, taken by the running server (or, when none runs, from the data folder itself).
// npm run restore -- <folder>: puts a backup into DATA_DIR, which must hold no database yet, and
// checks it opens with the ledger whole. PostgreSQL's own tools back up the PostgreSQL mode (README).
const config = loadConfig();
const [command, folder] = process.argv.slice(2);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (config.databaseUrl) {
  fail(
    'DATABASE_URL is set: back up PostgreSQL with pg_dump (README, "Backups"), then copy DATA_DIR/uploads and DATA_DIR/private.',
  );
}

async function backup(): Promise<void> {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const dest = resolve(folder ?? `backups/caravan-${stamp}`);
  let report = await requestBackup(config.dataDir, dest);
  let by = 'the running server';
  if (!report) {
    // No server holds the data folder: the database is opened here (after a crash, it recovers).
    by = 'the data folder (no server running)';
    const embedded = await startEmbeddedDatabase(config.dataDir);
    try {
      report = await takeBackup(config.dataDir, dest, embedded);
    } finally {
      await embedded.stop();
    }
  }
  console.log(
    `backup of ${resolve(config.dataDir)} written to ${report.dest} by ${by} (database held still ${report.pauseMs} ms, ${report.totalMs} ms in all)`,
  );
}

async function restore(): Promise<void> {
  if (!folder)
    fail('usage: npm run restore -- <backup folder>   (into DATA_DIR, which must hold no database)');
  await restoreBackup(folder, config.dataDir);
  const embedded = await startEmbeddedDatabase(config.dataDir);
  const database = openDatabase(embedded.url, { embedded: true });
  let problems: Awaited<ReturnType<typeof checkLedger>>;
  let counts: { users: number; orders: number } | undefined;
  try {
    problems = await checkLedger(database.db);
    counts = (
      await database.db.execute<{ users: number; orders: number }>(
        sql`select (select count(*) from users)::int as users, (select count(*) from orders)::int as orders`,
      )
    ).rows[0];
  } finally {
    await database.close();
    await embedded.stop();
  }
  console.log(
    `restored ${resolve(folder)} into ${resolve(config.dataDir)}: ${counts?.users ?? 0} users, ${counts?.orders ?? 0} orders`,
  );
  if (problems.length > 0) {
    for (const p of problems) console.error(`  ${p.rule}  ${p.subject}  ${p.detail}`);
    fail(`ledger check: ${problems.length} problem(s)`);
  }
  console.log('ledger check: every invariant holds');
}

if (command !== 'backup' && command !== 'restore') fail('usage: backup [<folder>] | restore <folder>');
try {
  await (command === 'backup' ? backup() : restore());
} catch (error) {
  fail(`${command} failed: ${error instanceof Error ? error.message : String(error)}`);
}
process.exit(0);
