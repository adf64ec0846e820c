// The websocket (issue 20): token auth (in the address or as the first frame), frames delivered to
// their audience only, pings, a bad token refused; and, with REDIS_URL, a frame published on one
// instance reaching a socket held by another.
import { chatEndpoints } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createLoggedInOperator, createLoggedInUser } from '../../../test/factories.js';
import { wsClient as client } from '../../../test/ws-client.js';

async function listen(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace(/^http/, 'ws');
}

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
    big.socket.send('x'.repeat(10_000));
    expect(await big.closed).toBe(1009);
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
    await a.app.deps.realtime.publish({ userIds: [user.user.id] }, { type: 'notification', unread: 3 });
    expect(await socket.next('notification')).toMatchObject({ unread: 3 });
    socket.close();
  });
});
