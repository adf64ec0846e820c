import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Each file starts its own PGlite (a few seconds of WASM start-up) and migrates it.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
