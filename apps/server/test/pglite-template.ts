import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { startPgliteServer } from '../src/db/pglite-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database's data directory, as a tar file (see test-db.ts). */
    pgliteTemplate: string;
  }
}

/**
 * Global set-up of the server project: one embedded database, migrated, written out as a tar that
 * every test file's database starts from. A fresh PGlite runs initdb (about 3 s) and the migrations
 * (about 1 s); loading the template takes half a second, and the suite makes 80-odd databases.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  // The same files on PostgreSQL (the root config's server-postgres projects) start no PGlite; the
  // other server projects start theirs from this template.
  if (project.name.startsWith('server-postgres')) return undefined;
  const dir = await mkdtemp(path.join(tmpdir(), 'caravan-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  const server = await startPgliteServer(undefined);
  try {
    const database = openDatabase(server.url, { embedded: true });
    try {
      await runMigrations(database.db);
    } finally {
      await database.close();
    }
    await writeFile(file, Buffer.from(await (await server.dump()).arrayBuffer()));
  } finally {
    await server.stop();
  }
  project.provide('pgliteTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}
