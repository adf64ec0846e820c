import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forget, hashInputs, isCurrent, remember } from './build-inputs.mjs';

let root;
const write = (file, text) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const INPUTS = ['app', 'package-lock.json'];
const hash = (env) => hashInputs(root, INPUTS, env);

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'caravan-build-inputs-'));
  write('app/src/main.ts', 'export const a = 1;');
  write('app/src/pages/home.tsx', 'export {};');
  write('package-lock.json', '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the hash of what a build reads', () => {
  it('changes with any file changed, added, removed or renamed under its inputs', () => {
    const first = hash();
    expect(hash()).toBe(first);
    write('app/src/main.ts', 'export const a = 2;');
    const changed = hash();
    expect(changed).not.toBe(first);
    write('app/src/extra.ts', '');
    const added = hash();
    expect(added).not.toBe(changed);
    rmSync(path.join(root, 'app/src/extra.ts'));
    expect(hash()).toBe(changed);
    rmSync(path.join(root, 'app/src/pages/home.tsx'));
    write('app/src/pages/start.tsx', 'export {};');
    expect(hash()).not.toBe(changed);
    write('package-lock.json', '{"lockfileVersion":3}');
    expect(hash()).not.toBe(changed);
  });

  it('leaves out installed packages and builds’ output, and inputs that do not exist', () => {
    const first = hash();
    write('app/node_modules/x/index.js', '');
    write('app/dist/index.html', '<html>');
    write('app/src/.vite/deps.json', '{}');
    expect(hashInputs(root, [...INPUTS, 'missing.json'])).toBe(first);
  });

  it('changes with the environment variables the build reads', () => {
    const before = hash(['VITE_X']);
    process.env.VITE_X = 'on';
    try {
      expect(hash(['VITE_X'])).not.toBe(before);
    } finally {
      delete process.env.VITE_X;
    }
    expect(hash(['VITE_X'])).toBe(before);
  });
});

describe('a build’s stamp', () => {
  const OUTPUT = 'app/dist/index.html';

  it('says the build is current only after it was remembered, for the same inputs and output', () => {
    const inputs = hash();
    expect(isCurrent(root, 'web', OUTPUT, inputs)).toBe(false); // never built
    write(OUTPUT, '<html>');
    expect(isCurrent(root, 'web', OUTPUT, inputs)).toBe(false); // built some other way
    remember(root, 'web', OUTPUT, inputs);
    expect(isCurrent(root, 'web', OUTPUT, inputs)).toBe(true);
    expect(isCurrent(root, 'server', OUTPUT, inputs)).toBe(false); // another build's stamp
    write('app/src/main.ts', 'export const a = 3;');
    expect(isCurrent(root, 'web', OUTPUT, hash())).toBe(false);
  });

  it('is not current once the output is gone or written again by another build', () => {
    const inputs = hash();
    write(OUTPUT, '<html>');
    remember(root, 'web', OUTPUT, inputs);
    // `npm run build` (or a workspace's own) since, from other files, the stamp not told.
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(root, OUTPUT), later, later);
    expect(isCurrent(root, 'web', OUTPUT, inputs)).toBe(false);
    remember(root, 'web', OUTPUT, inputs);
    expect(isCurrent(root, 'web', OUTPUT, inputs)).toBe(true);
    rmSync(path.join(root, 'app/dist'), { recursive: true });
    expect(isCurrent(root, 'web', OUTPUT, inputs)).toBe(false);
  });

  it('is forgotten before a build starts, so that a build that fails is made again', () => {
    const inputs = hash();
    write(OUTPUT, '<html>');
    remember(root, 'web', OUTPUT, inputs);
    forget(root, 'web');
    expect(isCurrent(root, 'web', OUTPUT, inputs)).toBe(false);
    forget(root, 'web'); // nothing to forget: no error
  });
});
