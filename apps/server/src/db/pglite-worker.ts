import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { startPgliteServer } from './pglite-server.js';

// Runs embedded PGlite on its own thread so that a long query never blocks the server's event
// loop (measured: in-process PGlite drops other routes from 46,000 to 29 req/s during a search).
const { dataDir } = workerData as { dataDir: string };
// Its socket lives in a directory of its own that only this user may enter, removed on stop.
const socketDir = mkdtempSync(join(tmpdir(), 'caravan-db-'));
const removeSocketDir = () => rmSync(socketDir, { recursive: true, force: true });

startPgliteServer(dataDir, { socketDir })
  .then((server) => {
    parentPort?.on('message', (msg: unknown) => {
      if (msg === 'stop') {
        void server.stop().then(() => {
          removeSocketDir();
          parentPort?.postMessage({ type: 'stopped' });
        });
      } else if (typeof msg === 'object' && msg && (msg as { type?: unknown }).type === 'snapshot') {
        const { id, dest } = msg as { id: number; dest: string };
        server.snapshot(dest).then(
          () => parentPort?.postMessage({ type: 'snapshot', id }),
          (err: unknown) =>
            parentPort?.postMessage({
              type: 'snapshot',
              id,
              error: err instanceof Error ? err.message : String(err),
            }),
        );
      }
    });
    parentPort?.postMessage({ type: 'ready', url: server.url });
  })
  .catch((err: unknown) => {
    removeSocketDir();
    parentPort?.postMessage({ type: 'error', message: err instanceof Error ? err.message : String(err) });
  });
