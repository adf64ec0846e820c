// Browser tests: starts the built server on a free port with a fresh data folder (demo data
// seeded), drives Chromium through apps/web/e2e/*.spec.ts with playwright-core, saves screenshots
// under test-results/, prints "N passed, N failed" and exits non-zero on any failure. The specs
// that ask for a server of their own (`ownServer`) run at the same time on a second one.
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { tsImport } from 'tsx/esm/api';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, root, startBuiltServer } from './built-server.mjs';

const specDir = path.join(root, 'apps/web/e2e');
const resultsDir = path.join(root, 'test-results');
const TEST_TIMEOUT_MS = 90_000;

async function loadSpecs() {
  // E2E_ONLY=catalogue runs the spec files whose names contain it (while working on one area).
  const only = process.env.E2E_ONLY ?? '';
  // E2E_SKIP=route-sweep leaves out the spec files whose names contain it.
  const skip = process.env.E2E_SKIP;
  const files = (await readdir(specDir))
    .filter((name) => name.endsWith('.spec.ts') && name.includes(only) && !(skip && name.includes(skip)))
    .sort();
  const specs = [];
  for (const file of files) {
    const module = await tsImport(pathToFileURL(path.join(specDir, file)).href, import.meta.url);
    for (const spec of module.specs ?? []) specs.push({ ...spec, file });
  }
  // E2E_GREP=ar runs, of those, the specs whose names contain it.
  const grep = process.env.E2E_GREP ?? '';
  const chosen = specs.filter((spec) => spec.name.includes(grep));
  // A spec that moves the server's clock ahead runs after every other, whose data it would age.
  return [...chosen.filter((spec) => !spec.movesClock), ...chosen.filter((spec) => spec.movesClock)];
}

function withTimeout(promise, ms, label) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label} timed out after ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** What every page of a failed spec showed, as test-results/failed-<file>-<n>.png, to see why. */
async function saveFailureShots(contexts, spec) {
  let n = 0;
  for (const context of contexts) {
    for (const page of context.pages()) {
      n += 1;
      const name = `failed-${spec.file.replace(/\.spec\.ts$/, '')}-${failedShots++}-${n}.png`;
      await page.screenshot({ path: path.join(resultsDir, name) }).catch(() => undefined);
      console.log(`      page ${n}: ${page.url()} → test-results/${name}`);
    }
  }
}
let failedShots = 0;

async function runSpecs(browser, server, specs) {
  const { baseUrl } = server;
  let passed = 0;
  const failures = [];
  for (const spec of specs) {
    const contexts = [];
    const pageErrors = [];
    const ctx = {
      baseUrl,
      browser,
      /** Starts the server again on the same address and data, with `env` added. */
      restartServer: (env) => server.restart(env),
      async newPage(options = {}) {
        const context = await browser.newContext({ baseURL: baseUrl, locale: 'en-US', ...options });
        contexts.push(context);
        const page = await context.newPage();
        page.setDefaultTimeout(20_000);
        page.on('pageerror', (error) => pageErrors.push(error.message));
        page.on('console', (message) => {
          if (message.type() === 'error') console.log(`    console: ${message.text()}`);
        });
        return page;
      },
      async screenshot(page, name, options = {}) {
        await page.screenshot({
          path: path.join(resultsDir, `${name}.png`),
          fullPage: options.fullPage ?? false,
        });
      },
    };
    const started = Date.now();
    try {
      await withTimeout(spec.run(ctx), spec.timeoutMs ?? TEST_TIMEOUT_MS, spec.name);
      if (pageErrors.length > 0) throw new Error(`uncaught errors in the page: ${pageErrors.join('; ')}`);
      passed += 1;
      console.log(`  ✓ ${spec.file} › ${spec.name} (${Date.now() - started} ms)`);
    } catch (error) {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      failures.push(
        `${spec.file} › ${spec.name} (after ${Date.now() - started} ms)\n      ${message.split('\n').slice(0, 6).join('\n      ')}`,
      );
      console.log(`  ✗ ${spec.file} › ${spec.name}\n      ${message}`);
      await saveFailureShots(contexts, spec);
    } finally {
      for (const context of contexts) await context.close().catch(() => undefined);
    }
  }
  return { passed, failures };
}

/** The server the browser tests use: fresh data with the demo seeded. */
function startServer(label) {
  return startBuiltServer({
    label,
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

/**
 * Runs `specs` one after another against a server of their own (started by `label`) in their own
 * Chromium; a lane that cannot start counts as one failure.
 */
async function runLane(label, specs) {
  if (specs.length === 0) return { passed: 0, failures: [] };
  let server;
  let browser;
  try {
    server = await startServer(label);
    // Playwright gives every launch a fresh temporary profile (--user-data-dir) of its own.
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    return await runSpecs(browser, server, specs);
  } catch (error) {
    console.error(`[${label}] ${error instanceof Error ? error.message : error}`);
    if (server) {
      console.error(`--- ${label} server log (last lines) ---`);
      console.error(server.log.join('').split('\n').slice(-60).join('\n'));
    }
    return { passed: 0, failures: [`${label}: ${error instanceof Error ? error.message : error}`] };
  } finally {
    await browser?.close().catch(() => undefined);
    await server?.stop();
  }
}

async function main() {
  await mkdir(resultsDir, { recursive: true });
  const specs = await loadSpecs();
  // Two lanes at once, each with its own server and data: the specs that asked for a server of
  // their own, and the rest. The rest alone keep about one core busy, so the two share the
  // machine's two cores instead of one waiting for the other.
  const lanes = await Promise.all([
    runLane(
      'e2e',
      specs.filter((spec) => !spec.ownServer),
    ),
    runLane(
      'e2e-own',
      specs.filter((spec) => spec.ownServer),
    ),
  ]);
  const passed = lanes.reduce((sum, lane) => sum + lane.passed, 0);
  const failures = lanes.flatMap((lane) => lane.failures);
  // Repeated at the end, where a log cut to its last lines still shows them.
  for (const failure of failures) console.log(`  ✗ ${failure}`);
  console.log(`${passed} passed, ${failures.length} failed`);
  process.exitCode = failures.length > 0 || passed === 0 ? 1 : 0;
}

await main();
