// The websocket's greeting and what is published while it is read (stop 62): a socket is attached
// before its first counts are read, and what reaches it meanwhile follows the greeting. Before, the
// counts were read first and the socket attached after: an answer sent in between never arrived
// (the browser test of the chat badge waited for it in vain on a busy machine).
import { chatEndpoints } from '@caravan/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createLoggedInOperator, createLoggedInUser } from '../../../test/factories.js';
import { wsClient } from '../../../test/ws-client.js';
import type * as ChatService from './chat.service.js';

/** The greeting's read of the unread counts waits here while `gate.closed`. */
const gate = vi.hoisted(() => {
  let open: () => void = () => undefined;
  let reached: () => void = () => undefined;
  const state = {
    closed: null as Promise<void> | null,
    reached: null as Promise<void> | null,
    shut() {
      state.closed = new Promise<void>((resolve) => (open = resolve));
      state.reached = new Promise<void>((resolve) => (reached = resolve));
    },
    open: () => open(),
    arrive: () => reached(),
  };
  return state;
});

vi.mock('./chat.service.js', async (load) => {
  const real = await load<typeof ChatService>();
  return {
    ...real,
    unreadSummary: async (...args: Parameters<typeof real.unreadSummary>) => {
      if (gate.closed) {
        gate.arrive();
        await gate.closed;
      }
      return real.unreadSummary(...args);
    },
  };
});

describe('the websocket greeting', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp();
    base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('delivers, after the greeting, an answer published while the counts were read', async () => {
    const buyer = await createLoggedInUser(t);
    const op = await createLoggedInOperator(t, 'customer_service');
    await t.action('/api/newOnlinechat!send.action', { token: buyer.token, content: 'Anyone there?' });
    const list = (await t.action(`/admin/${chatEndpoints.admin.list.name}.action`, {
      token: op.token,
      view: 'all',
    })) as { data: { pageList: { id: string; userId: string }[] } };
    const conversation = list.data.pageList.find((c) => c.userId === buyer.user.id);
    expect(conversation).toBeDefined();

    gate.shut();
    const socket = wsClient(`${base}/data/websocket?token=${buyer.token}`);
    await gate.reached;
    await t.action(`/admin/${chatEndpoints.admin.send.name}.action`, {
      token: op.token,
      id: conversation!.id,
      content: 'Yes, how can I help?',
    });
    gate.open();

    const hello = await socket.next('hello');
    const answer = await socket.next('chat');
    expect(answer).toMatchObject({ channel: 'support', message: { content: 'Yes, how can I help?' } });
    // The greeting comes first; the held frames after it, newest last.
    expect(socket.frames[0]?.type).toBe('hello');
    const counts = socket.frames.filter((f) => f.type === 'hello' || f.type === 'unread').at(-1);
    expect(counts === hello ? hello.unread : counts).toMatchObject({ support: 1 });
    socket.close();
  });
});
