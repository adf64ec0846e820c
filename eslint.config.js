// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import caravan from './eslint-rules/module-boundaries.js';
import caravanWeb from './eslint-rules/web-boundaries.js';
import text from './eslint-rules/no-literal-text.js';

const noAppImports = {
  group: ['@caravan/server', '@caravan/server/*', '@caravan/web', '@caravan/web/*', '**/apps/**'],
  message: 'packages/contract imports nothing from apps/ (DESIGN.md §3).',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noAppImports] }] },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@caravan/web', '@caravan/web/*', '**/web/src/**'],
              message: 'The server does not import the web app.',
            },
          ],
        },
      ],
    },
  },
  {
    // A server module uses another only through its public face (docs/architecture.md). Tests
    // may set up data through any module's internals.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { caravan },
    rules: { 'caravan/module-boundaries': 'error' },
  },
  {
    // The offline page's script runs in the browser as it is (no build step).
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@caravan/server', '@caravan/server/*', '**/server/src/**'],
              message: 'The web app talks to the server over HTTP only.',
            },
          ],
        },
      ],
    },
  },
  {
    // The browser tests are Playwright's, not React: a fixture's `use` is not a hook.
    files: ['apps/web/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // What a user reads comes from the message catalogues (issue 21); tests and stories may say
    // what they like.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/test/**'],
    plugins: { text },
    rules: { 'text/no-literal-text': 'error' },
  },
  {
    // The web app's layers import downwards (app → features → components → lib) and a feature uses
    // another only through its public face, features/<name>/index.ts (docs/architecture.md), in the
    // storefront, the seller centre and the console. Tests may set up through anything.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    plugins: { caravanWeb },
    rules: { 'caravanWeb/web-boundaries': 'error' },
  },
);
