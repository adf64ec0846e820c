import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two cores: keep parallelism modest; each server test file gets its own database.
    maxWorkers: 2,
    projects: ['packages/contract', 'apps/server', 'apps/web'],
  },
});
