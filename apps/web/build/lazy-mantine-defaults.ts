import type { Plugin } from 'vite';

// Mantine's provider, as its module loads, works out every CSS variable of its default theme (a few
// thousand colour strings), to leave the ones a theme does not change out of the style it writes
// into the page. We write no such style (app/theme-variables.css holds ours, written ahead), yet the
// work ran on every first load: 20–30 ms of a phone's first script task. This build step makes it
// run when that style is first written instead, which here is never; Mantine behaves as before.

const MODULE =
  /@mantine\/core\/esm\/core\/MantineProvider\/MantineCssVariables\/remove-default-variables\.mjs$/;
const EAGER = 'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);';
const USE = 'function removeDefaultVariables(input) {';

/** The module's code with the defaults worked out on first use; lines stay where they were. */
export function lazyDefaults(code: string): string {
  if (!code.includes(EAGER) || !code.includes(USE)) {
    throw new Error(
      "Mantine's remove-default-variables.mjs no longer reads as build/lazy-mantine-defaults.ts expects; " +
        'check what it does now and update or drop that step',
    );
  }
  return code
    .replace(EAGER, 'let defaultCssVariables;')
    .replace(USE, `${USE} defaultCssVariables ??= defaultCssVariablesResolver(DEFAULT_THEME);`);
}

export function lazyMantineDefaultsPlugin(): Plugin {
  return {
    name: 'caravan:lazy-mantine-defaults',
    apply: 'build',
    transform(code, id) {
      // No line moves, so the module's source map still holds.
      return MODULE.test(id) ? { code: lazyDefaults(code), map: null } : null;
    },
  };
}
