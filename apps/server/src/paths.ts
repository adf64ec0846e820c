import { fileURLToPath } from 'node:url';

// This module sits at apps/server/src/paths.ts; bundled, its code sits in apps/server/dist/*.js.
// Both are one level below apps/server, so the same relative URL finds the server's root.
const serverRoot = new URL('../', import.meta.url);
const bundled = import.meta.url.endsWith('.js');

export const paths = {
  serverRoot: fileURLToPath(serverRoot),
  migrations: fileURLToPath(new URL('src/db/migrations/', serverRoot)),
  webDist: fileURLToPath(new URL('../web/dist/', serverRoot)),
  seedData: fileURLToPath(new URL('src/seed/data/', serverRoot)),
  pgliteWorker: bundled
    ? new URL('dist/pglite-worker.js', serverRoot)
    : new URL('src/db/pglite-worker.ts', serverRoot),
  seedProcess: bundled
    ? new URL('dist/seed.js', serverRoot)
    : new URL('src/seed/seed-process.ts', serverRoot),
};
