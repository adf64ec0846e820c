import { notificationEndpoints } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/errors.js';
import { toPage, windowOf } from '../../lib/paging.js';
import { endpointServer } from '../../plugins/actions.js';
import { emailSettings, saveEmailSettings } from './email-settings.js';
import { latestUnread, markAllRead, markRead, pageOf, unreadCount } from './notifications.repository.js';
import { presentNotification } from './texts.js';

/** How many unread notifications the header's slider shows unless asked. */
const SLIDE_SIZE = 5;

/**
 * The notification centre (contract §1.11, served without `.action`) and the e-mail settings.
 * Each notification is rendered in the request's language when read.
 */
export function registerNotificationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const serve = endpointServer(app, deps, { tag: 'notifications' });

  serve(notificationEndpoints.pageList, {
    summary: 'The caller’s notifications, newest first, each with its kind, read flag and link target',
    handler: async ({ actor, input, lang, deps: d }) => {
      const { rows, total } = await pageOf(d.db, actor.userId, windowOf(input));
      return toPage(
        rows.map((row) => presentNotification(row, lang)),
        input,
        total,
      );
    },
  });
  serve(notificationEndpoints.slideList, {
    summary: 'The latest unread notifications (5 unless `size` says, at most 20), for a header slider',
    handler: async ({ actor, input, lang, deps: d }) =>
      (await latestUnread(d.db, actor.userId, input.size ?? SLIDE_SIZE)).map((row) =>
        presentNotification(row, lang),
      ),
  });
  serve(notificationEndpoints.detail, {
    summary: 'One of the caller’s notifications, which opening marks read; another’s is not found',
    handler: async ({ actor, input, lang, deps: d }) => {
      const row = await markRead(d.db, actor.userId, input.id, d.clock.now());
      if (!row) throw new AppError('COMMON_NOT_FOUND');
      return presentNotification(row, lang);
    },
  });
  serve(notificationEndpoints.read, {
    summary:
      'Marks one notification read (`id`), or all of the caller’s without one; answers the unread left',
    handler: async ({ actor, input, deps: d }) => {
      if (input.id) {
        if (!(await markRead(d.db, actor.userId, input.id, d.clock.now())))
          throw new AppError('COMMON_NOT_FOUND');
      } else await markAllRead(d.db, actor.userId, d.clock.now());
      return { unread: await unreadCount(d.db, actor.userId) };
    },
  });
  serve(notificationEndpoints.unreadCount, {
    summary: 'How many of the caller’s notifications are unread',
    handler: ({ actor, deps: d }) => unreadCount(d.db, actor.userId),
  });

  serve(notificationEndpoints.emailSettings, {
    summary:
      'Which notification e-mails the caller gets: orders, sales (the shop’s paid orders), wallet, loans, account; an overdue loan’s notice is always sent',
    handler: ({ actor, deps: d }) => emailSettings(d.db, actor.userId),
  });
  serve(notificationEndpoints.saveEmailSettings, {
    summary:
      'Turns categories of notification e-mails on (1) or off (0); notifications are written either way',
    handler: ({ actor, input, deps: d }) => saveEmailSettings(d.db, actor.userId, input),
  });
}
