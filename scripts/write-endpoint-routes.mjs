// Writes routes.ts beside each family's endpoints in packages/contract/src: the family's endpoints
// as routes (their names, API families, methods and bodies, without their schemas), for the web's
// calls. One file per folder, so that a screen's script holds the routes of the families it calls.
// Run after adding or changing an endpoint: `npm run routes`. The contract's test
// (endpoint-routes.test.ts) fails while the routes and the endpoints differ.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as prettier from 'prettier';

const src = new URL('../packages/contract/src/', import.meta.url).pathname;
const DEFAULTS = { scope: 'api', suffix: '.action', methods: 'POST,GET', body: 'query' };

function spec(value) {
  if (typeof value.name === 'string' && 'reply' in value) {
    const { name, scope, suffix, methods, body } = value;
    const plain =
      scope === DEFAULTS.scope &&
      suffix === DEFAULTS.suffix &&
      methods.join() === DEFAULTS.methods &&
      body === DEFAULTS.body;
    return plain ? JSON.stringify(name) : JSON.stringify([name, scope, suffix, methods, body]);
  }
  const entries = Object.entries(value).map(([key, inner]) => `${JSON.stringify(key)}: ${spec(inner)}`);
  return `{ ${entries.join(', ')} }`;
}

const families = [];
for (const file of readdirSync(src, { recursive: true })) {
  if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file.endsWith('routes.ts')) continue;
  const text = readFileSync(join(src, file), 'utf8');
  for (const [, exported] of text.matchAll(/^export const (\w+)Endpoints = /gm)) {
    const module = await import(pathToFileURL(join(src, file)).href);
    families.push({
      name: exported,
      dir: dirname(join(src, file)),
      path: './' + relative(dirname(join(src, file)), join(src, file)).replace(/\.ts$/, '.js'),
      value: module[`${exported}Endpoints`],
    });
  }
}
families.sort((a, b) => a.name.localeCompare(b.name));

const dirs = [...new Set(families.map((f) => f.dir))];
for (const dir of dirs) {
  const own = families.filter((f) => f.dir === dir);
  const out = join(dir, 'routes.ts');
  const text = [
    '// Written by `npm run routes` (scripts/write-endpoint-routes.mjs) from the endpoints: do not edit.',
    '// The endpoints as routes, for callers that need no schema (see EndpointRoute).',
    ...own.map((f) => `import type { ${f.name}Endpoints } from '${f.path}';`),
    "import { endpointRoutes } from '../endpoint.js';",
    '',
    ...own.map(
      (f) =>
        `export const ${f.name}Routes = /*#__PURE__*/ endpointRoutes<typeof ${f.name}Endpoints>(${spec(f.value)});`,
    ),
    '',
  ].join('\n');
  const options = { ...(await prettier.resolveConfig(out)), filepath: out };
  writeFileSync(out, await prettier.format(text, options));
}
console.log(`wrote routes.ts in ${dirs.length} folders: ${families.length} families`);
