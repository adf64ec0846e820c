import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { paths } from '../paths.js';
import type { Database, Db } from './client.js';

/** Applies every pending migration (run at start-up and for each test database). */
export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: paths.migrations });
}

/** The advisory lock instances take turns on while they migrate (any 64-bit number of our own). */
const MIGRATION_LOCK = 0x43617261_76616e01n;

/**
 * Migrates at start-up. Instances of the scaled mode that start together on one PostgreSQL take
 * turns, holding a session advisory lock on a connection of their own while the migrations run on
 * the others: the first applies them, the rest find nothing pending. The embedded database has one
 * connection and one server, so no lock.
 */
export async function migrateAtStartup(database: Database, embedded: boolean): Promise<void> {
  if (embedded) return runMigrations(database.db);
  const holder = await database.pool.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK.toString()]);
    try {
      await runMigrations(database.db);
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK.toString()]);
    }
  } finally {
    holder.release();
  }
}
