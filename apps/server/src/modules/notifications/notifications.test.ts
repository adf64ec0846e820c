// The notification centre (contract §1.11, issue 20): its names without `.action`, each caller's own
// notifications only, reading one or all; the e-mail settings; and the durable e-mail queue (ADR
// 018) — sent once however often it runs, retried after a failure, given up after the last retry,
// not sent when turned off, and the welcome e-mail of a subscription.
import { formatMessage } from '@caravan/contract/i18n';
import { EmailSettingsVo, NotificationVo } from '@caravan/contract';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emailDeliveries, notifications, orders, users } from '../../db/schema/index.js';
import { createLoggedInUser } from '../../../test/factories.js';
import { centre, mailTo, pushedNotices, unread } from '../../../test/notices.js';
import { orderBuyer, orderInfo, orderShop, orderTestApp } from '../../../test/order-fixtures.js';
import { deliverEmail } from './deliver.js';
import { EMAIL_QUEUE } from './email-queue.js';
import { startEmailWorker } from './email-worker.js';

const { t, placed, pay } = orderTestApp();
const pushed = pushedNotices(() => t);

afterEach(() => {
  vi.restoreAllMocks();
});

const CENTRE = [
  'notification!message.pagelist',
  'notification!message.slidelist',
  'notification!message.detail',
  'notification!message.read',
  'notification!count.unread',
];

/** A buyer with an e-mail address who paid one order: a notification for them and one for the shop. */
async function buyerWithPaidOrder(email = `b${crypto.randomUUID().slice(0, 8)}@example.com`) {
  const shop = await orderShop(t);
  const buyer = await orderBuyer(t, '100.00');
  await t.db.update(users).set({ email }).where(eq(users.id, buyer.user.id));
  const [id] = await placed(buyer.token, orderInfo([shop.listing.id, null, 1]));
  expect((await pay(buyer.token, [id!])).code).toBe('0');
  t.clock.advance(1000);
  return { shop, buyer, email, orderId: id! };
}

async function deliveryOf(notificationId: string) {
  const [row] = await t.db
    .select()
    .from(emailDeliveries)
    .where(eq(emailDeliveries.notificationId, notificationId));
  return row;
}

async function jobOf(id: string) {
  const { rows } = await t.db.execute<{ state: string; due_later: boolean; retry_count: number }>(
    sql`select state, start_after > now() as due_later, retry_count from pgboss.job where name = ${EMAIL_QUEUE} and id = ${id}`,
  );
  return rows[0];
}

