import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { createScratchDatabase } from '../src/db/scratch-database.js';
import { startPgliteServer } from '../src/db/pglite-server.js';

export interface TestDatabase extends Database {
  kind: 'pglite' | 'postgres';
}

/** Whether this test run targets PostgreSQL (the server-postgres project) rather than PGlite. */
export function onPostgres(): boolean {
  return process.env.CARAVAN_TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
}

/** The migrated template every embedded test database starts from (pglite-template.ts). */
let template: Promise<Blob> | undefined;

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default (started from the
 * migrated template; the migrations then find nothing to do), or a new database on
 * the PostgreSQL server at TEST_DATABASE_URL in the server-postgres project (dropped on close).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  if (!onPostgres()) {
    template ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
    const server = await startPgliteServer(undefined, 0, await template);
    const database = openDatabase(server.url, { embedded: true });
    await runMigrations(database.db);
    let closing: Promise<void> | undefined;
    return {
      ...database,
      kind: 'pglite',
      close() {
        closing ??= database.close().then(() => server.stop());
        return closing;
      },
    };
  }
  const scratch = await createScratchDatabase(serverUrl, 'caravan_test');
  const database = openDatabase(scratch.url, { maxConnections: 5 });
  await runMigrations(database.db);
  let closing: Promise<void> | undefined;
  return {
    ...database,
    kind: 'postgres',
    // Idempotent: a test may close its database early (e.g. to see /healthz fail), and the file's
    // clean-up closes it again; the database must still be dropped exactly once.
    close() {
      closing ??= database.close().then(() => scratch.drop());
      return closing;
    },
  };
}
