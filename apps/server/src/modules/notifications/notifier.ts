import { DEFAULT_LANGUAGE, normaliseLanguage, type NotificationKind } from '@caravan/contract';
import { inArray } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { emailDeliveries, notifications, users } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import type { Mailer } from '../../lib/mailer.js';
import type { Realtime } from '../../lib/realtime.js';
import { deliverEmail } from './deliver.js';
import type { EmailQueue } from './email-queue.js';
import { wantsEmail } from './email-settings.js';
import { unreadCount, type NotificationRow } from './notifications.repository.js';
import { presentNotification } from './texts.js';

/** Something that happened that a user is told of (ADR 018). */
export interface Notice {
  userId: string;
  kind: NotificationKind;
  /** The values its text is filled with, as they are to be shown (amounts, dates, reasons). */
  params: Record<string, string | number>;
  /** What it links to (NOTIFICATION_KINDS says what kind of thing). */
  targetId: string;
  /**
   * The event, so that handling it twice tells each user once: the business record's id, with
   * what tells its events of one kind apart (a seller application sent again after a rejection).
   */
  eventKey: string;
}

/** Records notices inside the transaction that `Notifier.transaction` runs. */
export type Notify = (...notices: Notice[]) => Promise<void>;

/** What a command needs to tell users of what it did: a transaction that carries notices. */
export type Notifies = Pick<Notifier, 'transaction'>;

/**
 * Tells no one: for the demo seed, which writes a marketplace's history before the app (and its
 * e-mail queue) exists.
 */
export const noNotices: Notifies = {
  transaction: (db, work) => db.transaction((tx) => work(tx, () => Promise.resolve())),
};

/**
 * An operator writes a reason as a sentence; the texts put their own full stop after it
 * ("refused: {reason}. You can…"), so the reason's own is dropped.
 */
function tidy(params: Notice['params']): Notice['params'] {
  const reason = params.reason;
  return typeof reason === 'string'
    ? { ...params, reason: reason.trim().replace(/[.。!！]+$/u, '') }
    : params;
}

export interface NotifierDeps {
  db: Db;
  queue: EmailQueue;
  mailer: Mailer;
  realtime: Realtime;
  clock: Clock;
  log: (error: unknown, message: string) => void;
}

/**
 * The one way users are told of events: a notification in their centre, its e-mail through the
 * durable queue (both in the event's transaction), and a frame to their open pages once it commits.
 */
export class Notifier {
  constructor(private readonly deps: NotifierDeps) {}

  /**
   * Runs `work` in one transaction; the notices it records are written and their e-mails queued in
   * that transaction, and pushed to their users' pages after it commits.
   */
  async transaction<T>(db: Db, work: (tx: Tx, notify: Notify) => Promise<T>): Promise<T> {
    const written: NotificationRow[] = [];
    const result = await db.transaction((tx) =>
      work(tx, async (...notices) => {
        written.push(...(await this.record(tx, notices)));
      }),
    );
    await this.publish(written);
    return result;
  }

  /**
   * Writes the notices (one per user, kind and event: a repeat writes nothing) and queues the
   * e-mail of each new one whose user has an address and has not turned that e-mail off.
   */
  async record(tx: DbOrTx, notices: readonly Notice[]): Promise<NotificationRow[]> {
    if (notices.length === 0) return [];
    const now = this.deps.clock.now();
    const rows = await tx
      .insert(notifications)
      .values(notices.map((n) => ({ ...n, params: tidy(n.params), createdAt: now })))
      .onConflictDoNothing()
      .returning();
    if (rows.length === 0) return [];
    const recipients = await tx
      .select({ id: users.id, email: users.email, emailOff: users.emailOff })
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((r) => r.userId))]));
    const byId = new Map(recipients.map((u) => [u.id, u]));
    for (const row of rows) {
      const user = byId.get(row.userId);
      if (user && wantsEmail(user, row.kind)) await this.queueEmail(tx, { notificationId: row.id }, now);
    }
    return rows;
  }

  /**
   * Queues the welcome e-mail of a new subscription, with its confirmation link, in the transaction
   * that stores it.
   */
  async welcome(tx: DbOrTx, subscriptionId: string, link: string): Promise<void> {
    await this.queueEmail(tx, { subscriptionId, link }, this.deps.clock.now());
  }

  private async queueEmail(
    tx: DbOrTx,
    source: { notificationId: string } | { subscriptionId: string; link: string },
    now: Date,
  ): Promise<void> {
    const [delivery] = await tx
      .insert(emailDeliveries)
      .values({ ...source, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: emailDeliveries.id });
    if (delivery) await this.deps.queue.enqueue(tx, delivery.id);
  }

  /**
   * Pushes each notification, in its user's language, with their unread count, to their open
   * pages. A push that fails is logged: the notification is stored either way.
   */
  async publish(rows: readonly NotificationRow[]): Promise<void> {
    if (rows.length === 0) return;
    const { db, realtime } = this.deps;
    try {
      const langs = await db
        .select({ id: users.id, lang: users.lang })
        .from(users)
        .where(inArray(users.id, [...new Set(rows.map((r) => r.userId))]));
      const langOf = new Map(langs.map((u) => [u.id, normaliseLanguage(u.lang) ?? DEFAULT_LANGUAGE]));
      for (const row of rows) {
        const lang = langOf.get(row.userId) ?? DEFAULT_LANGUAGE;
        await realtime.publish(
          { userIds: [row.userId] },
          {
            type: 'notification',
            unread: await unreadCount(db, row.userId),
            notification: presentNotification(row, lang),
          },
        );
      }
    } catch (error) {
      this.deps.log(error, 'notification push failed');
    }
  }

  /** Sends the queued e-mails that are due now (tests; the server's worker does it by polling). */
  runQueuedEmails(): Promise<number> {
    const { db, mailer, clock } = this.deps;
    return this.deps.queue.runDue((job) => deliverEmail(db, mailer, clock, job));
  }
}
