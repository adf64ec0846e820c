import { canUse } from '@caravan/contract';
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { AppDeps } from '../../deps.js';
import type { Audience, Frame } from '../../lib/realtime.js';
import { findSession } from '../account/index.js';
import { unreadSummary } from './chat.service.js';
import { supportWaiting } from './support-inbox.service.js';

// The websocket (issue 20, spec §7): `/data/websocket` (and under /wap), JSON frames. A socket
// authenticates with the session token — in the address (`?token=`) or as its first frame
// (`{"type":"auth","token":…}`) — and then receives what is published to its user, or, for a
// customer-service operator, to the support inbox: new messages, unread counts, notifications.
// Sending goes through the HTTP actions; a socket only listens (and answers pings).

const PATHS = ['/data/websocket', '/wap/data/websocket'];
/** Frames larger than this are not ours (a client sends only auth and ping). */
const MAX_FRAME_BYTES = 4096;
/** How long a socket may stay without a session before it is closed. */
const AUTH_TIMEOUT_MS = 10_000;
/** Pings keep proxies from closing idle sockets and find dead ones. */
const PING_MS = 30_000;
/** How often each socket's session is checked again (logged out, expired or disabled → closed). */
const RECHECK_MS = 60_000;

/** Close codes: 4401 no (or an ended) session. */
const UNAUTHORISED = 4401;

type Client =
  | { kind: 'user'; userId: string; sellerId: string | null; token: string }
  | { kind: 'operator'; support: boolean; token: string };

export interface Gateway {
  /** Sockets this instance holds, by kind (for tests and the bench). */
  counts(): { users: number; operators: number };
}

function send(socket: WebSocket, frame: Frame): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
}

function tokenInAddress(request: FastifyRequest): string | undefined {
  const token = (request.query as Record<string, unknown>).token;
  return typeof token === 'string' ? token : undefined;
}

/** Serves the websocket and delivers every frame published (on any instance) to its audience here. */
export async function registerChatGateway(app: FastifyInstance, deps: AppDeps): Promise<Gateway> {
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  const clients = new Map<WebSocket, Client>();
  const byUser = new Map<string, Set<WebSocket>>();

  const attach = (socket: WebSocket, client: Client) => {
    clients.set(socket, client);
    if (client.kind === 'user') {
      const set = byUser.get(client.userId) ?? new Set();
      set.add(socket);
      byUser.set(client.userId, set);
    }
  };
  const detach = (socket: WebSocket) => {
    const client = clients.get(socket);
    clients.delete(socket);
    if (client?.kind === 'user') {
      const set = byUser.get(client.userId);
      set?.delete(socket);
      if (set?.size === 0) byUser.delete(client.userId);
    }
  };

  const deliver = (audience: Audience, frame: Frame) => {
    for (const userId of audience.userIds ?? []) {
      for (const socket of byUser.get(userId) ?? []) send(socket, frame);
    }
    if (audience.supportOperators) {
      for (const [socket, client] of clients) {
        if (client.kind === 'operator' && client.support) send(socket, frame);
      }
    }
  };
  const unsubscribe = deps.realtime.subscribe(deliver);

  /** Who the token is, with what the socket is told first; null when it is no live session. */
  const authenticate = async (token: string): Promise<{ client: Client; hello: Frame } | null> => {
    const session = await findSession(deps.db, token, deps.clock.now());
    if (!session) return null;
    if (session.kind === 'user') {
      const unread = await unreadSummary(deps.db, session.userId, session.sellerId);
      return {
        client: { kind: 'user', userId: session.userId, sellerId: session.sellerId, token },
        hello: { type: 'hello', unread },
      };
    }
    const support = canUse(session.role, 'support');
    return {
      client: { kind: 'operator', support, token },
      hello: { type: 'hello', waiting: support ? await supportWaiting(deps.db) : 0 },
    };
  };

  // Pings find dead sockets; the sessions are checked again so a logout ends its sockets too.
  let tick = 0;
  const timer = setInterval(() => {
    tick += 1;
    const recheck = (tick * PING_MS) % RECHECK_MS === 0;
    for (const [socket, client] of clients) {
      const alive = socket as WebSocket & { isAlive?: boolean };
      if (alive.isAlive === false) {
        socket.terminate();
        continue;
      }
      alive.isAlive = false;
      socket.ping();
      if (recheck) {
        void findSession(deps.db, client.token, deps.clock.now())
          .then((session) => {
            if (!session) socket.close(UNAUTHORISED, 'session ended');
          })
          .catch(() => undefined);
      }
    }
  }, PING_MS);
  timer.unref();

  app.addHook('onClose', async () => {
    clearInterval(timer);
    unsubscribe();
    for (const socket of clients.keys()) socket.close(1001, 'server closing');
  });

  const handler = (socket: WebSocket, request: FastifyRequest) => {
    const alive = socket as WebSocket & { isAlive?: boolean };
    alive.isAlive = true;
    socket.on('pong', () => {
      alive.isAlive = true;
    });
    let authenticated = false;
    const start = async (token: string) => {
      const found = await authenticate(token).catch(() => null);
      if (!found) {
        socket.close(UNAUTHORISED, 'no session');
        return;
      }
      if (socket.readyState !== socket.OPEN) return;
      authenticated = true;
      attach(socket, found.client);
      send(socket, found.hello);
    };
    const deadline = setTimeout(() => {
      if (!authenticated) socket.close(UNAUTHORISED, 'no session');
    }, AUTH_TIMEOUT_MS);
    socket.on('close', () => {
      clearTimeout(deadline);
      detach(socket);
    });
    socket.on('message', (data) => {
      let frame: { type?: unknown; token?: unknown };
      try {
        frame = JSON.parse(data.toString()) as typeof frame;
      } catch {
        return;
      }
      if (frame.type === 'ping') send(socket, { type: 'pong' });
      else if (frame.type === 'auth' && !authenticated && typeof frame.token === 'string')
        void start(frame.token);
    });
    const token = tokenInAddress(request);
    if (token) void start(token);
  };
  for (const url of PATHS) app.get(url, { websocket: true }, handler);

  return {
    counts: () => {
      let users = 0;
      let operators = 0;
      for (const client of clients.values()) {
        if (client.kind === 'user') users += 1;
        else operators += 1;
      }
      return { users, operators };
    },
  };
}
