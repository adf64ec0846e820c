import { DEFAULT_LANGUAGE, normaliseLanguage } from '@caravan/contract';
import { formatMessage } from '@caravan/contract/i18n';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emailDeliveries, notifications, subscriptions, users } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import type { MailMessage, Mailer } from '../../lib/mailer.js';
import type { EmailJob } from './email-queue.js';
import { wantsEmail } from './email-settings.js';
import { renderNotice } from './texts.js';

type Delivery = typeof emailDeliveries.$inferSelect;

/**
 * The message a delivery sends, written now: to the user's address and in their language as they
 * are at sending time; null when they have turned that e-mail off or have no address any more.
 */
async function compose(db: Db, delivery: Delivery): Promise<MailMessage | null> {
  if (delivery.subscriptionId) {
    const [subscription] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, delivery.subscriptionId));
    if (!subscription || !delivery.link) return null;
    const lang = normaliseLanguage(subscription.lang) ?? DEFAULT_LANGUAGE;
    return {
      to: subscription.email,
      subject: formatMessage(lang, 'NOTICE_WELCOME_SUBJECT'),
      text: formatMessage(lang, 'NOTICE_WELCOME_BODY', { email: subscription.email, link: delivery.link }),
      // The link's code gives its welcome coupon away: the console's outbox shows it to super admins only.
      secrets: [new URL(delivery.link).searchParams.get('code') ?? ''],
    };
  }
  const [found] = await db
    .select({ notification: notifications, email: users.email, emailOff: users.emailOff, lang: users.lang })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(notifications.id, delivery.notificationId ?? ''));
  if (!found) return null;
  const { notification } = found;
  if (!found.email || !wantsEmail(found, notification.kind)) return null;
  const { title, content } = renderNotice(
    normaliseLanguage(found.lang) ?? DEFAULT_LANGUAGE,
    notification.kind,
    notification.params,
  );
  return { to: found.email, subject: title, text: content };
}

/**
 * Sends one queued e-mail (the queue's job handler). The delivery row decides: one already sent
 * (or skipped, or given up) is not sent again, however often its job runs, and its link goes with
 * it. A mailer failure is recorded and thrown, so the queue retries it later; the last retry's
 * failure gives up.
 */
export async function deliverEmail(db: Db, mailer: Mailer, clock: Clock, job: EmailJob): Promise<void> {
  const id = job.data.deliveryId;
  const [delivery] = await db.select().from(emailDeliveries).where(eq(emailDeliveries.id, id));
  if (!delivery || delivery.status !== 'queued') return;
  const waiting = and(eq(emailDeliveries.id, id), eq(emailDeliveries.status, 'queued'));
  const message = await compose(db, delivery);
  if (!message) {
    await db.update(emailDeliveries).set({ status: 'skipped', link: null }).where(waiting);
    return;
  }
  try {
    await mailer.send(message, clock.now());
  } catch (error) {
    await db
      .update(emailDeliveries)
      .set({
        attempts: sql`${emailDeliveries.attempts} + 1`,
        lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
        ...(job.retryCount >= job.retryLimit ? { status: 'failed' as const, link: null } : {}),
      })
      .where(waiting);
    throw error;
  }
  await db
    .update(emailDeliveries)
    .set({ status: 'sent', sentAt: clock.now(), attempts: sql`${emailDeliveries.attempts} + 1`, link: null })
    .where(waiting);
}
