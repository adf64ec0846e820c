import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/built-server.mjs';
import { e2ePostgres } from './e2e/global-setup';

// The browser tests (`npm run test:e2e`, which builds first): Playwright's runner over
// apps/web/e2e/*.spec.ts against the built server. Each worker starts a server of its own on a copy
// of the data seeded once (e2e/global-setup.ts, e2e/fixtures.ts), so two workers share nothing but
// the machine.
// The route sweep is a project of its own: long, and it reads what the journeys change.
// Debian's Chromium, never a downloaded one. No retries: a test that fails now and then has a
// race, which is found and fixed.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default defineConfig({
  testDir: './e2e',
  // The demo is seeded once, into a folder each worker's server copies.
  globalSetup: './e2e/global-setup.ts',
  // Traces, failure screenshots and the like; the journeys' own screenshots go to test-results/.
  outputDir: path.join(root, 'test-results/e2e-artifacts'),
  // A test's time alone is a third of its time beside the other worker's server, Chromium and
  // pages on two cores (the wallet journey: 38 s alone, 96 s in CI, 168 s in a local run): 180 s
  // holds a test of a minute; a long journey sets 300 s.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  retries: 0,
  // The tests mostly wait (for a page to settle, a poll, the server's sweeps): on PostgreSQL (CI,
  // TEST_DATABASE_URL) four workers, each with its server and Chromium, keep two cores busy (the
  // journeys: 8.7 min with four, about 21 with two); on the embedded database, which runs inside
  // each server's process and costs it more CPU, two.
  workers: e2ePostgres ? 4 : 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    // As CONTEXT_DEFAULTS in e2e/harness.ts, for a test's own `page`.
    locale: 'en-US',
    reducedMotion: 'reduce',
    actionTimeout: 20_000,
    navigationTimeout: 20_000,
    // A failed test keeps its trace: its actions with their logs, its requests and console. Not the
    // DOM snapshots and the screencast, which made a journey about 40 % slower (wallet, one worker:
    // 46 s lean, 65 s with them); the newPage fixture keeps every page's screenshot at the failure,
    // and E2E_TRACE=full records them when a failure needs them.
    trace:
      process.env.E2E_TRACE === 'full'
        ? 'retain-on-failure'
        : { mode: 'retain-on-failure', screenshots: false, snapshots: false },
  },
  projects: [
    { name: 'journeys', testIgnore: /route-sweep\.spec\.ts$/ },
    // The sweep's slices only read: once the journeys are done, both workers take slices (each
    // worker with its own server and sessions), instead of one worker sweeping alone at the end.
    { name: 'route-sweep', testMatch: /route-sweep\.spec\.ts$/, fullyParallel: true },
  ],
});
