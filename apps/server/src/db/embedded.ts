import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { paths } from '../paths.js';

type WorkerMessage =
  { type: 'ready'; url: string } | { type: 'error'; message: string } | { type: 'stopped' };

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** Starts PGlite in a worker thread with its data under DATA_DIR/pglite; resolves with its URL. */
export function startEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  const dir = resolve(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const worker = new Worker(paths.pgliteWorker, { workerData: { dataDir: dir } });
  return new Promise((resolveStart, rejectStart) => {
    const onMessage = (msg: WorkerMessage) => {
      if (msg.type === 'ready') {
        worker.off('error', rejectStart);
        resolveStart({
          url: msg.url,
          stop: () =>
            new Promise<void>((done) => {
              worker.once('message', () => void worker.terminate().then(() => done()));
              worker.postMessage('stop');
            }),
        });
      } else if (msg.type === 'error') {
        rejectStart(new Error(`Embedded database failed to start: ${msg.message}`));
      }
    };
    worker.once('message', onMessage);
    worker.once('error', rejectStart);
  });
}
