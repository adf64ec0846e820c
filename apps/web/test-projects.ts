import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesCallingViMock } from '../../scripts/test-files.mjs';

// The web suite runs as two Vitest projects. `web` shares one module graph and one jsdom per worker
// across its files (isolate: false): a file then costs its tests, not a fresh jsdom, React, Mantine
// and i18n (the suite's CPU time falls by about 60%). A file that replaces a module with vi.mock
// needs a module graph of its own, so those files run apart, isolated, as `web-mocking`.

const root = path.dirname(fileURLToPath(import.meta.url));
let mocking: string[] | undefined;
/** The files that call vi.mock, read once for both projects. */
const mockingFiles = () => (mocking ??= filesCallingViMock(root, ['src', 'build']));

const shared = {
  environment: 'jsdom' as const,
  setupFiles: ['./src/test/setup.ts'],
  restoreMocks: true,
  // A test's whole budget. Each wait inside it still gives up after 5 s (asyncUtilTimeout in
  // setup.ts); the longest flows render several screens and, on two busy cores (the server suite
  // runs beside this one), need more than 5 s of wall time in all although each step is quick.
  testTimeout: 15_000,
};

/** The Vitest `test` options of the two web projects (the repository's vitest.config.ts). */
export function webTestOptions(name: 'web' | 'web-mocking') {
  const all = ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'];
  const mocking = mockingFiles();
  return name === 'web'
    ? { ...shared, name, include: all, exclude: ['**/node_modules/**', ...mocking], isolate: false }
    : { ...shared, name, include: mocking, isolate: true };
}