describe('the notification centre', () => {
  it('needs a login, under /api and /wap/api, and its contract names have no `.action`', async () => {
    for (const name of [
      ...CENTRE,
      'notification!emailSettings.action',
      'notification!saveEmailSettings.action',
    ]) {
      expect((await t.action(`/api/${name}`)).code, name).toBe('403');
    }
    const { token } = await createLoggedInUser(t);
    expect((await t.action('/wap/api/notification!count.unread', { token })).data).toBe(0);
    for (const name of CENTRE) {
      expect((await t.action(`/api/${name}.action`, { token })).status, name).toBe(404);
    }
    const get = await t.app.inject({
      method: 'GET',
      url: `/api/notification!message.pagelist?token=${token}`,
    });
    expect(get.json()).toMatchObject({ code: '0', data: { pageList: [], pageInfo: { totalElements: 0 } } });
    // message.read changes something: POST only.
    const read = await t.app.inject({ method: 'GET', url: `/api/notification!message.read?token=${token}` });
    expect(read.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/notification!message.read?token=${token}` })).json(),
    ).toMatchObject({ code: '0', data: { unread: 0 } });
  });

  it('lists the caller’s own, newest first, paged, and marks one read by opening it', async () => {
    const { buyer } = await buyerWithPaidOrder();
    const token = buyer.token;
    // A second paid order, later.
    const shop = await orderShop(t);
    const [second] = await placed(token, orderInfo([shop.listing.id, null, 1]));
    await pay(token, [second!]);
    t.clock.advance(1000);

    const all = await centre(t, token);
    expect(all.map((n) => [n.type, n.targetId, n.isRead])).toEqual([
      ['order_paid', second, false],
      ['order_paid', expect.any(String), false],
    ]);
    expect(await unread(t, token)).toBe(2);
    const page2 = await t.action('/api/notification!message.pagelist', { token, pageNum: 2, pageSize: 1 });
    expect(page2.data).toMatchObject({
      pageList: [{ id: all[1]!.id }],
      pageInfo: { pageNum: 2, pageSize: 1, totalElements: 2 },
    });

    const slide = await t.action('/api/notification!message.slidelist', { token, size: 1 });
    expect(slide.data).toMatchObject([{ id: all[0]!.id }]);

    // Opening one reads it, in the language asked for.
    const detail = await t.action('/api/notification!message.detail', { token, id: all[1]!.id, lang: 'ja' });
    expect(NotificationVo.parse(detail.data)).toMatchObject({ id: all[1]!.id, isRead: true });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, all[1]!.targetId));
    expect((detail.data as NotificationVo).title).toBe(
      formatMessage('ja', 'NOTICE_ORDER_PAID_TITLE', { orderNo: order!.orderNo }),
    );
    expect(await unread(t, token)).toBe(1);
    expect(
      ((await t.action('/api/notification!message.slidelist', { token })).data as NotificationVo[]).map(
        (n) => n.id,
      ),
    ).toEqual([all[0]!.id]);
    // Opening it again keeps it read.
    expect(
      (await t.action('/api/notification!message.detail', { token, id: all[1]!.id })).data,
    ).toMatchObject({
      isRead: true,
    });
    expect((await t.action('/api/notification!message.detail', { token, id: 'nope' })).key).toBe(
      'COMMON_PARAM_INVALID',
    );
  });

  it('answers another user’s notification as not found, and changes nothing of it', async () => {
    const owner = await buyerWithPaidOrder();
    const [theirs] = await centre(t, owner.buyer.token);
    const { token: stranger } = await createLoggedInUser(t);

    expect(
      (await t.action('/api/notification!message.detail', { token: stranger, id: theirs!.id })).key,
    ).toBe('COMMON_NOT_FOUND');
    expect((await t.action('/api/notification!message.read', { token: stranger, id: theirs!.id })).key).toBe(
      'COMMON_NOT_FOUND',
    );
    expect((await t.action('/api/notification!message.read', { token: stranger })).data).toEqual({
      unread: 0,
    });
    expect(await centre(t, stranger)).toEqual([]);
    expect(await unread(t, owner.buyer.token)).toBe(1);
    expect((await centre(t, owner.buyer.token))[0]).toMatchObject({ id: theirs!.id, isRead: false });
    // Nor does the shop see the buyer's, or the buyer the shop's.
    const [sold] = await centre(t, owner.shop.token);
    expect(sold?.type).toBe('order_sold');
    expect(
      (await t.action('/api/notification!message.detail', { token: owner.buyer.token, id: sold!.id })).key,
    ).toBe('COMMON_NOT_FOUND');
  });

  it('marks one read, or all of the caller’s, and says how many are left', async () => {
    const { buyer } = await buyerWithPaidOrder();
    const shop = await orderShop(t);
    const [second] = await placed(buyer.token, orderInfo([shop.listing.id, null, 1]));
    await pay(buyer.token, [second!]);
    const [newest, oldest] = await centre(t, buyer.token);

    const one = await t.action('/api/notification!message.read', { token: buyer.token, id: oldest!.id });
    expect(one.data).toEqual({ unread: 1 });
    const all = await t.action('/api/notification!message.read', { token: buyer.token });
    expect(all.data).toEqual({ unread: 0 });
    expect(await unread(t, buyer.token)).toBe(0);
    expect((await t.action('/api/notification!message.slidelist', { token: buyer.token })).data).toEqual([]);
    expect((await centre(t, buyer.token)).map((n) => [n.id, n.isRead])).toEqual([
      [newest!.id, true],
      [oldest!.id, true],
    ]);
    // The shop's own notification of the same orders is still unread.
    expect(await unread(t, shop.token)).toBe(1);
  });
});

describe('e-mail settings', () => {
  it('start with every category on, and save the ones sent', async () => {
    const { token } = await createLoggedInUser(t, {
      email: `s${crypto.randomUUID().slice(0, 8)}@example.com`,
    });
    const initial = EmailSettingsVo.parse(
      (await t.action('/api/notification!emailSettings.action', { token })).data,
    );
    expect(initial).toMatchObject({
      orders: true,
      sales: true,
      wallet: true,
      loans: true,
      account: true,
      alwaysSent: ['loan_overdue'],
    });
    expect(initial.email).toMatch(/@example\.com$/);
    const save = (params: Record<string, string | number>) =>
      t.action('/api/notification!saveEmailSettings.action', { token, ...params });
    expect((await save({ orders: 0, wallet: 0 })).data).toMatchObject({
      orders: false,
      wallet: false,
      loans: true,
    });
    expect((await save({ orders: 1, loans: 0 })).data).toMatchObject({
      orders: true,
      wallet: false,
      loans: false,
    });
    expect((await save({})).data).toMatchObject({ orders: true, wallet: false, loans: false });
    expect((await save({ orders: 2 })).key).toBe('COMMON_PARAM_INVALID');
    expect((await t.action('/api/notification!emailSettings.action', { token })).data).toMatchObject({
      orders: true,
      wallet: false,
      loans: false,
    });
  });

  it('turn e-mails off, never the notifications themselves', async () => {
    const shop = await orderShop(t);
    const buyer = await orderBuyer(t, '100.00');
    const email = `off${crypto.randomUUID().slice(0, 8)}@example.com`;
    await t.db.update(users).set({ email }).where(eq(users.id, buyer.user.id));
    await t.action('/api/notification!saveEmailSettings.action', { token: buyer.token, orders: 0 });
    const [id] = await placed(buyer.token, orderInfo([shop.listing.id, null, 1]));
    await pay(buyer.token, [id!]);
    const [paid] = await centre(t, buyer.token);
    expect(paid?.type).toBe('order_paid');
    expect(await deliveryOf(paid!.id)).toBeUndefined();
    expect(await mailTo(t, email)).toEqual([]);
  });

  it('are read again when the e-mail is sent: turned off meanwhile, it is skipped', async () => {
    const { buyer, email } = await buyerWithPaidOrder();
    const [paid] = await centre(t, buyer.token);
    expect(await deliveryOf(paid!.id)).toMatchObject({ status: 'queued' });
    await t.action('/api/notification!saveEmailSettings.action', { token: buyer.token, orders: 0 });
    expect(await mailTo(t, email)).toEqual([]);
    expect(await deliveryOf(paid!.id)).toMatchObject({ status: 'skipped' });
  });
});

describe('the e-mail queue', () => {
  it('sends each e-mail once, however often the queue runs or a job is handed over', async () => {
    const { buyer, email } = await buyerWithPaidOrder();
    const [paid] = await centre(t, buyer.token);
    const delivery = await deliveryOf(paid!.id);
    expect(await jobOf(delivery!.id)).toMatchObject({ state: 'created' });

    // Two workers at once (PostgreSQL hands a job to one of them), then once more.
    await Promise.all([t.app.deps.notifier.runQueuedEmails(), t.app.deps.notifier.runQueuedEmails()]);
    expect(await t.app.deps.notifier.runQueuedEmails()).toBe(0);
    expect((await mailTo(t, email)).map((m) => m.subject)).toEqual([paid!.title]);
    expect(await deliveryOf(paid!.id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await jobOf(delivery!.id)).toMatchObject({ state: 'completed' });

    // The same job run again (a worker that died after sending, say) sends nothing more.
    const job = { id: delivery!.id, data: { deliveryId: delivery!.id }, retryCount: 1, retryLimit: 8 };
    await deliverEmail(t.db, t.app.deps.mailer, t.clock, job);
    expect(await mailTo(t, email)).toHaveLength(1);
  });

  it('retries after a mailer failure, later, and sends it then', async () => {
    const { buyer, email } = await buyerWithPaidOrder();
    const [paid] = await centre(t, buyer.token);
    const delivery = await deliveryOf(paid!.id);
    const send = vi.spyOn(t.app.deps.outbox!, 'send').mockRejectedValueOnce(new Error('SMTP 421 try later'));

    expect(await t.app.deps.notifier.runQueuedEmails()).toBe(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(await deliveryOf(paid!.id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'SMTP 421 try later',
    });
    // Backed off: not due yet, so running the queue now sends nothing.
    expect(await jobOf(delivery!.id)).toMatchObject({ state: 'retry', due_later: true });
    expect(await t.app.deps.notifier.runQueuedEmails()).toBe(0);
    expect(await mailTo(t, email)).toEqual([]);

    // Once the wait is over it goes out.
    await t.db.execute(
      sql`update pgboss.job set start_after = now() - interval '1 minute' where id = ${delivery!.id}`,
    );
    expect(await t.app.deps.notifier.runQueuedEmails()).toBe(1);
    expect((await mailTo(t, email)).map((m) => m.subject)).toEqual([paid!.title]);
    expect(await deliveryOf(paid!.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await jobOf(delivery!.id)).toMatchObject({ state: 'completed', retry_count: 1 });
  });

  it('gives up after its last retry, and says so', async () => {
    const { buyer, email } = await buyerWithPaidOrder();
    const [paid] = await centre(t, buyer.token);
    const delivery = await deliveryOf(paid!.id);
    // As if every earlier try had failed.
    await t.db.execute(sql`update pgboss.job set retry_limit = 0 where id = ${delivery!.id}`);
    vi.spyOn(t.app.deps.outbox!, 'send').mockRejectedValue(new Error('mailbox unavailable'));
    await t.app.deps.notifier.runQueuedEmails();
    expect(await deliveryOf(paid!.id)).toMatchObject({ status: 'failed', lastError: 'mailbox unavailable' });
    expect(await jobOf(delivery!.id)).toMatchObject({ state: 'failed' });
    vi.restoreAllMocks();
    expect(await t.app.deps.notifier.runQueuedEmails()).toBe(0);
    expect(await mailTo(t, email)).toEqual([]);
  });

  it('is worked by the server’s worker on its own, over the app’s connection, without LISTEN', async () => {
    const { buyer, email } = await buyerWithPaidOrder();
    const [paid] = await centre(t, buyer.token);
    const log = vi.fn();
    const stop = await startEmailWorker(t.db, t.app.deps.mailer, t.clock, log, 0.5);
    try {
      await vi.waitFor(async () => expect(await deliveryOf(paid!.id)).toMatchObject({ status: 'sent' }), {
        timeout: 10_000,
        interval: 200,
      });
      const { rows } = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_listening_channels()`,
      );
      expect(rows[0]?.n).toBe(0);
    } finally {
      await stop();
    }
    expect(log).not.toHaveBeenCalled();
    expect((await mailTo(t, email)).map((m) => m.subject)).toEqual([paid!.title]);
  });
});

