import { defineConfig } from 'vitest/config';

// With TEST_DATABASE_URL set, the server suite runs twice: on PGlite and on PostgreSQL.
const postgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: './apps/server/vitest.config.ts',
        root: './apps/server',
        test: { name: 'server-postgres', env: { CARAVAN_TEST_DB: 'postgres' } },
      },
    ]
  : [];

export default defineConfig({
  test: {
    // Two cores: keep parallelism modest; each server test file gets its own database.
    maxWorkers: 2,
    projects: [
      'packages/contract',
      'apps/server',
      'apps/web',
      // The repository's own scripts (npm start's build check).
      { test: { name: 'scripts', root: './scripts', include: ['**/*.test.mjs'], environment: 'node' } },
      ...postgres,
    ],
  },
});
