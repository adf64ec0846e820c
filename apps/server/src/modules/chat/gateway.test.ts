// The websocket (issue 20): token auth (in the address or as the first frame), frames delivered to
// their audience only, pings, a bad token refused; and, with REDIS_URL, a frame published on one
// instance reaching a socket held by another. Issue 50: an ended session's sockets close at once
// (on every instance), sockets per session and per address are limited, a socket belongs to one
// session, and a frame too large is no error in the log.
import { chatEndpoints, REALTIME_CLOSE } from '@caravan/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createLoggedInOperator, createLoggedInUser } from '../../../test/factories.js';
import { wsClient as client } from '../../../test/ws-client.js';

async function listen(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace(/^http/, 'ws');
}

/** The close code of a socket that closes within `ms`, else 'open'. */
function closedWithin(c: ReturnType<typeof client>, ms = 2000): Promise<number | 'open'> {
  return Promise.race([c.closed, new Promise<'open'>((r) => setTimeout(() => r('open'), ms))]);
}

/** Whether the socket still answers a ping. */
async function answers(c: ReturnType<typeof client>): Promise<boolean> {
  await c.opened;
  c.send({ type: 'ping' });
  return c.next('pong', 2000).then(
    () => true,
    () => false,
  );
}

/** Log lines of level error (50) or worse. */
const errorLines = (logs: string[]) =>
  logs.filter((line) => ((JSON.parse(line) as { level?: number }).level ?? 0) >= 50);

describe('the websocket', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp();
    base = await listen(t.app);
  });

  it('greets a user with their unread counts, and pushes support’s answer to them only', async () => {
    const buyer = await createLoggedInUser(t);
    const bystander = await createLoggedInUser(t);
    const op = await createLoggedInOperator(t, 'customer_service');
    const me = client(`${base}/data/websocket?token=${buyer.token}`);
    const them = client(`${base}/wap/data/websocket`);
    await them.opened;
    them.send({ type: 'auth', token: bystander.token });
    const inbox = client(`${base}/data/websocket?token=${op.token}`);
    expect(await me.next('hello')).toMatchObject({ unread: { support: 0, chat: 0, shop: 0 } });
    await them.next('hello');
    expect(await inbox.next('hello')).toMatchObject({ waiting: 0 });

    await t.action('/api/newOnlinechat!send.action', { token: buyer.token, content: 'Anyone there?' });
    const arrived = await inbox.next('support');
    expect(arrived).toMatchObject({
      userId: buyer.user.id,
      message: { content: 'Anyone there?', send_receive: 'receive' },
    });
    // The buyer's own socket hears its message too (another tab stays in step).
    expect(await me.next('chat')).toMatchObject({
      message: { content: 'Anyone there?', send_receive: 'send' },
    });

    const id = arrived.conversationId as string;
    await t.action(`/admin/${chatEndpoints.admin.send.name}.action`, {
      token: op.token,
      id,
      content: 'Yes, how can I help?',
    });
    expect(await me.next('chat')).toMatchObject({
      channel: 'support',
      message: { content: 'Yes, how can I help?' },
    });
    expect(await me.next('unread')).toMatchObject({ support: 1 });
    // Nothing of it reached the bystander.
    me.send({ type: 'ping' });
    await me.next('pong');
    them.send({ type: 'ping' });
    await them.next('pong');
    expect(them.frames.map((f) => f.type)).toEqual(['hello', 'pong']);
    for (const c of [me, them, inbox]) c.close();
  });

  it('closes a socket whose token is no session, and one that never says who it is', async () => {
    const bad = client(`${base}/data/websocket?token=${'0'.repeat(32)}`);
    expect(await bad.closed).toBe(4401);
    const silent = client(`${base}/data/websocket`);
    await silent.opened;
    silent.send({ type: 'auth', token: 'not-a-token' });
    expect(await silent.closed).toBe(4401);
    // A frame too large for us ends the socket rather than being read.
    const buyer = await createLoggedInUser(t);
    const big = client(`${base}/data/websocket?token=${buyer.token}`);
    await big.next('hello');
    const before = t.logs.length;
    big.socket.send('x'.repeat(10_000));
    expect(await big.closed).toBe(1009);
    // A client's doing, told as a warning: no error line (issue 50).
    await new Promise((r) => setTimeout(r, 100));
    const after = t.logs.slice(before);
    expect(errorLines(after)).toEqual([]);
    expect(after.some((line) => line.includes('Max payload size exceeded'))).toBe(true);
  });

  it('ignores frames that are JSON but no object, and keeps answering', async () => {
    const buyer = await createLoggedInUser(t);
    const c = client(`${base}/data/websocket?token=${buyer.token}`);
    await c.next('hello');
    for (const text of ['null', '5', '"auth"', '[]']) c.socket.send(text);
    expect(await answers(c)).toBe(true);
    c.close();
  });
});

