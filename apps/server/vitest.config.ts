import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // One migrated embedded database, which each file's own starts from (test/pglite-template.ts).
    globalSetup: ['./test/pglite-template.ts'],
    // Each file starts its own PGlite (a few seconds of WASM start-up the first time in a worker).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
