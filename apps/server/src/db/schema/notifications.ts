import type { NotificationKind } from '@caravan/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, ref, timestamptz } from './columns.js';
import { users } from './account.js';
import { subscriptions } from './system.js';

/**
 * A user's notification (issue 20): what happened (`kind`), the values its text is filled with
 * (`params`, so it is rendered in the reader's language when read) and what it links to
 * (`targetId`, e.g. the order's id; the kind says what it is). `eventKey` names the event, so an
 * event handled twice writes one notification per user and kind (ADR 018).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: ref('user_id', () => users.id),
    kind: text('kind').$type<NotificationKind>().notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull(),
    targetId: text('target_id').notNull(),
    eventKey: text('event_key').notNull(),
    readAt: timestamptz('read_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('notifications_event_idx').on(t.userId, t.kind, t.eventKey),
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * An e-mail to send through the queue (ADR 018): a notification's, or the welcome of a
 * subscription. The queue's job carries only this row's id (the job's id too), and the row says
 * whether it went out, so a job run twice sends once. `queued` → `sent`, `skipped` (the owner
 * turned the e-mail off, or has no address any more) or `failed` (retries exhausted).
 */
export const emailDeliveries = pgTable(
  'email_deliveries',
  {
    id: id(),
    notificationId: uuid('notification_id').references(() => notifications.id),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id),
    /** A subscription e-mail's confirmation link, kept only until the e-mail is sent or given up. */
    link: text('link'),
    status: text('status', { enum: ['queued', 'sent', 'skipped', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamptz('sent_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('email_deliveries_notification_idx').on(t.notificationId),
    uniqueIndex('email_deliveries_subscription_idx').on(t.subscriptionId),
    check('email_deliveries_one_source', sql`(${t.notificationId} is null) <> (${t.subscriptionId} is null)`),
  ],
);
