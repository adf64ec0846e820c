// The server's test projects. `npm test` runs `server`: every file but the slow tier's, on PGlite,
// the money model at a quick size. `npm run test:slow` (and CI) runs `server-slow`: the slow files
// and the money model at full size, on PGlite; and, with TEST_DATABASE_URL set, `server-postgres`:
// the whole server suite again on PostgreSQL, where the concurrency tests mean something.
//
// `server` and `server-postgres` share one module graph per worker across their files (isolate:
// false): a file then costs its tests, not a fresh import of the whole app (about 1.2 s of CPU a
// file, 110 files). Each file still builds its own app on its own database, and the server keeps no
// state in its modules but caches of fixed data and maps keyed by a database. A file that replaces a
// module with vi.mock runs apart, isolated, in the `-mocking` project of its tier.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesCallingViMock } from '../../../scripts/test-files.mjs';

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

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let mocking: string[] | undefined;
/** The files that call vi.mock, read once for all five projects. */
const mockingFiles = () => (mocking ??= filesCallingViMock(serverRoot, ['src', 'test']));

export type ServerProject =
  'server' | 'server-mocking' | 'server-slow' | 'server-postgres' | 'server-postgres-mocking';

/** The Vitest `test` options of one server project. */
export function serverTestOptions(name: ServerProject) {
  const mocking = mockingFiles();
  const fast = { CARAVAN_TEST_TIER: 'fast' };
  const postgres = { CARAVAN_TEST_DB: 'postgres' };
  const tier = {
    server: { include: ALL, exclude: [...SLOW_TEST_FILES, ...mocking], env: fast, isolate: false },
    'server-mocking': { include: mocking, exclude: SLOW_TEST_FILES, env: fast, isolate: true },
    'server-slow': { include: [...SLOW_TEST_FILES, MONEY_MODEL], exclude: [], env: {}, isolate: true },
    'server-postgres': { include: ALL, exclude: mocking, env: postgres, isolate: false },
    'server-postgres-mocking': { include: mocking, exclude: [], env: postgres, isolate: true },
  }[name];
  return {
    name,
    include: tier.include,
    exclude: ['**/node_modules/**', ...tier.exclude],
    env: tier.env,
    isolate: tier.isolate,
    environment: 'node' as const,
    // One migrated embedded database, which each file's own starts from (test/pglite-template.ts).
    globalSetup: ['./test/pglite-template.ts'],
    // Before each file: the books checked after each test, the file's apps closed after it.
    setupFiles: ['./test/setup.ts'],
    // Each file starts its own PGlite (a few seconds of WASM start-up the first time in a worker).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  };
}

/** The money model's runs: a quick pass in `npm test`, the full size in the slow tier. */
export const moneyModelRuns = (): number => (process.env.CARAVAN_TEST_TIER === 'fast' ? 8 : 60);
