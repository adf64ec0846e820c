import { canUse, REALTIME_CLOSE } from '@caravan/contract';
import websocket from '@fastify/websocket';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { AppDeps } from '../../deps.js';
import { SESSIONS_ENDED, type Audience, type Frame } from '../../lib/realtime.js';
import { findSession, sessionKey } from '../account/index.js';
import { unreadSummary } from './chat.service.js';
import { supportWaiting } from './support-inbox.service.js';

// The websocket (issue 20, spec §7): `/data/websocket` (and under /wap), JSON frames. A socket
// authenticates with the session token — in the address (`?token=`) or as its first frame
// (`{"type":"auth","token":…}`) — and then receives what is published to its user, or, for a
// customer-service operator, to the support inbox: new messages, unread counts, notifications.
// Sending goes through the HTTP actions; a socket only listens (and answers pings).
//
// Issue 50: a socket belongs to one session for its life (another token in a later `auth` frame
// closes it); a session has at most 5 sockets and an address 50 (counted by each instance: behind a
// load balancer of N instances, up to N times that); and a session that ends (logout, password
// change, a disabled or cancelled account) closes its sockets at once, on every instance
// (announceEndedSessions). Close codes: REALTIME_CLOSE in the contract.

const PATHS = ['/data/websocket', '/wap/data/websocket'];
/** Frames larger than this are not ours (a client sends only auth and ping). */
const MAX_FRAME_BYTES = 4096;
/** How long a socket may stay without a session before it is closed. */
const AUTH_TIMEOUT_MS = 10_000;
/** Pings keep proxies from closing idle sockets and find dead ones. */
const PING_MS = 30_000;
/**
 * How often each socket's session is checked again: an expired session, or one ended while its
 * announcement could not be handed on (Redis unreachable), is closed by then at the latest.
 */
const RECHECK_MS = 60_000;
/** Sockets open at once (on one instance) for one session, and for one client address. */
export const MAX_SOCKETS_PER_SESSION = 5;
export const MAX_SOCKETS_PER_ADDRESS = 50;

const { unauthorised: UNAUTHORISED, tooMany: TOO_MANY, authTwice: AUTH_TWICE } = REALTIME_CLOSE;

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

/** Adds `socket` to the set kept under `key`. */
function addTo<K>(map: Map<K, Set<WebSocket>>, key: K, socket: WebSocket): Set<WebSocket> {
  const set = map.get(key) ?? new Set<WebSocket>();
  set.add(socket);
  map.set(key, set);
  return set;
}

function removeFrom<K>(map: Map<K, Set<WebSocket>>, key: K, socket: WebSocket): void {
  const set = map.get(key);
  set?.delete(socket);
  if (set?.size === 0) map.delete(key);
}

/**
 * A socket's error. What a client caused is a warning (a frame too large or not websocket: ws has
 * closed the socket already, with 1009 or 1002) or information (a connection cut), never an error;
 * anything else is an error, and the socket is dropped.
 */
function socketError(log: FastifyBaseLogger, error: Error & { code?: string }, socket: WebSocket): void {
  const code = error.code ?? '';
  if (code.startsWith('WS_ERR_')) log.warn({ code }, `websocket closed: ${error.message}`);
  else if (code === 'ECONNRESET' || code === 'EPIPE') log.info({ code }, 'websocket connection cut');
  else {
    log.error({ err: error }, 'websocket error');
    socket.terminate();
  }
}

