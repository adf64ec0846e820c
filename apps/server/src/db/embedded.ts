import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { paths } from '../paths.js';

type WorkerMessage =
  | { type: 'ready'; url: string }
  | { type: 'error'; message: string }
  | { type: 'stopped' }
  | { type: 'snapshot'; id: number; error?: string };

export interface EmbeddedDatabase {
  url: string;
  /** Copies the database's files to `dest` while no statement runs (a backup, ADR 020). */
  snapshot(dest: string): Promise<void>;
  stop(): Promise<void>;
}

/** Starts PGlite in a worker thread with its data under DATA_DIR/pglite; resolves with its URL. */
export function startEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  const dir = resolve(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  // From the sources (`npm run dev`) the worker is TypeScript, and a worker thread does not inherit
  // tsx's loader: it registers it before importing the worker.
  const worker = paths.pgliteWorker.pathname.endsWith('.ts')
    ? new Worker(
        `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(paths.pgliteWorker.href)}); });`,
        { eval: true, workerData: { dataDir: dir } },
      )
    : new Worker(paths.pgliteWorker, { workerData: { dataDir: dir } });
  const snapshots = new Map<number, { done: () => void; fail: (error: Error) => void }>();
  let nextSnapshot = 0;
  let onStopped: (() => void) | undefined;
  return new Promise((resolveStart, rejectStart) => {
    worker.on('message', (msg: WorkerMessage) => {
      if (msg.type === 'ready') {
        worker.off('error', rejectStart);
        resolveStart({
          url: msg.url,
          snapshot: (dest) =>
            new Promise<void>((done, fail) => {
              const id = ++nextSnapshot;
              snapshots.set(id, { done, fail });
              worker.postMessage({ type: 'snapshot', id, dest });
            }),
          stop: () =>
            new Promise<void>((done) => {
              onStopped = () => void worker.terminate().then(() => done());
              worker.postMessage('stop');
            }),
        });
      } else if (msg.type === 'error') {
        rejectStart(new Error(`Embedded database failed to start: ${msg.message}`));
      } else if (msg.type === 'snapshot') {
        const waiting = snapshots.get(msg.id);
        snapshots.delete(msg.id);
        if (msg.error) waiting?.fail(new Error(`Embedded database snapshot failed: ${msg.error}`));
        else waiting?.done();
      } else {
        onStopped?.();
      }
    });
    worker.once('error', rejectStart);
  });
}
