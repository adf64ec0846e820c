import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { webTestOptions } from './apps/web/test-projects.js';
import { serverTestOptions, type ServerProject } from './apps/server/test/tiers.js';

const server = (name: ServerProject) => ({ root: './apps/server', test: serverTestOptions(name) });
const web = (name: 'web' | 'web-mocking') => ({
  root: './apps/web',
  plugins: [react()],
  test: webTestOptions(name),
});

// `npm test` runs the fast projects (FAST); `npm run test:slow` the slow tier: the server's slow files
// and, with TEST_DATABASE_URL set, the whole server suite on PostgreSQL (apps/server/test/tiers.ts).
export default defineConfig({
  test: {
    // Two cores: keep parallelism modest; each server test file gets its own database.
    maxWorkers: 2,
    projects: [
      'packages/contract',
      'apps/server',
      server('server-mocking'),
      web('web'),
      web('web-mocking'),
      // The repository's own scripts (npm start's build check).
      { test: { name: 'scripts', root: './scripts', include: ['**/*.test.mjs'], environment: 'node' } },
      server('server-slow'),
      ...(process.env.TEST_DATABASE_URL
        ? [server('server-postgres'), server('server-postgres-mocking')]
        : []),
    ],
  },
});
