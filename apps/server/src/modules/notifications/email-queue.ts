import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { DbOrTx } from '../../db/client.js';

// The durable e-mail queue (ADR 018): pg-boss, in the app's own database and over the app's own
// pool — with embedded PGlite that pool is one connection (ADR 002), so pg-boss must open none of
// its own and never LISTEN. Its jobs carry only an `email_deliveries` row's id, which is also the
// job's id: queueing one twice queues it once.

export const EMAIL_QUEUE = 'email';

/** Retries with growing, jittered waits (30 s, ~1 min, ~2 min, … about 4 hours in all). */
const QUEUE_OPTIONS = {
  retryLimit: 8,
  retryDelay: 30,
  retryBackoff: true,
  // A worker that died mid-send gives its job back after this long.
  expireInSeconds: 300,
  retentionDays: 7,
} as const;

export interface EmailJob {
  id: string;
  data: { deliveryId: string };
  retryCount: number;
  retryLimit: number;
}

/**
 * pg-boss's database seam over Drizzle: the same statements, as parameters, on the pool or inside
 * a caller's transaction. Statements without values go as they are (pg-boss's schema scripts hold
 * several statements and `$$` bodies, which the simple protocol takes).
 */
export function sqlOf(text: string, values?: readonly unknown[]): SQL {
  if (!values || values.length === 0) return sql.raw(text);
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1]))),
  );
}

function executorOf(db: DbOrTx) {
  return {
    executeSql: async (text: string, values?: unknown[]) => {
      const result = await db.execute(sqlOf(text, values));
      return { rows: result.rows };
    },
  };
}

export interface EmailQueueOptions {
  /**
   * The instance that works the queue also maintains it: active jobs whose worker died are failed
   * (and so retried), finished ones archived and dropped. Every instance may; pg-boss takes turns.
   */
  supervise: boolean;
}

/** The queue on one database: start (installs pg-boss's schema when missing), queue, work, stop. */
/**
 * What an instance sees when another installs pg-boss's schema or creates the queue at the same
 * moment (a unique key, or a schema, table or function that now exists): the work is done.
 */
function isInstalledMeanwhile(error: unknown): boolean {
  // Drizzle wraps the driver's error: its code is on the cause.
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: unknown };
  if (code === undefined && cause) return isInstalledMeanwhile(cause);
  // 40P01: the two installers deadlocked on pg-boss's tables (PostgreSQL cancels one; seen in the
  // scaled-mode test): the survivor installs, the cancelled one starts again and finds it there.
  return (
    code === '23505' ||
    code === '40P01' ||
    code === '42P06' ||
    code === '42P07' ||
    code === '42710' ||
    code === '42723'
  );
}

export class EmailQueue {
  private boss: PgBoss;
  private started = false;

  constructor(
    private readonly db: DbOrTx,
    private readonly options: EmailQueueOptions,
    private readonly log: (error: unknown, message: string) => void,
  ) {
    this.boss = this.newBoss();
  }

  private newBoss(): PgBoss {
    const boss = new PgBoss({
      db: executorOf(this.db),
      supervise: this.options.supervise,
      // No cron schedules, so no timekeeper polling the clock.
      schedule: false,
      maintenanceIntervalSeconds: 300,
    });
    boss.on('error', (error) => this.log(error, 'e-mail queue'));
    return boss;
  }

  /**
   * Installs pg-boss's schema and the queue when missing, and starts. Instances of the scaled mode
   * that start together race to install them: pg-boss checks, then creates, so the loser finds its
   * CREATE refused; it starts again (with a fresh pg-boss, the failed one being left half-started)
   * and finds everything there.
   */
  async start(): Promise<void> {
    if (this.started) return;
    for (let attempt = 1; ; attempt++) {
      try {
        await this.boss.start();
        if (!(await this.boss.getQueue(EMAIL_QUEUE)))
          await this.boss.createQueue(EMAIL_QUEUE, { name: EMAIL_QUEUE, ...QUEUE_OPTIONS });
        break;
      } catch (error) {
        if (attempt >= 5 || !isInstalledMeanwhile(error)) throw error;
        await this.boss.stop({ graceful: false, close: false }).catch(() => undefined);
        this.boss = this.newBoss();
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
    this.started = true;
  }

  /** Queues a delivery inside the caller's transaction: the job exists exactly when the row does. */
  async enqueue(tx: DbOrTx, deliveryId: string): Promise<void> {
    await this.boss.send(EMAIL_QUEUE, { deliveryId }, { id: deliveryId, db: executorOf(tx) });
  }

  /** Polls every `pollingSeconds` and hands each due job to `handler`; a throw fails it for a retry. */
  async work(pollingSeconds: number, handler: (job: EmailJob) => Promise<void>): Promise<void> {
    await this.boss.work<EmailJob['data']>(
      EMAIL_QUEUE,
      { pollingIntervalSeconds: pollingSeconds, batchSize: 5, includeMetadata: true },
      async (jobs) => {
        // One at a time: with one database connection, parallel sends only queue for it.
        for (const job of jobs) await handler(job);
      },
    );
  }

  /**
   * Runs the jobs due now, one by one, until none is left (tests, deterministically): each is
   * completed, or failed for a retry later when `handler` throws. Returns how many ran.
   */
  async runDue(handler: (job: EmailJob) => Promise<void>): Promise<number> {
    let ran = 0;
    for (;;) {
      const [job] = await this.boss.fetch<EmailJob['data']>(EMAIL_QUEUE, { includeMetadata: true });
      if (!job) return ran;
      ran += 1;
      try {
        await handler(job);
        await this.boss.complete(EMAIL_QUEUE, job.id);
      } catch (error) {
        await this.boss.fail(EMAIL_QUEUE, job.id, error instanceof Error ? error : new Error(String(error)));
      }
    }
  }

  /** Stops polling; a job in hand is failed back to the queue after `timeoutMs` (retried later). */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
  }
}
