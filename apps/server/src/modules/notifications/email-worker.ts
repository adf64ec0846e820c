import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Mailer } from '../../lib/mailer.js';
import { deliverEmail } from './deliver.js';
import { EmailQueue } from './email-queue.js';

/** How often an idle worker asks the queue for e-mails: a query every few seconds, no more. */
const POLL_SECONDS = 5;

/**
 * Starts sending queued e-mails on this instance (every instance may: a job is handed to one
 * worker at a time) and maintaining the queue. Returns the function that stops it; a job in
 * hand when it stops goes back to the queue.
 */
export async function startEmailWorker(
  db: Db,
  mailer: Mailer,
  clock: Clock,
  log: (error: unknown, message: string) => void,
  pollingSeconds = POLL_SECONDS,
): Promise<() => Promise<void>> {
  const queue = new EmailQueue(db, { supervise: true }, log);
  await queue.start();
  await queue.work(pollingSeconds, (job) => deliverEmail(db, mailer, clock, job));
  return () => queue.stop();
}
