// Browser tests: starts the built server on a free port with a fresh data folder (demo data
// seeded), drives Chromium through apps/web/e2e/*.spec.ts with playwright-core, saves screenshots
// under test-results/, prints "N passed, N failed" and exits non-zero on any failure.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const specDir = path.join(root, 'apps/web/e2e');
const resultsDir = path.join(root, 'test-results');
const SEED_TIMEOUT_MS = 3 * 60_000;
const TEST_TIMEOUT_MS = 90_000;
const MIN_SEEDED_GOODS = 300;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(label, deadline, probe) {
  let lastError = '';
  while (Date.now() < deadline) {
    try {
      if (await probe()) return;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await sleep(1000);
  }
  throw new Error(`Timed out waiting for ${label}${lastError ? ` (last error: ${lastError})` : ''}`);
}

function startServer(port, dataDir) {
  const log = [];
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      // The order sweeps and the demo's stand-in carrier every few seconds, so a test sees a
      // shipped order's scans arrive without waiting minutes.
      SWEEP_SECONDS: '2',
      LOGISTICS_SIMULATOR_SECONDS: '3',
      // With REDIS_URL set (CI), a run of its own: rate-limit counts and cached replies of earlier
      // runs and of the unit tests on the same Redis must not reach this one.
      REDIS_PREFIX: `e2e-${process.pid}-${Date.now().toString(36)}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk) => {
    log.push(chunk.toString());
    if (log.length > 400) log.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return { child, log };
}

async function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function loadSpecs() {
  // E2E_ONLY=catalogue runs the spec files whose names contain it (while working on one area).
  const only = process.env.E2E_ONLY ?? '';
  const files = (await readdir(specDir))
    .filter((name) => name.endsWith('.spec.ts') && name.includes(only))
    .sort();
  const specs = [];
  for (const file of files) {
    const module = await tsImport(pathToFileURL(path.join(specDir, file)).href, import.meta.url);
    for (const spec of module.specs ?? []) specs.push({ ...spec, file });
  }
  return specs;
}

function withTimeout(promise, ms, label) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label} timed out after ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function runSpecs(browser, baseUrl, specs) {
  let passed = 0;
  let failed = 0;
  for (const spec of specs) {
    const contexts = [];
    const pageErrors = [];
    const ctx = {
      baseUrl,
      browser,
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
      await withTimeout(spec.run(ctx), TEST_TIMEOUT_MS, spec.name);
      if (pageErrors.length > 0) throw new Error(`uncaught errors in the page: ${pageErrors.join('; ')}`);
      passed += 1;
      console.log(`  ✓ ${spec.file} › ${spec.name} (${Date.now() - started} ms)`);
    } catch (error) {
      failed += 1;
      console.log(`  ✗ ${spec.file} › ${spec.name}\n      ${error instanceof Error ? error.message : error}`);
    } finally {
      for (const context of contexts) await context.close().catch(() => undefined);
    }
  }
  return { passed, failed };
}

async function main() {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'caravan-e2e-'));
  await mkdir(resultsDir, { recursive: true });
  const { child, log } = startServer(port, dataDir);
  let browser;
  let result = { passed: 0, failed: 1 };
  try {
    const deadline = Date.now() + SEED_TIMEOUT_MS;
    const exited = () => child.exitCode !== null || child.signalCode !== null;
    await waitUntil('GET /healthz', deadline, async () => {
      if (exited()) throw new Error(`server exited with ${child.exitCode ?? child.signalCode}`);
      return (await fetch(`${baseUrl}/healthz`)).status === 200;
    });
    await waitUntil(`${MIN_SEEDED_GOODS} seeded goods`, deadline, async () => {
      if (exited()) throw new Error('server exited');
      const reply = await fetch(`${baseUrl}/api/sellerGoods!list.action?pageNum=1&pageSize=1`, {
        method: 'POST',
      });
      const body = await reply.json();
      return body.code === '0' && body.data.pageInfo.totalElements >= MIN_SEEDED_GOODS;
    });
    console.log(`Server ready on ${baseUrl} (data in ${dataDir})`);

    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      // Playwright gives every launch a fresh temporary profile (--user-data-dir) of its own.
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    const specs = await loadSpecs();
    result = await runSpecs(browser, baseUrl, specs);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.error('--- server log (last lines) ---');
    console.error(log.join('').split('\n').slice(-60).join('\n'));
  } finally {
    await browser?.close().catch(() => undefined);
    await stopServer(child);
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(`${result.passed} passed, ${result.failed} failed`);
  process.exitCode = result.failed > 0 || result.passed === 0 ? 1 : 0;
}

await main();
