import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { paths } from '../paths.js';
import type { Db } from './client.js';

/** Applies every pending migration (run at start-up and for each test database). */
export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: paths.migrations });
}
