import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { root } from './built-server.mjs';
import { filesCallingViMock, helpersRegisteringHooks } from './test-files.mjs';

const planted = mkdtempSync(path.join(os.tmpdir(), 'test-files-'));
afterAll(() => rmSync(planted, { recursive: true, force: true }));
const plant = (file, text) => {
  mkdirSync(path.dirname(path.join(planted, file)), { recursive: true });
  writeFileSync(path.join(planted, file), text);
};

describe('the test projects’ files', () => {
  it('name the files that call vi.mock, and no other', () => {
    plant('src/a.test.ts', "vi.mock('./b.js');\n");
    plant('src/deep/c.test.tsx', "import { vi } from 'vitest';\nvi.mock('../d.js', () => ({}));\n");
    plant('src/e.test.ts', "vi.spyOn(o, 'f'); // vi.mocked(x)\n");
    plant('src/g.ts', "vi.mock('./h.js');\n");
    expect(filesCallingViMock(planted, ['src']).sort()).toEqual(['src/a.test.ts', 'src/deep/c.test.tsx']);
  });

  it('find a helper that registers a hook when it loads, and let set-up files and tests do so', () => {
    plant(
      'test/helper.ts',
      "import { afterAll } from 'vitest';\nexport const x = 1;\nafterAll(() => undefined);\n",
    );
    plant('test/fine.ts', 'export function useThing() {\n  beforeAll(() => undefined);\n}\n');
    plant('test/setup.ts', 'afterEach(() => undefined);\n');
    plant('test/x.test.ts', 'beforeEach(() => undefined);\n');
    expect(helpersRegisteringHooks(planted, ['test'], ['test/setup.ts'])).toEqual(['test/helper.ts']);
  });

  // Where files share a module graph (isolate: false), a helper's hooks would run for a worker's
  // first file only: the server's apps of every later file were never closed (a worker grew to
  // 11 GB) and its ledger and secrets checks never ran.
  it('hold no helper in the server or the web app that registers a hook when it loads', () => {
    expect(
      helpersRegisteringHooks(path.join(root, 'apps/server'), ['src', 'test'], ['test/setup.ts']),
    ).toEqual([]);
    expect(helpersRegisteringHooks(path.join(root, 'apps/web'), ['src'], ['src/test/setup.ts'])).toEqual([]);
  });
});
