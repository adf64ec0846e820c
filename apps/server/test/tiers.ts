// The server's test projects. `npm test` runs `server`: every file but the slow tier's, on PGlite,
// the money model at a quick size. `npm run test:slow` (and CI) runs `server-slow`: the slow files
// and the money model at full size, on PGlite; and, with TEST_DATABASE_URL set, `server-postgres`:
// the whole server suite again on PostgreSQL, where the concurrency tests mean something.

/** Files that take minutes (paths relative to apps/server). */
export const SLOW_TEST_FILES = [
  // Thousands of fuzzed requests over every route.
  'src/plugins/fuzz.test.ts',
  // A server killed mid-workload, 20 times.
  'src/db/crash-consistency.test.ts',
  // `npm start` on an empty data directory.
  'src/seed/fresh-directory.test.ts',
  // Two instances behind one PostgreSQL and Redis.
  'src/scaled-mode.test.ts',
];
const MONEY_MODEL = 'src/modules/wallet/money.model.test.ts';
const ALL = ['src/**/*.test.ts', 'test/**/*.test.ts'];

export type ServerProject = 'server' | 'server-slow' | 'server-postgres';

/** The Vitest `test` options of one server project. */
export function serverTestOptions(name: ServerProject) {
  const tier = {
    server: { include: ALL, exclude: SLOW_TEST_FILES, env: { CARAVAN_TEST_TIER: 'fast' } },
    'server-slow': { include: [...SLOW_TEST_FILES, MONEY_MODEL], exclude: [], env: {} },
    'server-postgres': { include: ALL, exclude: [], env: { CARAVAN_TEST_DB: 'postgres' } },
  }[name];
  return {
    name,
    include: tier.include,
    exclude: ['**/node_modules/**', ...tier.exclude],
    env: tier.env,
    environment: 'node' as const,
    // One migrated embedded database, which each file's own starts from (test/pglite-template.ts).
    globalSetup: ['./test/pglite-template.ts'],
    // Each file starts its own PGlite (a few seconds of WASM start-up the first time in a worker).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  };
}

/** The money model's runs: a quick pass in `npm test`, the full size in the slow tier. */
export const moneyModelRuns = (): number => (process.env.CARAVAN_TEST_TIER === 'fast' ? 8 : 60);
