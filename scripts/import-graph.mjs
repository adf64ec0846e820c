// @ts-check
// The repository's import graph and its cycles (scripts/architecture.test.mjs): every static
// relative import of the TypeScript sources, type-only ones included (a cycle of types is still a
// tangle). Lazy `import()` calls are not edges: loading later is how a cycle is legitimately cut.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$|\/test\//;
const IMPORT = /^\s*(?:import|export)\s(?:[^'";]*?\sfrom\s)?\s*'(\.[^']+)'/gm;

/** @param {string} dir @returns {string[]} the non-test TypeScript files under `dir` */
export function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
    return SOURCE.test(entry.name) && !TEST.test(file) ? [file] : [];
  });
}

/** @param {string} target an import's resolved path @returns {string | null} the source file it names */
function resolveSource(target) {
  const bare = target.replace(/\.js$/, '');
  for (const candidate of [
    `${bare}.ts`,
    `${bare}.tsx`,
    path.join(bare, 'index.ts'),
    path.join(bare, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * Each source file under `dirs` and the source files it imports (CSS and other assets left out).
 * @param {string[]} dirs
 * @returns {Map<string, string[]>}
 */
export function importGraph(dirs) {
  const graph = new Map();
  for (const file of dirs.flatMap((dir) => sourceFiles(dir))) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)]
      .map((m) => resolveSource(path.resolve(path.dirname(file), m[1] ?? '')))
      .filter((target) => target !== null);
    graph.set(file, targets);
  }
  return graph;
}

/**
 * The strongly connected groups of more than one file (Tarjan's algorithm): each is an import
 * cycle, its files relative to `root`, sorted.
 * @param {Map<string, string[]>} graph
 * @param {string} root
 * @returns {string[][]}
 */
export function cycles(graph, root) {
  let counter = 0;
  /** @type {Map<string, number>} */
  const index = new Map();
  /** @type {Map<string, number>} */
  const low = new Map();
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */
  const found = [];
  /** @param {string} v */
  const visit = (v) => {
    index.set(v, counter);
    low.set(v, counter);
    counter += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(Number(low.get(v)), Number(low.get(w))));
      } else if (onStack.has(w)) low.set(v, Math.min(Number(low.get(v)), Number(index.get(w))));
    }
    if (low.get(v) === index.get(v)) {
      const group = [];
      let w;
      do {
        w = /** @type {string} */ (stack.pop());
        onStack.delete(w);
        group.push(path.relative(root, w));
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}
