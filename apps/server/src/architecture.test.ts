// The server's shape (docs/architecture.md): no import cycles, type-only imports included, and a
// module uses another only through its public face, modules/<name>/index.ts (the lint rule
// caravan/module-boundaries, which this file also shows failing a deliberate violation).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const src = dirname(fileURLToPath(import.meta.url));
const repo = resolve(src, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const IMPORT = /^\s*(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'/gm;

/** Each file's relative imports (type-only ones too: a cycle of types is still a tangle). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(src)) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)].map((m) =>
      resolve(dirname(file), (m[1] ?? '').replace(/\.js$/, '.ts')),
    );
    graph.set(file, targets);
  }
  return graph;
}

/** The strongly connected groups of more than one file (Tarjan): each is an import cycle. */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter);
    counter += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(relative(src, w));
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('the server’s architecture', () => {
  it('has no import cycles, counting type-only imports', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(100);
    expect(cycles(graph)).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself works)', () => {
    const a = join(src, 'a.ts');
    const b = join(src, 'b.ts');
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toEqual([['a.ts', 'b.ts']]);
  });

  it('lets a module use another only through its index.ts: the lint rule fails a deliberate violation', async () => {
    const eslint = new ESLint({ cwd: repo });
    const lint = async (code: string, file = 'modules/orders/boundary-probe.ts') => {
      const [result] = await eslint.lintText(code, { filePath: join(src, file) });
      return (result?.messages ?? []).filter((m) => m.ruleId === 'caravan/module-boundaries');
    };
    const reachingIn = await lint(
      "import { findAddressForOrder } from '../address/address.service.js';\nexport const probe = findAddressForOrder;\n",
    );
    expect(reachingIn.map((m) => m.message)).toEqual([
      'modules/orders uses modules/address only through its public face (modules/address/index.ts), not address.service.js.',
    ]);
    const throughFace = await lint(
      "import { findAddressForOrder } from '../address/index.js';\nexport const probe = findAddressForOrder;\n",
    );
    expect(throughFace).toEqual([]);
    const ownModule = await lint(
      "import { priceLines } from './checkout.service.js';\nexport const probe = priceLines;\n",
    );
    expect(ownModule).toEqual([]);
    // A module's console/ folder (its operator endpoints) is part of the module.
    const consoleProbe = 'modules/orders/console/boundary-probe.ts';
    const consoleOwn = await lint(
      "import { findOrders } from '../order-lists.repository.js';\nexport const probe = findOrders;\n",
      consoleProbe,
    );
    expect(consoleOwn).toEqual([]);
    const consoleReachingIn = await lint(
      "import { findAddressForOrder } from '../../address/address.service.js';\nexport const probe = findAddressForOrder;\n",
      consoleProbe,
    );
    expect(consoleReachingIn.map((m) => m.message)).toEqual([
      'modules/orders uses modules/address only through its public face (modules/address/index.ts), not address.service.js.',
    ]);
  }, 60_000);
});