describe('pushed frames', () => {
  it('carry the new notification, in the user’s language, and their unread count', async () => {
    const { buyer, shop } = await buyerWithPaidOrder();
    const [paid] = await centre(t, buyer.token);
    expect(pushed.to(buyer.user.id)).toEqual([
      { audience: { userIds: [buyer.user.id] }, unread: 1, notification: paid },
    ]);
    expect(pushed.to(shop.owner.id)).toMatchObject([{ unread: 1, notification: { type: 'order_sold' } }]);
  });
});

describe('subscribe!add', () => {
  it('sends a welcome e-mail in the subscriber’s language, once', async () => {
    const email = `news${crypto.randomUUID().slice(0, 8)}@example.com`;
    const res = await t.action('/api/subscribe!add.action', { email, lang: 'de' });
    expect(res.code, res.msg).toBe('0');
    expect((await t.action('/api/subscribe!add.action', { email, lang: 'de' })).key).toBe(
      'SUBSCRIBE_ALREADY_SUBSCRIBED',
    );
    const mails = await mailTo(t, email);
    expect(mails).toMatchObject([{ subject: 'Willkommen bei Caravan' }]);
    expect(mails[0]?.text).toContain(email);
    expect(await mailTo(t, email)).toHaveLength(1);
    // It is not a notification of anyone's.
    expect(await t.db.$count(notifications, eq(notifications.targetId, email))).toBe(0);
  });
});
