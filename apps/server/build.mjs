// Bundles the server (and its PGlite worker, its demo seed's process, what `npm start` prepares before it, the bench, the server it measures, its bare Fastify and its bare `ws` relay) into dist/ with esbuild. The workspace
// contract package is compiled in; every npm dependency stays external and loads from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies ?? {})].filter(
  (name) => !name.startsWith('@caravan/'),
);

await build({
  entryPoints: {
    main: 'src/main.ts',
    'pglite-worker': 'src/db/pglite-worker.ts',
    seed: 'src/seed/seed-process.ts',
    prepare: 'src/prepare.ts',
    bench: 'bench/bench.ts',
    'bench-server': 'bench/bench-server.ts',
    'ws-relay': 'bench/ws-relay.ts',
    'bare-fastify': 'bench/bare-fastify.ts',
    'ledger-check': 'src/ledger-check.ts',
    backup: 'src/backup-cli.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