describe('the websocket and the sessions (issue 50)', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp();
    base = await listen(t.app);
  });

  it('closes a session’s sockets at once when it is logged out, and no one else’s', async () => {
    const buyer = await createLoggedInUser(t);
    const bystander = await createLoggedInUser(t);
    const mine = client(`${base}/data/websocket`);
    await mine.opened;
    mine.send({ type: 'auth', token: buyer.token });
    const theirs = client(`${base}/data/websocket?token=${bystander.token}`);
    await mine.next('hello');
    await theirs.next('hello');
    // Another session of the same buyer stays.
    const login = await t.action('/api/user!newlogin.action', {
      username: buyer.user.username,
      password: buyer.user.password,
    });
    const other = client(`${base}/data/websocket?token=${(login.data as { token: string }).token}`);
    await other.next('hello');

    expect((await t.action('/api/user!logout.action', { token: buyer.token })).code).toBe('0');
    expect(await closedWithin(mine)).toBe(REALTIME_CLOSE.unauthorised);
    expect(await answers(theirs)).toBe(true);
    expect(await answers(other)).toBe(true);
    // The ended token opens no socket any more.
    expect(await closedWithin(client(`${base}/data/websocket?token=${buyer.token}`))).toBe(
      REALTIME_CLOSE.unauthorised,
    );
    theirs.close();
    other.close();
  });

  it('closes every socket of a user whose password changes, who is disabled, or who cancels', async () => {
    // A password change ends every session, this one included.
    const changer = await createLoggedInUser(t);
    const second = await t.action('/api/user!newlogin.action', {
      username: changer.user.username,
      password: changer.user.password,
    });
    const tabs = [changer.token, (second.data as { token: string }).token].map((token) =>
      client(`${base}/data/websocket?token=${token}`),
    );
    for (const tab of tabs) await tab.next('hello');
    const changed = await t.action('/api/user!updateOldAndNewPsw.action', {
      token: changer.token,
      old_password: changer.user.password,
      password: 'Changed123',
      comfirm_password: 'Changed123',
    });
    expect(changed.code).toBe('0');
    for (const tab of tabs) expect(await closedWithin(tab)).toBe(REALTIME_CLOSE.unauthorised);
    // Logged in again, a new socket is greeted.
    const again = await t.action('/api/user!newlogin.action', {
      username: changer.user.username,
      password: 'Changed123',
    });
    const fresh = client(`${base}/data/websocket?token=${(again.data as { token: string }).token}`);
    await fresh.next('hello');
    fresh.close();

    // Disabled from the console.
    const disabled = await createLoggedInUser(t);
    const admin = await createLoggedInOperator(t, 'super_admin');
    const hisSocket = client(`${base}/data/websocket?token=${disabled.token}`);
    await hisSocket.next('hello');
    const done = await t.action('/admin/user!disable.action', {
      token: admin.token,
      id: disabled.user.id,
      reason: 'fraud',
    });
    expect(done.code).toBe('0');
    expect(await closedWithin(hisSocket)).toBe(REALTIME_CLOSE.unauthorised);

    // Cancelled by its owner.
    const leaving = await createLoggedInUser(t);
    const herSocket = client(`${base}/data/websocket?token=${leaving.token}`);
    await herSocket.next('hello');
    const closed = await t.action('/api/user!logoff.action', {
      token: leaving.token,
      reason: 'bye',
      password: 'Secret123',
    });
    expect(closed.code, closed.msg).toBe('0');
    expect(await closedWithin(herSocket)).toBe(REALTIME_CLOSE.unauthorised);
  });

  it('closes an operator’s inbox socket when the operator logs out', async () => {
    const op = await createLoggedInOperator(t, 'customer_service');
    const inbox = client(`${base}/data/websocket?token=${op.token}`);
    await inbox.next('hello');
    expect((await t.action('/admin/auth!logout.action', { token: op.token })).code).toBe('0');
    expect(await closedWithin(inbox)).toBe(REALTIME_CLOSE.unauthorised);
  });

  it('keeps at most 5 sockets open per session; another session is not affected', async () => {
    const buyer = await createLoggedInUser(t);
    // Opened at once: all authenticate together, and still only 5 pass.
    const six = Array.from({ length: 6 }, () => client(`${base}/data/websocket?token=${buyer.token}`));
    const outcomes = await Promise.all(
      six.map((c) =>
        Promise.race([c.next('hello').then(() => 'hello' as const), c.closed]).catch(() => 'none' as const),
      ),
    );
    expect(outcomes.filter((o) => o === 'hello')).toHaveLength(5);
    expect(outcomes.filter((o) => o === REALTIME_CLOSE.tooMany)).toHaveLength(1);
    // The same user's other session opens its own.
    const login = await t.action('/api/user!newlogin.action', {
      username: buyer.user.username,
      password: buyer.user.password,
    });
    const other = client(`${base}/data/websocket?token=${(login.data as { token: string }).token}`);
    await other.next('hello');
    // One closed frees its place.
    const open = six.filter((_, i) => outcomes[i] === 'hello');
    open[0]!.close();
    await open[0]!.closed;
    const next = client(`${base}/data/websocket?token=${buyer.token}`);
    await next.next('hello');
    for (const c of [...open.slice(1), other, next]) c.close();
  });

  it('lets a socket belong to one session only: another token in a later auth frame closes it', async () => {
    const alice = await createLoggedInUser(t);
    const mallory = await createLoggedInUser(t);
    // Two auth frames at once, before the first is answered.
    const raced = client(`${base}/data/websocket`);
    await raced.opened;
    raced.send({ type: 'auth', token: alice.token });
    raced.send({ type: 'auth', token: mallory.token });
    expect(await closedWithin(raced)).toBe(REALTIME_CLOSE.authTwice);

    // After it is greeted.
    const late = client(`${base}/data/websocket?token=${alice.token}`);
    await late.next('hello');
    late.send({ type: 'auth', token: mallory.token });
    expect(await closedWithin(late)).toBe(REALTIME_CLOSE.authTwice);

    // The same token again changes nothing: the socket stays Alice's, and only hers.
    const again = client(`${base}/data/websocket`);
    await again.opened;
    again.send({ type: 'auth', token: alice.token });
    again.send({ type: 'auth', token: alice.token });
    await again.next('hello');
    const counts = (support: number) => ({ type: 'unread' as const, support, chat: 0, shop: 0 });
    await t.app.deps.realtime.publish({ userIds: [mallory.user.id] }, counts(9));
    await t.app.deps.realtime.publish({ userIds: [alice.user.id] }, counts(1));
    expect(await again.next('unread')).toMatchObject({ support: 1 });
    expect(await answers(again)).toBe(true);
    expect(again.frames.filter((f) => f.type === 'unread')).toHaveLength(1);
    expect(again.frames.filter((f) => f.type === 'hello')).toHaveLength(1);
    again.close();
  });
});

