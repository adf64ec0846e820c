import { seededData } from '../../../scripts/built-server.mjs';

/**
 * The database the browser tests' servers run on: PostgreSQL where the tests have one
 * (TEST_DATABASE_URL, as in CI), a database of each server's own there; else the embedded one, as
 * `npm start` runs. PostgreSQL takes the database's work out of the servers' processes (four specs
 * on two workers: 99 s of CPU in the test run's processes on the embedded one, 77 s beside
 * PostgreSQL), which lets more workers share the two cores (playwright.config.ts).
 */
export const e2ePostgres = process.env.TEST_DATABASE_URL || undefined;

/**
 * Before the browser tests: one data folder with the demo seeded (and on PostgreSQL, its database),
 * which every worker's server copies (fixtures.ts) rather than seeding its own; removed when the run
 * ends. The workers read where it is from the environment, which Playwright hands them from here.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const seeded = await seededData('e2e-seed', { postgres: e2ePostgres });
  process.env.E2E_SEEDED_DATA = seeded.dataDir;
  if (seeded.database) process.env.E2E_SEEDED_DATABASE = seeded.database;
  return () => seeded.remove();
}
