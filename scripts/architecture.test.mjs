// The repository's shape (docs/architecture.md): no import cycles anywhere, type-only imports
// included, and the web app's boundaries (the lint rule caravan/web-boundaries) shown failing
// deliberate violations. The server's module rule has its probe in apps/server/src/architecture.test.ts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { cycles, importGraph } from './import-graph.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = ['packages/contract/src', 'apps/server/src', 'apps/web/src'];

describe('the repository’s imports', () => {
  it('have no cycles, counting type-only imports, in the contract, the server and the web app', () => {
    const graph = importGraph(SOURCES.map((dir) => path.join(repo, dir)));
    expect(graph.size).toBeGreaterThan(800);
    // Every source directory is read (a wrong path would make an empty, cycle-free graph).
    for (const dir of SOURCES) {
      expect([...graph.keys()].some((file) => file.startsWith(path.join(repo, dir)))).toBe(true);
    }
    expect(cycles(graph, repo)).toEqual([]);
  });

  it('finds a cycle when there is one, type-only imports and index files included (the check works)', () => {
    const at = (file) => path.join(repo, file);
    expect(
      cycles(
        new Map([
          [at('a.ts'), [at('b.tsx')]],
          [at('b.tsx'), [at('c/index.ts')]],
          [at('c/index.ts'), [at('a.ts')]],
          [at('d.ts'), [at('a.ts')]],
        ]),
        repo,
      ),
    ).toEqual([['a.ts', 'b.tsx', 'c/index.ts']]);
  });
});

describe('the web app’s boundaries (caravan/web-boundaries)', () => {
  const eslint = new ESLint({ cwd: repo });
  const lint = async (file, code) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(repo, 'apps/web/src', file) });
    return (result?.messages ?? [])
      .filter((m) => m.ruleId === 'caravanWeb/web-boundaries')
      .map((m) => m.message);
  };
  const probe = (source) => `import { x } from '${source}';\nexport const probe = x;\n`;

  it('fails a feature reaching into another feature by a relative path, and lets its public face through', async () => {
    expect(await lint('features/wap/components/probe.ts', probe('../../wallet/components/records'))).toEqual([
      'features/wap uses features/wallet only through its public face (features/wallet/index.ts), not ../../wallet/components/records.',
    ]);
    expect(await lint('features/wap/components/probe.ts', probe('../../wallet'))).toEqual([]);
    expect(await lint('features/wallet/components/probe.ts', probe('../api/get-balance'))).toEqual([]);
  }, 60_000);

  it('fails the same in the seller centre, and keeps it and the console apart', async () => {
    expect(
      await lint('seller/features/goods/components/probe.ts', probe('../../orders/api/push-order')),
    ).toEqual([
      'features/goods uses features/orders only through its public face (features/orders/index.ts), not ../../orders/api/push-order.',
    ]);
    expect(await lint('seller/features/goods/components/probe.ts', probe('../api/listings'))).toEqual([]);
    expect(
      await lint(
        'seller/features/goods/components/probe.ts',
        probe('../../../../admin/lib/operator-context'),
      ),
    ).toEqual([
      'The seller centre and the console do not import each other (../../../../admin/lib/operator-context).',
    ]);
    expect(
      await lint('seller/features/goods/components/probe.ts', probe('../../../../components/ui/icons')),
    ).toEqual([]);
  }, 60_000);

  it('fails the same in the console, whose features are judged alike', async () => {
    expect(
      await lint('admin/features/finance/components/probe.ts', probe('../../syspara/api/list-syspara')),
    ).toEqual([
      'features/finance uses features/syspara only through its public face (features/syspara/index.ts), not ../../syspara/api/list-syspara.',
    ]);
  }, 60_000);

  it('fails an import up the layers (lib → components, components → app, features → app)', async () => {
    expect(await lint('lib/probe.ts', probe('../components/ui/page-loader'))).toEqual([
      'lib may not import components (../components/ui/page-loader): layers import only downwards (app → features → components → lib).',
    ]);
    expect(await lint('components/cart/probe.ts', probe('../../app/routes/storefront-pages'))).toHaveLength(
      1,
    );
    expect(
      await lint('admin/features/users/components/probe.ts', probe('../../../layout/admin-shell')),
    ).toHaveLength(1);
    expect(await lint('features/home/components/probe.ts', probe('../../../components/ui/icons'))).toEqual(
      [],
    );
  }, 60_000);

  it('keeps the console out of the storefront', async () => {
    expect(await lint('components/ui/probe.ts', probe('../../admin/lib/operator-context'))).toEqual([
      'The storefront does not import the seller centre or the console (../../admin/lib/operator-context).',
    ]);
  }, 60_000);
});