describe('the websocket’s frames in tests', () => {
  it('are checked against the contract: a frame it refuses throws, and reaches no socket', async () => {
    const t = await buildTestApp();
    const base = await listen(t.app);
    const user = await createLoggedInUser(t);
    const socket = client(`${base}/data/websocket?token=${user.token}`);
    await socket.next('hello');
    const broken = { type: 'notification', unread: 1 } as unknown as { type: 'pong' };
    await expect(t.app.deps.realtime.publish({ userIds: [user.user.id] }, broken)).rejects.toThrow();
    expect(await answers(socket)).toBe(true);
    expect(socket.frames.map((f) => f.type)).toEqual(['hello', 'pong']);
    socket.close();
    await t.app.close();
  });
});

describe('the websocket behind a proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp({ trustProxy: true });
    base = await listen(t.app);
  });

  it('keeps at most 50 sockets open per client address, as the proxy names it', async () => {
    const from = (ip: string) => client(`${base}/data/websocket`, { 'x-forwarded-for': ip });
    const fifty = Array.from({ length: 50 }, () => from('203.0.113.9'));
    await Promise.all(fifty.map((c) => c.opened));
    const refused = from('203.0.113.9');
    expect(await closedWithin(refused)).toBe(REALTIME_CLOSE.tooMany);
    // Another address behind the same proxy is served, and a place freed is taken again.
    const neighbour = from('203.0.113.10');
    expect(await answers(neighbour)).toBe(true);
    fifty[0]!.close();
    await fifty[0]!.closed;
    const next = from('203.0.113.9');
    expect(await answers(next)).toBe(true);
    for (const c of [...fifty.slice(1), neighbour, next]) c.close();
  });
});

