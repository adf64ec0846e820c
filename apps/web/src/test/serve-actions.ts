import { http } from 'msw';
import { setupServer } from 'msw/node';
import { okReply } from './factories';
import { realtimeHandler } from './realtime';

/** One request the app sent to the fake server. */
export type ActionCall = {
  /** Its action as handlers name it: `order!info` (`/api/…`), `seller/orders!list`, `admin/user!lock`. */
  action: string;
  method: string;
  url: URL;
  /** The parameters the server reads: the query string's (`lang` included), then a form body's fields. */
  params: URLSearchParams;
  /** The body once the server has read it: parsed JSON, a form's FormData, or undefined without one. */
  body: unknown;
  /** Whether the server has read the request (and its body) yet. */
  received: boolean;
  headers: Headers;
  /** Aborts when the app gives the request up. */
  signal: AbortSignal;
};

export type ActionHandler = (params: URLSearchParams, call: ActionCall) => Response | Promise<Response>;

/** What `serveActions` served: every request, in the order the app sent them. */
export type ServedActions = { calls: ActionCall[] };

/** `order!info`, `/api/order!info` and `/api/order!info.action` are one action; other families keep theirs. */
function actionKey(pathOrAction: string): string {
  return (
    pathOrAction
      .replace(/^\//, '')
      .replace(/\.action$/, '')
      // The mobile site speaks the same actions under /wap.
      .replace(/^wap\//, '')
      .replace(/^api\//, '')
  );
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('application/json')) return request.json();
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    return request.formData();
  }
  const text = await request.text();
  return text === '' ? undefined : text;
}

function newCall(request: Request): ActionCall {
  const url = new URL(request.url);
  return {
    action: actionKey(url.pathname),
    method: request.method,
    url,
    params: new URLSearchParams(url.searchParams),
    body: undefined,
    received: false,
    headers: request.headers,
    signal: request.signal,
  };
}

type Serving = { served: ServedActions; handlers: Map<string, ActionHandler> };

/** What the running test serves (its latest serveActions), if anything. */
let serving: Serving | null = null;
/** Whether a test is running (between setup.ts's beforeEach and afterEach). */
let testRunning = false;
/** Counts the tests that have ended, so a request can tell whether its test still runs. */
let testsEnded = 0;
/** Each request the app sent while a test served actions: its call and the test it belongs to. */
const sent = new Map<string, { call: ActionCall; test: number }>();
let unexpected: string[] = [];

/**
 * A reply that never comes: the request stays pending until the app gives it up. Also what a
 * request gets that its test, now ended, left behind: nothing then reaches the next test.
 */
export const noReply = (): Promise<Response> => new Promise<Response>(() => undefined);

/** The one handler: it answers each action as the running test's serveActions says. */
const actions = http.all('*', async ({ request, requestId }) => {
  const started = sent.get(requestId);
  sent.delete(requestId);
  // Left behind by a test that has ended, or sent between tests (a page going away).
  if ((started && started.test !== testsEnded) || !testRunning) return noReply();
  if (!serving) {
    unexpected.push(`${request.method} ${new URL(request.url).pathname} (the test serves nothing)`);
    return new Response('This test serves nothing', { status: 500 });
  }
  const { served, handlers } = serving;
  const call = started?.call ?? newCall(request);
  if (!started) served.calls.push(call);
  const body = await readBody(request.clone());
  if (body instanceof FormData) {
    for (const [name, value] of body) if (typeof value === 'string') call.params.append(name, value);
  }
  call.body = body;
  call.received = true;
  const handler = handlers.get(call.action);
  if (!handler) {
    unexpected.push(`${call.method} ${call.url.pathname}`);
    return new Response(`No handler for ${call.action}`, { status: 500 });
  }
  return handler(call.params, call);
});

/**
 * The one fake server of the web tests (Mock Service Worker, behind the global fetch,
 * XMLHttpRequest and WebSocket): setup.ts starts it before the tests and stops it after them. Its
 * websocket accepts connections and stays silent unless a test speaks (test/realtime.ts).
 */
export const server = setupServer(actions, realtimeHandler);

// Recorded the moment the app calls fetch (this event comes synchronously), so a test can tell at
// once whether something was sent; the handler fills in the body when it reads the request.
server.events.on('request:start', ({ request, requestId }) => {
  if (!serving) return;
  const call = newCall(request);
  serving.served.calls.push(call);
  sent.set(requestId, { call, test: testsEnded });
});

/**
 * Answers the app's action calls (`/api/<action>.action`, `/seller/…`, `/admin/…`) on the test's
 * fake server, by action name: `{ 'order!info': () => okReply(…), 'admin/user!lock': … }`. Every
 * request is recorded (see `callsTo`); one to an action without a handler gets a 500 (a network
 * error to the app) and fails the test. A later call in the same test replaces the handlers.
 */
export function serveActions(handlers: Record<string, ActionHandler>): ServedActions {
  const served: ServedActions = { calls: [] };
  serving = {
    served,
    handlers: new Map(Object.entries(handlers).map(([key, handler]) => [actionKey(key), handler])),
  };
  return served;
}

/** The requests made to one action (`order!pay`, `seller/orders!push`), in order. */
export function requestsTo(served: ServedActions, action: string): ActionCall[] {
  const key = actionKey(action);
  return served.calls.filter((call) => call.action === key);
}

/** The calls made to one action, as their parameters. */
export function callsTo(served: ServedActions, action: string): URLSearchParams[] {
  return requestsTo(served, action).map((call) => call.params);
}

/** The bodies (parsed JSON) of the requests to one action that the server has read, in order. */
export function bodiesOf(served: ServedActions, action: string): unknown[] {
  return requestsTo(served, action)
    .filter((call) => call.received)
    .map((call) => call.body);
}

/** Setup.ts, before each test: requests are answered from now on. */
export function startServing(): void {
  testRunning = true;
}

/**
 * Setup.ts, as each test ends: requests it left in flight and later ones never get an answer (so
 * nothing reaches the next test), and the requests that no handler answered are returned, to fail
 * the test.
 */
export function stopServing(): string[] {
  serving = null;
  testRunning = false;
  testsEnded += 1;
  const missed = unexpected;
  unexpected = [];
  return missed;
}

/**
 * The server is unreachable: what the app makes of a failed fetch (a network error). Not
 * `Response.error()`, which MSW rejects before fetch hands its promise over (an unhandled rejection).
 */
export const serverDown = (): Response => new Response('Service unavailable', { status: 503 });

export const emptyReviews = () =>
  okReply({ pageList: [], pageInfo: { pageNum: 1, pageSize: 10, totalElements: 0 }, evaluationNum: 0 });

export const zeroCounts = () =>
  okReply({ havePicture: '0', positiveComments: '0', mediumReview: '0', negativeComment: '0' });
