// Chat (issue 20): a buyer and customer service, a buyer and a shop — delivery, order, paging,
// read marks and unread counts, pictures, what a message is about, the support inbox and who may
// read what; and the frames published to the other side.
import {
  AdminChatConversationVo,
  ChatConversationVo,
  ChatMessageVo,
  paged,
  type Endpoint,
} from '@caravan/contract';
import { chatEndpoints } from '@caravan/contract';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { framesDuring } from '../../../test/notices.js';
import { createLoggedInOperator, createLoggedInUser, createSeller } from '../../../test/factories.js';
import { orderBuyer, orderInfo, orderShop, orderTestApp } from '../../../test/order-fixtures.js';
import { randomPicture, uploadBytes } from '../../../test/uploads.js';
import { chatConversations, chatMessages } from '../../db/schema/index.js';
import type { Frame } from '../../lib/realtime.js';

const { t, placed } = orderTestApp();
const Messages = z.array(ChatMessageVo);
const Conversations = z.array(ChatConversationVo);
const Inbox = paged(AdminChatConversationVo);

const path = (endpoint: Endpoint) =>
  `/${endpoint.scope === 'admin' ? 'admin' : 'api'}/${endpoint.name}.action`;
const call = (endpoint: Endpoint, token: string, params: Record<string, string | number> = {}) =>
  t.action(path(endpoint), { token, ...params });

/** A field of a frame of any type (what a test expects of it, not yet narrowed). */
const field = (frame: Frame | undefined, name: string): unknown =>
  (frame as Record<string, unknown> | undefined)?.[name];

/** The frames published while `run` runs. */
const framesOf = (run: () => Promise<unknown>) => framesDuring(t, run);

describe('who may chat', () => {
  it('needs a login for every chat action, and the customer-service role for the inbox', async () => {
    for (const endpoint of Object.values(chatEndpoints).filter((e) => 'name' in e)) {
      const res = await t.action(path(endpoint as Endpoint));
      expect({ name: (endpoint as Endpoint).name, code: res.code }).toEqual({
        name: (endpoint as Endpoint).name,
        code: '403',
      });
    }
    // The legacy paths without /api answer too.
    expect((await t.action('/public/userOnlineChatController!unread.action')).code).toBe('403');
    const buyer = await createLoggedInUser(t);
    const finance = (await createLoggedInOperator(t, 'finance')).token;
    for (const endpoint of Object.values(chatEndpoints.admin)) {
      expect((await call(endpoint, buyer.token)).code).toBe('403');
      expect((await call(endpoint, finance)).key).toBe('COMMON_NO_PERMISSION');
    }
  });
});