/** Serves the websocket and delivers every frame published (on any instance) to its audience here. */
export async function registerChatGateway(app: FastifyInstance, deps: AppDeps): Promise<Gateway> {
  await app.register(websocket, {
    options: { maxPayload: MAX_FRAME_BYTES },
    errorHandler: (error, socket, request) => socketError(request.log, error, socket),
  });
  const clients = new Map<WebSocket, Client>();
  const byUser = new Map<string, Set<WebSocket>>();
  /** Sockets by the session they said (its token's hash): authenticating or attached. */
  const bySession = new Map<string, Set<WebSocket>>();
  /** Sockets open by client address (request.ip: behind TRUST_PROXY, as the proxy names it). */
  const byAddress = new Map<string, number>();

  /**
   * Frames for sockets attached but not yet greeted: they follow the greeting, so that what was
   * published while its counts were read is neither lost nor overwritten by older counts.
   */
  const held = new Map<WebSocket, Frame[]>();
  const attach = (socket: WebSocket, client: Client) => {
    held.set(socket, []);
    clients.set(socket, client);
    if (client.kind === 'user') addTo(byUser, client.userId, socket);
  };
  const detach = (socket: WebSocket) => {
    const client = clients.get(socket);
    clients.delete(socket);
    held.delete(socket);
    if (client?.kind === 'user') removeFrom(byUser, client.userId, socket);
  };
  const sendOrHold = (socket: WebSocket, frame: Frame) => {
    const waiting = held.get(socket);
    if (waiting) waiting.push(frame);
    else send(socket, frame);
  };
  const greet = (socket: WebSocket, hello: Frame) => {
    const waiting = held.get(socket) ?? [];
    held.delete(socket);
    send(socket, hello);
    for (const frame of waiting) send(socket, frame);
  };

  const deliver = (audience: Audience, frame: Frame) => {
    if (frame.type === SESSIONS_ENDED) {
      // From another instance, through Redis: read with care.
      const ended: unknown = frame.sessions;
      for (const key of Array.isArray(ended) ? (ended as unknown[]) : []) {
        if (typeof key !== 'string') continue;
        for (const socket of bySession.get(key) ?? []) socket.close(UNAUTHORISED, 'session ended');
      }
      return;
    }
    for (const userId of audience.userIds ?? []) {
      for (const socket of byUser.get(userId) ?? []) sendOrHold(socket, frame);
    }
    if (audience.supportOperators) {
      for (const [socket, client] of clients) {
        if (client.kind === 'operator' && client.support) sendOrHold(socket, frame);
      }
    }
  };
  const unsubscribe = deps.realtime.subscribe(deliver);

  /** Who the token is; null when it is no live session. */
  const authenticate = async (token: string): Promise<Client | null> => {
    const session = await findSession(deps.db, token, deps.clock.now());
    if (!session) return null;
    if (session.kind === 'user') {
      return { kind: 'user', userId: session.userId, sellerId: session.sellerId, token };
    }
    return { kind: 'operator', support: canUse(session.role, 'support'), token };
  };
  /** What a socket is told first: its counts, read once it is attached. */
  const greeting = async (client: Client): Promise<Frame> => {
    if (client.kind === 'user') {
      return { type: 'hello', unread: await unreadSummary(deps.db, client.userId, client.sellerId) };
    }
    return { type: 'hello', waiting: client.support ? await supportWaiting(deps.db) : 0 };
  };

  // Pings find dead sockets; the sessions are checked again so an expired one ends its sockets too.
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
    const address = request.ip;
    const open = byAddress.get(address) ?? 0;
    if (open >= MAX_SOCKETS_PER_ADDRESS) {
      socket.close(TOO_MANY, 'too many sockets');
      return;
    }
    byAddress.set(address, open + 1);
    const alive = socket as WebSocket & { isAlive?: boolean };
    alive.isAlive = true;
    socket.on('pong', () => {
      alive.isAlive = true;
    });
    /** The token this socket said (in its address or first `auth` frame), and its session key. */
    let said: string | undefined;
    let key: string | null = null;
    const start = async (token: string) => {
      if (said !== undefined) {
        // One session per socket: the same token again changes nothing, another one ends it.
        if (token !== said) socket.close(AUTH_TWICE, 'one session per socket');
        return;
      }
      said = token;
      key = sessionKey(token);
      if (!key) {
        socket.close(UNAUTHORISED, 'no session');
        return;
      }
      // Counted from now, so that sockets authenticating at once cannot pass the limit together,
      // and an announcement that the session ended closes this one even before it is attached.
      if ((bySession.get(key)?.size ?? 0) >= MAX_SOCKETS_PER_SESSION) {
        key = null;
        socket.close(TOO_MANY, 'too many sockets');
        return;
      }
      addTo(bySession, key, socket);
      const client = await authenticate(token).catch(() => null);
      if (socket.readyState !== socket.OPEN) return;
      if (!client) {
        socket.close(UNAUTHORISED, 'no session');
        return;
      }
      // Attached before its counts are read: a frame published meanwhile is held, then follows.
      attach(socket, client);
      const hello = await greeting(client).catch(() => null);
      if (socket.readyState !== socket.OPEN) return;
      if (!hello) {
        socket.close(1011, 'unavailable');
        return;
      }
      greet(socket, hello);
    };
    const deadline = setTimeout(() => {
      if (!clients.has(socket)) socket.close(UNAUTHORISED, 'no session');
    }, AUTH_TIMEOUT_MS);
    socket.on('close', () => {
      clearTimeout(deadline);
      detach(socket);
      if (key) removeFrom(bySession, key, socket);
      const left = (byAddress.get(address) ?? 1) - 1;
      if (left > 0) byAddress.set(address, left);
      else byAddress.delete(address);
    });
    socket.on('message', (data) => {
      let frame: { type?: unknown; token?: unknown } | null;
      try {
        frame = JSON.parse(data.toString()) as typeof frame;
      } catch {
        return;
      }
      if (typeof frame !== 'object' || frame === null) return;
      if (frame.type === 'ping') send(socket, { type: 'pong' });
      else if (frame.type === 'auth' && typeof frame.token === 'string') void start(frame.token);
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
