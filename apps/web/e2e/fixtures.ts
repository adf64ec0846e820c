import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { test as base, type BrowserContextOptions, type Page } from '@playwright/test';
import { root, startBuiltServer, type BuiltServer } from '../../../scripts/built-server.mjs';
import { e2ePostgres } from './global-setup';
import { CONTEXT_DEFAULTS, DEMO_BUYER, DEMO_SELLER, DEMO_SELLER2, logInAs, operatorLogIn } from './harness';

// What every browser test is given (Playwright fixtures). A worker starts the built server on a copy
// of the data the run seeded once (global-setup.ts) and keeps it for the files it runs; a spec file
// that changes the server itself (moves its clock, restarts it) asks for a server of its own with
// `test.use({ serverOfItsOwn: true })`, and Playwright runs it in a worker of its own.

/** Who a logged-in page is: the demo accounts the journeys use. */
export type DemoUser = 'buyer' | 'seller' | 'seller2' | 'operator';

const DEMO_ACCOUNTS = { buyer: DEMO_BUYER, seller: DEMO_SELLER, seller2: DEMO_SELLER2 } as const;

export type E2eFixtures = {
  /** A page in a fresh browser context (its own storage, `baseURL` set), closed after the test. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  /**
   * A fresh page logged in as a demo user in `lang` (the storefront's login, or the console's for
   * the operator), on `site` ('' or '/wap').
   */
  logIn(
    who: DemoUser,
    options?: BrowserContextOptions & { lang?: string; site?: '' | '/wap' },
  ): Promise<Page>;
  /** Saves test-results/<name>.png (a name with a slash makes its folder). */
  saveScreenshot(page: Page, name: string, options?: { fullPage?: boolean }): Promise<void>;
  /** Starts the server again on the same address and data with `env` added (e.g. CLOCK_SHIFT_DAYS). */
  restartServer(env: Record<string, string>): Promise<void>;
};

type WorkerFixtures = {
  /** The file's server is not shared with other files (it moves the clock or restarts it). */
  serverOfItsOwn: boolean;
  server: BuiltServer;
};

/** The server the browser tests use: a copy of the run's data seeded once (global-setup.ts). */
function startServer(label: string): Promise<BuiltServer> {
  const dataDir = process.env.E2E_SEEDED_DATA;
  return startBuiltServer({
    label,
    postgres: e2ePostgres,
    seeded: dataDir ? { dataDir, database: process.env.E2E_SEEDED_DATABASE } : undefined,
    env: {
      // The order sweeps and the demo's stand-in carrier every few seconds, so a test sees a
      // shipped order's scans arrive without waiting minutes.
      SWEEP_SECONDS: '2',
      LOGISTICS_SIMULATOR_SECONDS: '3',
      // No rate limits: the tests are one address logging the same demo accounts in dozens of
      // times within minutes, which the per-address and per-account limits are there to stop
      // (the server suite tests the limits themselves).
      RATE_LIMIT_PER_MINUTE: '0',
    },
  });
}

export const test = base.extend<E2eFixtures, WorkerFixtures>({
  serverOfItsOwn: [false, { scope: 'worker', option: true }],
  server: [
    // The worker's option is read so that a file asking for a server of its own gets a worker
    // (and so a server) of its own.
    async ({ serverOfItsOwn }, use, workerInfo) => {
      const server = await startServer(`e2e-${serverOfItsOwn ? 'own' : 'w'}${workerInfo.workerIndex}`);
      await use(server);
      await server.stop();
    },
    // A copy of the seeded data starts in seconds; without one (a run without the global set-up)
    // seeding takes 30 s alone, a minute or more beside another worker's tests.
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.baseUrl);
  },

  newPage: async ({ browser, baseURL }, use, testInfo) => {
    const pageErrors: string[] = [];
    const consoleErrors: string[] = [];
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({ baseURL, ...CONTEXT_DEFAULTS, ...options });
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`);
      });
      return page;
    });
    if (testInfo.status !== testInfo.expectedStatus) {
      // What every page of a failed test showed (the trace has the steps before), and its console
      // errors; a passing test's console errors are noise (the offline tests' refused requests).
      const pages = contexts.flatMap((context) => context.pages());
      for (const [n, page] of pages.entries()) {
        const file = testInfo.outputPath(`page-${n + 1}.png`);
        if (await page.screenshot({ path: file }).then(Boolean, () => false)) {
          await testInfo.attach(`page ${n + 1}: ${page.url()}`, { path: file, contentType: 'image/png' });
        }
      }
      if (consoleErrors.length > 0) {
        await testInfo.attach('console errors', {
          body: consoleErrors.join('\n'),
          contentType: 'text/plain',
        });
      }
    }
    for (const context of contexts) await context.close();
    if (pageErrors.length > 0) throw new Error(`uncaught errors in the page: ${pageErrors.join('; ')}`);
  },

  logIn: async ({ newPage }, use) => {
    await use(async (who, { lang = 'en', site = '', ...options } = {}) => {
      const page = await newPage(options);
      if (who === 'operator') await operatorLogIn(page, lang);
      else await logInAs(page, lang, DEMO_ACCOUNTS[who], site);
      return page;
    });
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
  saveScreenshot: async ({}, use) => {
    const resultsDir = path.join(root, 'test-results');
    await use(async (page, name, options = {}) => {
      const file = path.join(resultsDir, `${name}.png`);
      await mkdir(path.dirname(file), { recursive: true });
      await page.screenshot({ path: file, fullPage: options.fullPage ?? false });
    });
  },

  restartServer: async ({ server }, use) => {
    await use((env) => server.restart(env));
  },
});

export { expect } from '@playwright/test';