describe('customer service', () => {
  it('delivers a buyer’s messages in order to the inbox, and the answer back with an unread count', async () => {
    const buyer = await createLoggedInUser(t);
    const staff = await createLoggedInOperator(t, 'customer_service');
    const op = staff.token;
    const frames = await framesOf(async () => {
      for (const text of ['Hello', 'Where is my parcel?']) {
        const sent = await call(chatEndpoints.supportSend, buyer.token, { content: text });
        expect(sent.code, sent.msg).toBe('0');
      }
    });
    expect(
      frames
        .filter((f) => f.audience.supportOperators)
        .map((f) => (field(f.frame, 'message') as ChatMessageVo).content),
    ).toEqual(['Hello', 'Where is my parcel?']);
    const mine = Messages.parse((await call(chatEndpoints.supportList, buyer.token)).data);
    expect(mine.map((m) => [m.content, m.send_receive])).toEqual([
      ['Hello', 'send'],
      ['Where is my parcel?', 'send'],
    ]);

    // The inbox: waiting, with two unread; reading it marks them read.
    const waiting = Inbox.parse((await call(chatEndpoints.admin.list, op, { view: 'waiting' })).data);
    const entry = waiting.pageList.find((c) => c.userId === buyer.user.id);
    expect(entry).toMatchObject({ unread: 2, lastContent: 'Where is my parcel?', operatorId: '' });
    const read = z
      .array(ChatMessageVo.extend({ operatorName: z.string() }))
      .parse((await call(chatEndpoints.admin.messages, op, { id: entry!.id })).data);
    expect(read.map((m) => m.send_receive)).toEqual(['receive', 'receive']);
    const after = Inbox.parse((await call(chatEndpoints.admin.list, op, { view: 'all' })).data);
    expect(after.pageList.find((c) => c.id === entry!.id)?.unread).toBe(0);
    // Read but not answered: it still waits for an answer.
    const stillWaiting = Inbox.parse((await call(chatEndpoints.admin.list, op, { view: 'waiting' })).data);
    expect(stillWaiting.pageList.map((c) => c.id)).toContain(entry!.id);

    // The answer reaches the buyer's sockets, with the unread count.
    const answerFrames = await framesOf(async () => {
      const answer = await call(chatEndpoints.admin.send, op, {
        id: entry!.id,
        content: 'It ships tomorrow.',
      });
      expect(answer.code, answer.msg).toBe('0');
    });
    const toBuyer = answerFrames.filter((f) => f.audience.userIds?.includes(buyer.user.id));
    expect(toBuyer.map((f) => f.frame.type)).toEqual(['chat', 'unread']);
    expect(field(toBuyer[0]?.frame, 'message')).toMatchObject({
      content: 'It ships tomorrow.',
      send_receive: 'receive',
    });
    expect(toBuyer[1]?.frame).toMatchObject({ support: 1 });
    // Answering claimed it: the inboxes hear who has it, by name and id (an open one shows it at once).
    expect(answerFrames.filter((f) => f.audience.supportOperators && !field(f.frame, 'message'))).toEqual([
      {
        audience: { supportOperators: true },
        frame: {
          type: 'support',
          conversationId: entry!.id,
          claimedBy: staff.op.username,
          operatorId: staff.op.id,
        },
      },
    ]);
    expect((await call(chatEndpoints.supportUnread, buyer.token)).data).toBe(1);
    // Answered: no longer waiting.
    const answered = Inbox.parse((await call(chatEndpoints.admin.list, op, { view: 'waiting' })).data);
    expect(answered.pageList.map((c) => c.id)).not.toContain(entry!.id);
    // Reading it tells the buyer's sockets (their other tabs' badges); reading again tells nothing.
    let thread: ChatMessageVo[] = [];
    const readFrames = await framesOf(async () => {
      thread = Messages.parse((await call(chatEndpoints.supportList, buyer.token)).data);
    });
    expect(thread.at(-1)).toMatchObject({ content: 'It ships tomorrow.', send_receive: 'receive' });
    expect(readFrames).toEqual([
      {
        audience: { userIds: [buyer.user.id] },
        frame: expect.objectContaining({ type: 'unread', support: 0 }),
      },
    ]);
    expect((await call(chatEndpoints.supportUnread, buyer.token)).data).toBe(0);
    expect(await framesOf(() => call(chatEndpoints.supportList, buyer.token))).toEqual([]);
    // Answering claimed it: another operator may not answer in its place.
    const other = (await createLoggedInOperator(t, 'customer_service')).token;
    expect((await call(chatEndpoints.admin.send, other, { id: entry!.id, content: 'Me too' })).key).toBe(
      'COMMON_NO_PERMISSION',
    );
    expect((await call(chatEndpoints.admin.claim, other, { id: entry!.id })).data).toMatchObject({
      operatorName: expect.not.stringMatching(/^$/),
    });
  });

  it('pages 30 messages at a time, older ones by message_id, oldest first within a page', async () => {
    const buyer = await createLoggedInUser(t);
    for (let n = 1; n <= 35; n += 1) await call(chatEndpoints.supportSend, buyer.token, { content: `m${n}` });
    const latest = Messages.parse((await call(chatEndpoints.supportList, buyer.token)).data);
    expect(latest.map((m) => m.content)).toEqual(Array.from({ length: 30 }, (_, i) => `m${i + 6}`));
    const older = Messages.parse(
      (await call(chatEndpoints.supportList, buyer.token, { message_id: latest[0]!.id })).data,
    );
    expect(older.map((m) => m.content)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(
      Messages.parse((await call(chatEndpoints.supportList, buyer.token, { message_id: older[0]!.id })).data),
    ).toEqual([]);
  });

  it('takes a chat picture (JPEG or PNG the caller uploaded), and refuses others', async () => {
    const buyer = await createLoggedInUser(t);
    const png = await uploadBytes(t, buyer.token, 'chat', await randomPicture('png'));
    expect(png.data).toMatch(/^\/uploads\/chat\/[0-9a-f]{32}\.webp$/);
    const jpeg = await uploadBytes(t, buyer.token, 'chat', await randomPicture('jpeg'));
    expect(jpeg.code).toBe('0');
    expect((await uploadBytes(t, buyer.token, 'chat', await randomPicture('gif'))).key).toBe(
      'UPLOAD_TYPE_NOT_ALLOWED',
    );
    const huge = Buffer.concat([await randomPicture('png'), Buffer.alloc(10 * 1024 * 1024)]);
    expect((await uploadBytes(t, buyer.token, 'chat', huge)).key).toBe('UPLOAD_TOO_LARGE');
    const sent = await call(chatEndpoints.supportSend, buyer.token, {
      type: 'img',
      content: String(png.data),
    });
    expect(sent.data).toMatchObject({ type: 'img', content: png.data });
    const elsewhere = await uploadBytes(t, buyer.token, 'shop', await randomPicture('png'));
    for (const content of [
      String(elsewhere.data),
      '/uploads/chat/00000000000000000000000000000000.webp',
      'https://example.com/a.png',
      'javascript:alert(1)',
    ]) {
      expect((await call(chatEndpoints.supportSend, buyer.token, { type: 'img', content })).key).toBe(
        'COMMON_PARAM_INVALID',
      );
    }
  });

  it('refuses bad input with a clear error and writes nothing', async () => {
    const buyer = await createLoggedInUser(t);
    const cases: [Record<string, string | number>, string][] = [
      [{ content: '' }, 'COMMON_PARAM_MISSING'],
      [{ content: 'x'.repeat(1001) }, 'COMMON_PARAM_TOO_LONG'],
      [{ content: 'nul\u0000byte' }, 'COMMON_PARAM_INVALID'],
      [{ content: 'hi', type: 'video' }, 'COMMON_PARAM_INVALID'],
      [{ content: 'hi', contextType: 3, contextId: crypto.randomUUID() }, 'COMMON_PARAM_INVALID'],
      [{ content: 'hi', contextType: 2, contextId: crypto.randomUUID() }, 'COMMON_PARAM_INVALID'],
      [{ content: 'hi', contextType: 1 }, 'COMMON_PARAM_INVALID'],
    ];
    for (const [params, key] of cases) {
      const res = await call(chatEndpoints.supportSend, buyer.token, params);
      expect({ params, key: res.key, status: res.status }).toEqual({ params, key, status: 200 });
    }
    expect((await call(chatEndpoints.supportList, buyer.token, { message_id: 'abc' })).key).toBe(
      'COMMON_PARAM_INVALID',
    );
    expect(Messages.parse((await call(chatEndpoints.supportList, buyer.token)).data)).toEqual([]);
  });
});

describe('buyers and shops', () => {
  it('a buyer writes to a shop about its product; the shop reads and answers; each side’s counts move', async () => {
    const shop = await orderShop(t);
    const buyer = await orderBuyer(t, '100.00');
    const seller = shop.shop.id;
    const frames = await framesOf(async () => {
      const sent = await call(chatEndpoints.send, buyer.token, {
        partyid: seller,
        content: 'Is this teapot in stock?',
        contextType: 1,
        contextId: shop.listing.id,
      });
      expect(sent.code, sent.msg).toBe('0');
      expect(sent.data).toMatchObject({ send_receive: 'send', content: 'Is this teapot in stock?' });
    });
    const toShop = frames.filter((f) => f.audience.userIds?.includes(shop.owner.id));
    expect(toShop.map((f) => f.frame.type)).toEqual(['chat', 'unread']);
    expect(toShop[0]?.frame).toMatchObject({ as: 'shop', partyid: buyer.user.id });
    expect(toShop[1]?.frame).toMatchObject({ shop: 1 });

    // The shop's list and count, as the shop.
    expect((await call(chatEndpoints.unread, shop.token, { loginType: 'shop' })).data).toBe(1);
    const list = Conversations.parse(
      (await call(chatEndpoints.userList, shop.token, { loginType: 'shop' })).data,
    );
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      partyid: buyer.user.id,
      unreadmsg: 1,
      content: 'Is this teapot in stock?',
    });
    expect(list[0]?.username).not.toBe(buyer.user.username);
    let read: ChatMessageVo[] = [];
    const readFrames = await framesOf(async () => {
      read = Messages.parse(
        (await call(chatEndpoints.list, shop.token, { loginType: 'shop', partyid: buyer.user.id })).data,
      );
    });
    expect(read).toMatchObject([{ send_receive: 'receive', contextType: 1, contextId: shop.listing.id }]);
    // The shop owner's sockets hear the count go.
    expect(readFrames).toEqual([
      { audience: { userIds: [shop.owner.id] }, frame: expect.objectContaining({ type: 'unread', shop: 0 }) },
    ]);
    expect((await call(chatEndpoints.unread, shop.token, { loginType: 'shop' })).data).toBe(0);

    // The answer, and the buyer's view.
    const answer = await call(chatEndpoints.send, shop.token, {
      loginType: 'shop',
      partyid: buyer.user.id,
      content: 'Yes, 100 left.',
    });
    expect(answer.code, answer.msg).toBe('0');
    expect((await call(chatEndpoints.unread, buyer.token)).data).toBe(1);
    const mine = Conversations.parse((await call(chatEndpoints.userList, buyer.token)).data);
    expect(mine[0]).toMatchObject({ partyid: seller, username: shop.shop.name, unreadmsg: 1 });
    let thread: ChatMessageVo[] = [];
    const buyerRead = await framesOf(async () => {
      thread = Messages.parse((await call(chatEndpoints.list, buyer.token, { partyid: seller })).data);
    });
    expect(thread.map((m) => [m.content, m.send_receive])).toEqual([
      ['Is this teapot in stock?', 'send'],
      ['Yes, 100 left.', 'receive'],
    ]);
    expect(buyerRead.map((f) => [f.audience.userIds, f.frame.type, field(f.frame, 'chat')])).toEqual([
      [[buyer.user.id], 'unread', 0],
    ]);
    expect((await call(chatEndpoints.unread, buyer.token)).data).toBe(0);
  });

  it('keeps each conversation to its two sides', async () => {
    const shop = await orderShop(t);
    const other = await orderShop(t);
    const buyer = await orderBuyer(t, '100.00');
    const stranger = await orderBuyer(t, '100.00');
    await call(chatEndpoints.send, buyer.token, { partyid: shop.shop.id, content: 'Private question' });
    // Another buyer sees only their own (empty) conversation with that shop.
    expect(
      Messages.parse((await call(chatEndpoints.list, stranger.token, { partyid: shop.shop.id })).data),
    ).toEqual([]);
    // Another shop cannot read it, nor write to a buyer who never wrote to it.
    const asOther = { loginType: 'shop', partyid: buyer.user.id };
    expect((await call(chatEndpoints.list, other.token, asOther)).key).toBe('COMMON_NOT_FOUND');
    expect((await call(chatEndpoints.send, other.token, { ...asOther, content: 'Hi' })).key).toBe(
      'COMMON_NOT_FOUND',
    );
    // A buyer is not a shop; a seller does not write to its own shop.
    expect((await call(chatEndpoints.userList, buyer.token, { loginType: 'shop' })).key).toBe(
      'AUTH_NOT_A_SELLER',
    );
    expect((await call(chatEndpoints.send, shop.token, { partyid: shop.shop.id, content: 'Me' })).key).toBe(
      'COMMON_NO_PERMISSION',
    );
    // A product of another shop, or another buyer's order, is not what this conversation is about.
    const [order] = await placed(stranger.token, orderInfo([shop.listing.id, null, 1]));
    const cases: Record<string, string | number>[] = [
      { contextType: 1, contextId: other.listing.id },
      { contextType: 2, contextId: order! },
    ];
    for (const context of cases) {
      expect(
        (await call(chatEndpoints.send, buyer.token, { partyid: shop.shop.id, content: 'About', ...context }))
          .key,
      ).toBe('COMMON_PARAM_INVALID');
    }
    // The stranger's own order with that shop is.
    const about = await call(chatEndpoints.send, stranger.token, {
      partyid: shop.shop.id,
      content: 'About my order',
      contextType: 2,
      contextId: order!,
    });
    expect(about.code, about.msg).toBe('0');
    // An unknown shop.
    expect(
      (await call(chatEndpoints.send, buyer.token, { partyid: crypto.randomUUID(), content: 'Hi' })).key,
    ).toBe('CATALOG_SHOP_NOT_FOUND');
  });

  it('opens one conversation however many first messages arrive at once', async () => {
    const shop = await orderShop(t);
    const buyer = await orderBuyer(t, '100.00');
    const sent = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(chatEndpoints.send, buyer.token, { partyid: shop.shop.id, content: `n${i}` }),
      ),
    );
    expect(sent.every((r) => r.code === '0')).toBe(true);
    expect(Conversations.parse((await call(chatEndpoints.userList, buyer.token)).data)).toHaveLength(1);
    expect((await call(chatEndpoints.unread, shop.token, { loginType: 'shop' })).data).toBe(8);
  });
});

