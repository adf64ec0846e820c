import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lazyDefaults } from './lazy-mantine-defaults';

const require = createRequire(import.meta.url);
// The package's entry is <package>/cjs/index.cjs.
const installed = path.join(
  path.dirname(require.resolve('@mantine/core')),
  '../esm/core/MantineProvider/MantineCssVariables/remove-default-variables.mjs',
);

describe('lazyDefaults', () => {
  it("leaves nothing to run as the installed Mantine's module loads, and keeps its lines", () => {
    const code = readFileSync(installed, 'utf8');
    const lazy = lazyDefaults(code);
    const topLevelCalls = lazy.split('\n').filter((line) => /^(const|let|var) \w+ = \w+\(/.test(line));
    expect(topLevelCalls).toEqual([]);
    expect(lazy).toContain('defaultCssVariables ??= defaultCssVariablesResolver(DEFAULT_THEME);');
    expect(lazy.split('\n')).toHaveLength(code.split('\n').length);
  });

  it('refuses a module that no longer reads as expected', () => {
    expect(() => lazyDefaults('export const x = 1;')).toThrow(/no longer reads as/);
  });
});
