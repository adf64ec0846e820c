import type { FastifyInstance } from 'fastify';
import { checkLedger } from '../src/modules/wallet/ledger.js';
import type { watchSecrets } from './log-secrets.js';
import type { TestDatabase } from './test-db.js';

// The apps the running test file has built (build-test-app.ts), closed after its tests. The hooks
// that call the two checks below are registered in test/setup.ts, a set-up file Vitest runs before
// every test file: a helper module is loaded once per worker where the files share a module graph
// (isolate: false), so hooks registered in one would run for the first file only (and an afterAll
// registered from inside a beforeAll, where buildTestApp is called, never runs). This module
// imports none of the app, so that a file's vi.mock still reaches the app that file builds.
interface OpenApp {
  app: FastifyInstance;
  database: TestDatabase;
  logs: string[];
  secrets: ReturnType<typeof watchSecrets>;
}
const opened: OpenApp[] = [];

/** A test app buildTestApp has built, to be checked after each test and closed after the file. */
export function registerTestApp(open: OpenApp): void {
  opened.push(open);
}

/** The ledger's invariants hold after every test of every file (issue 5): `npm run ledger:check`'s checker. */
export async function checkTestLedgers(): Promise<void> {
  for (const { database } of opened) {
    // A test may close its database on purpose (the health check's "database gone").
    if (database.pool.ending) continue;
    const problems = await checkLedger(database.db);
    if (problems.length > 0) {
      throw new Error(
        `ledger check failed:\n${problems.map((p) => `${p.rule} ${p.subject} ${p.detail}`).join('\n')}`,
      );
    }
  }
}

/**
 * Closes the file's apps and their databases. No log line of any test app ever holds a password
 * hash, a token, a password or bank details that its requests sent or its replies issued (issue 14);
 * no reply holds a password, a full card number or a token issued before it, and no row of the
 * database a token, a password or a full card number (issue 22).
 */
export async function closeTestApps(): Promise<void> {
  const leaks: string[] = [];
  for (const { app, database, logs, secrets } of opened.splice(0)) {
    // A test may close its database on purpose (the health check's "database gone").
    if (!database.pool.ending) leaks.push(...(await secrets.databaseLeaks(database.pool)));
    await app.close();
    await database.close();
    leaks.push(...secrets.leaks(logs));
  }
  if (leaks.length > 0) throw new Error(`secrets leaked: ${[...new Set(leaks)].join('; ')}`);
}