describe('how much one account may send (issue 50)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ rateLimitPerMinute: 10_000 });
  });
  /** A message from `token`, each from an address of its own (the per-address limit never bites). */
  let address = 0;
  const send = (endpoint: Endpoint, token: string, params: Record<string, string> = {}) =>
    limited.action(
      path(endpoint),
      { token, content: 'hello?', ...params },
      { remoteAddress: `10.9.${Math.floor(++address / 250)}.${address % 250}` },
    );
  /** Messages the user has written, to support and to shops. */
  const stored = async (userId: string) =>
    (
      await limited.db
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
        .where(and(eq(chatConversations.userId, userId), eq(chatMessages.sender, 'user')))
    ).length;

  it('cuts a burst from many addresses at 10, then 30 a minute; another account is not affected', async () => {
    const spammer = await createLoggedInUser(limited);
    const other = await createLoggedInUser(limited);
    const shop = await createSeller(limited.db);
    const started = limited.clock.now().getTime();
    for (let i = 0; i < 10; i++)
      expect((await send(chatEndpoints.supportSend, spammer.token)).code).toBe('0');
    const refused = await send(chatEndpoints.supportSend, spammer.token);
    expect(refused).toMatchObject({ status: 429, code: '1', key: 'COMMON_RATE_LIMITED', data: null });
    expect(refused.msg).not.toBe('');
    // To a shop it is the same account's burst; nothing of the refused messages was written.
    expect((await send(chatEndpoints.send, spammer.token, { partyid: shop.id, loginType: 'user' })).key).toBe(
      'COMMON_RATE_LIMITED',
    );
    expect(await stored(spammer.user.id)).toBe(10);
    expect((await send(chatEndpoints.supportSend, other.token)).code).toBe('0');

    // The bursts of the next 10-second windows, up to 30 in the minute.
    for (const offset of [11_000, 22_000]) {
      limited.clock.set(new Date(started + offset));
      for (let i = 0; i < 10; i++)
        expect((await send(chatEndpoints.supportSend, spammer.token)).code).toBe('0');
    }
    limited.clock.set(new Date(started + 33_000));
    expect((await send(chatEndpoints.supportSend, spammer.token)).key).toBe('COMMON_RATE_LIMITED');
    expect(await stored(spammer.user.id)).toBe(30);
    // A new minute.
    limited.clock.set(new Date(started + 61_000));
    expect(
      (await send(chatEndpoints.send, spammer.token, { partyid: shop.id, loginType: 'user' })).code,
    ).toBe('0');
  });
});
