// Which test files replace a module with vi.mock. A Vitest project whose files share one module
// graph per worker (isolate: false: a file then costs its tests, not a fresh import of the whole
// app) cannot hold them, since a mock would leak into the files after it; they run apart, isolated.
// Read from the files themselves, so a new vi.mock needs no list kept by hand.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const TEST = /\.test\.tsx?$/;
const MODULE = /\.(?:ts|tsx|mjs)$/;

/** The files below `dir` (node_modules left out) whose names pass `keep`. */
function filesUnder(dir, keep) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(file, keep);
    return keep(entry.name) ? [file] : [];
  });
}

/** `file` as a path relative to `root`, with forward slashes (as Vitest's include lists take it). */
const relative = (root, file) => path.relative(root, file).split(path.sep).join('/');

/** The test files under `dirs` (relative to `root`) that call vi.mock, as paths relative to `root`. */
export function filesCallingViMock(root, dirs) {
  return dirs
    .flatMap((dir) => filesUnder(path.join(root, dir), (name) => TEST.test(name)))
    .filter((file) => /\bvi\.mock\(/.test(readFileSync(file, 'utf8')))
    .map((file) => relative(root, file));
}

const TOP_LEVEL_HOOK = /^(?:beforeAll|beforeEach|afterAll|afterEach)\(/m;

/**
 * The helper modules under `dirs` (relative to `root`; test files and the set-up files `setupFiles`
 * left out) that register a Vitest hook when they load. Where files share a module graph a helper
 * loads once per worker, so its hooks would run for the first file only: hooks for every file
 * belong in a set-up file, which Vitest runs before each.
 */
export function helpersRegisteringHooks(root, dirs, setupFiles) {
  const setup = new Set(setupFiles.map((file) => path.join(root, file)));
  return dirs
    .flatMap((dir) => filesUnder(path.join(root, dir), (name) => MODULE.test(name) && !TEST.test(name)))
    .filter((file) => !setup.has(file) && TOP_LEVEL_HOOK.test(readFileSync(file, 'utf8')))
    .map((file) => relative(root, file));
}
