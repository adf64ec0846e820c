import { Writable } from 'node:stream';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll } from 'vitest';
import { buildApp } from '../src/app.js';
import { testConfig, type Config } from '../src/config.js';
import { ManualClock } from '../src/lib/clock.js';
import { watchSecrets } from './log-secrets.js';
import { registerTestApp } from './open-apps.js';
import { createTestDatabase, type TestDatabase } from './test-db.js';

export interface TestApp {
  app: FastifyInstance;
  db: TestDatabase['db'];
  database: TestDatabase;
  clock: ManualClock;
  config: Config;
  /** Every log line the app wrote, for assertions (e.g. no token ever appears). */
  logs: string[];
  /** POSTs an action with parameters in the query string, as existing clients do. */
  action(
    path: string,
    params?: Record<string, string | number>,
    init?: Partial<InjectOptions>,
  ): Promise<Envelope>;
}

export interface Envelope {
  status: number;
  code: string;
  msg: string;
  key?: string;
  params?: Record<string, unknown>;
  // The tests read whatever the action returns; its shape is checked against the contract schema.
  data: unknown;
  headers: Record<string, unknown>;
}

/**
 * One app on a fresh migrated database for a test file (PGlite, or PostgreSQL when
 * TEST_DATABASE_URL is set); closed after the file's tests.
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  /** Adds routes before the app is sealed (e.g. one that fails, to test the error handler). */
  extend?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const database = await createTestDatabase();
  const clock = new ManualClock('2026-03-01T08:00:00Z');
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const config = testConfig({
    logLevel: 'info',
    dataDir: mkdtempSync(join(tmpdir(), 'caravan-test-')),
    ...overrides,
  });
  const app = await buildApp({ db: database.db, clock, config, logStream });
  extend?.(app);
  const secrets = watchSecrets(app);
  await app.ready();
  registerTestApp({ app, database, logs, secrets });
  return {
    app,
    db: database.db,
    database,
    clock,
    config,
    logs,
    async action(path, params = {}, init = {}) {
      const query = new URLSearchParams(
        Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString();
      const res = await app.inject({ method: 'POST', url: `${path}${query ? `?${query}` : ''}`, ...init });
      const body = res.json() as Omit<Envelope, 'status' | 'headers'>;
      return { ...body, status: res.statusCode, headers: res.headers };
    },
  };
}

/**
 * The app of a test file that builds it the usual way: built before the file's tests (beforeAll)
 * and closed after them. The object returned stands for it from then on: each field reads the app
 * when used, so a file can take it at load time.
 */
export function useTestApp(overrides: Partial<Config> = {}): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(overrides);
  });
  const current = (): TestApp => {
    if (!built) throw new Error('the test app is built in beforeAll: use it in a test or a later hook');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get database() {
      return current().database;
    },
    get clock() {
      return current().clock;
    },
    get config() {
      return current().config;
    },
    get logs() {
      return current().logs;
    },
    action: (...args) => current().action(...args),
  };
}