const redisUrl = process.env.REDIS_URL;

describe.runIf(redisUrl)('the websocket on two instances (Redis)', () => {
  const prefix = `ws-test-${process.pid}-${Date.now().toString(36)}`;
  let a: TestApp;
  let b: TestApp;
  let baseB: string;
  beforeAll(async () => {
    a = await buildTestApp({ redisUrl, redisPrefix: prefix });
    b = await buildTestApp({ redisUrl, redisPrefix: prefix });
    baseB = await listen(b.app);
  });
  afterAll(async () => {
    await a.app.close();
    await b.app.close();
  });

  it('delivers a frame published on one instance to a socket held by the other', async () => {
    const user = await createLoggedInUser(b);
    const socket = client(`${baseB}/data/websocket?token=${user.token}`);
    await socket.next('hello');
    const frame = { type: 'unread', support: 3, chat: 0, shop: 0 } as const;
    await a.app.deps.realtime.publish({ userIds: [user.user.id] }, frame);
    expect(await socket.next('unread')).toMatchObject({ support: 3 });
    socket.close();
  });

  it('closes at once a socket held by one instance when its session is logged out on the other', async () => {
    // The test apps have a database each: the user and the session are copied to B's, where the
    // session then stays — B closes the socket because A said so, not because it looked.
    const user = await createLoggedInUser(a);
    const [row] = await a.db.select().from(users).where(eq(users.id, user.user.id));
    const [session] = await a.db.select().from(sessions).where(eq(sessions.userId, user.user.id));
    await b.db.insert(users).values(row!);
    await b.db.insert(sessions).values(session!);
    const socket = client(`${baseB}/data/websocket?token=${user.token}`);
    await socket.next('hello');
    expect((await a.action('/api/user!logout.action', { token: user.token })).code).toBe('0');
    expect(await closedWithin(socket)).toBe(REALTIME_CLOSE.unauthorised);
    expect(await b.db.select().from(sessions).where(eq(sessions.userId, user.user.id))).toHaveLength(1);
  });
});
