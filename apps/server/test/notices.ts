import { NotificationVo, paged, type NotificationKind } from '@caravan/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { users } from '../src/db/schema/index.js';
import type { Audience, Frame } from '../src/lib/realtime.js';
import type { TestApp } from './build-test-app.js';

// What the notification tests read: the centre as a user sees it, the frames pushed to browsers
// and the e-mails the queue sends (ADR 018).

const Page = paged(NotificationVo);

/** The user's notifications as the centre lists them, newest first, in `lang`. */
export async function centre(t: TestApp, token: string, lang = 'en'): Promise<NotificationVo[]> {
  const res = await t.action('/api/notification!message.pagelist', { token, lang, pageSize: 100 });
  expect(res.code, res.msg).toBe('0');
  return Page.parse(res.data).pageList;
}

/** The user's unread count, as the header asks for it. */
export async function unread(t: TestApp, token: string): Promise<number> {
  const res = await t.action('/api/notification!count.unread', { token });
  expect(res.code, res.msg).toBe('0');
  return res.data as number;
}

/** Sets the language a user's e-mails and pushed frames are written in (as a login in it would). */
export async function speaks(t: TestApp, userId: string, lang: string): Promise<void> {
  await t.db.update(users).set({ lang }).where(eq(users.id, userId));
}

/** Sends what the queue holds and answers the e-mails sent to `to` so far, oldest first. */
export async function mailTo(t: TestApp, to: string) {
  await t.app.deps.notifier.runQueuedEmails();
  const { messages } = await t.app.deps.outbox!.list(0, 1000);
  return messages.filter((m) => m.to === to).reverse();
}

/** A frame the app published, and to whom. */
export interface Published {
  audience: Audience;
  frame: Frame;
}

/** The frames the app publishes while `run` runs (what the websocket gateway would deliver). */
export async function framesDuring(t: TestApp, run: () => Promise<unknown>): Promise<Published[]> {
  const seen: Published[] = [];
  const stop = t.app.deps.realtime.subscribe((audience, frame) => seen.push({ audience, frame }));
  try {
    await run();
  } finally {
    stop();
  }
  return seen;
}

export interface PushedNotice {
  audience: Audience;
  unread: number;
  notification: NotificationVo;
}

/**
 * The notification frames the app (`app()`, built in an earlier beforeAll) publishes while the
 * file's tests run — what the websocket gateway delivers — read with `to(userId)`.
 */
export function pushedNotices(app: () => TestApp) {
  const seen: Published[] = [];
  let stop: (() => void) | undefined;
  beforeAll(() => {
    stop = app().app.deps.realtime.subscribe((audience, frame) => seen.push({ audience, frame }));
  });
  afterAll(() => stop?.());
  return {
    to(userId: string, kind?: NotificationKind): PushedNotice[] {
      return seen
        .flatMap(({ audience, frame }) =>
          frame.type === 'notification' && audience.userIds?.includes(userId)
            ? [{ audience, unread: frame.unread, notification: NotificationVo.parse(frame.notification) }]
            : [],
        )
        .filter((p) => !kind || p.notification.type === kind);
    },
  };
}
