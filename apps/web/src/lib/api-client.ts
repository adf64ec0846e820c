import type { z } from 'zod';
import {
  ERROR_CODES,
  endpointPath,
  type Endpoint,
  type EndpointParams,
  type EndpointRoute,
  type EndpointReply,
  type ErrorCode,
  isWapPath,
  WAP_BASE,
} from '@caravan/contract';
import { ApiError, type ApiErrorCode, type ClientErrorKey } from './api-error';
import { clearSession, getToken } from './auth';
import { translateError } from './error-messages';
import { takeFirstReply } from './first-replies';
import { currentLanguage, i18next, type TKey } from './i18n';
import { formatPlainNumber } from './money';
import { navigateTo } from './navigation';
import type * as ReplySchemas from './reply-schemas';
import { clearOperatorSession, getOperatorToken } from './operator-auth';
import { toast } from './toast';
import type { WindowSession } from './window-session';

export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * Replies are checked against their schema in development and tests, as the server checks its own
 * in tests; a production build takes them as they come: a phone would spend a tenth of a second on
 * a home page's reply, and the contract keeps reply schemas free of transforms (ADR 014).
 */
const CHECK_REPLIES = import.meta.env.DEV || import.meta.env.MODE === 'test';
export const ERROR_TOAST_DELAY_MS = 500;

export type ApiParams = Record<string, string | number | boolean | null | undefined>;

/**
 * Which API family a call goes to: the buyer's `/api/…` with the buyer token, the seller panel's
 * `/seller/…` with the same (a seller is a user with a shop), or the operator console's `/admin/…`
 * with the operator token (DESIGN §4).
 */
export type ApiScope = 'api' | 'seller' | 'admin';

export const ADMIN_LOGIN_PATH = '/admin/login';

export type ApiRequestOptions<T> = {
  method?: 'GET' | 'POST';
  /** Sent in the query string, as every existing client does (contract §2.2). */
  params?: ApiParams;
  /** Sent as a JSON body, for the few endpoints that take one. */
  body?: unknown;
  /**
   * Validates `data` (in development and tests); a reply that does not match is reported as
   * BAD_RESPONSE.
   */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** Do not show the error toast (the caller shows the error itself). */
  silent?: boolean;
  /** `api` (default), `seller` or `admin`. */
  scope?: ApiScope;
  /**
   * What follows the action's name in its path: `.action` (default), or nothing for the names the
   * existing clients call without it (the contract's `suffix`: the notification centre's).
   */
  suffix?: Endpoint['suffix'];
  /**
   * A session one window holds for itself (the /chat window's, lib/window-session): its token is
   * sent instead of the stored one, and a 403 ends that session only (the stored session, if any,
   * stays, and the page stays where it is).
   */
  session?: WindowSession | null | undefined;
};

const KNOWN_KEYS = new Set<string>(ERROR_CODES);

/** The token a call in `scope` carries: the buyer's for `api`, the operator's for `admin`. */
export function tokenFor(scope: ApiScope): string | null {
  return scope === 'admin' ? getOperatorToken() : getToken();
}

function isErrorCode(key: string): key is ErrorCode {
  return KNOWN_KEYS.has(key);
}

/**
 * The address of an action with its query (the language always; the mobile site's base on /wap):
 * the contract's path (`endpointPath`), so an endpoint without the `.action` suffix keeps none.
 */
export function actionUrl(
  scope: ApiScope,
  action: string,
  params?: ApiParams,
  suffix: Endpoint['suffix'] = '.action',
): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  search.set('lang', currentLanguage());
  // The mobile site speaks the same actions under its own base (spec: mobile variant base path /wap).
  const base = scope !== 'admin' && isWapPath(window.location.pathname) ? WAP_BASE : '';
  return `${base}${endpointPath({ scope, name: action, suffix })}?${search.toString()}`;
}

/**
 * The message to show for an error: translated by key, else the server's text (already in the
 * request's language), else a generic one.
 */
export function errorMessage(error: ApiError): string {
  const lang = currentLanguage();
  const translated = isErrorCode(error.key) ? translateError(lang, error.key, error.params) : undefined;
  if (translated) return translated;
  const clientKeys: Record<ClientErrorKey, TKey<'common'>> = {
    CLIENT_NETWORK: 'errors.network',
    CLIENT_TIMEOUT: 'errors.timeout',
    CLIENT_BAD_RESPONSE: 'errors.badResponse',
  };
  if (error.key in clientKeys) return i18next.t(clientKeys[error.key as ClientErrorKey], { ns: 'common' });
  return error.msg || i18next.t('errors.badResponse', { ns: 'common' });
}

/** The pages an ended session leaves a visitor on: the home, and those where one logs in anew. */
const STAY_PATHS = new Set(['/', '/index', '/login', '/register', '/forgot-password']);

function staysOnSessionEnd(pathname: string): boolean {
  if (isWapPath(pathname)) {
    const inner = pathname.slice(WAP_BASE.length) || '/';
    return inner === '/' || STAY_PATHS.has(inner);
  }
  return STAY_PATHS.has(pathname);
}

function handleError(
  error: ApiError,
  silent: boolean,
  scope: ApiScope,
  session: WindowSession | null | undefined,
): void {
  if (error.code === '403' && session) {
    // A window's own session is gone: that window says so; the storefront's session is not touched.
    session.end();
  } else if (error.code === '403' && scope === 'admin') {
    // The operator session is gone or the token is not an operator's: back to the console's login.
    clearOperatorSession();
    if (window.location.pathname !== ADMIN_LOGIN_PATH) navigateTo(ADMIN_LOGIN_PATH, { replace: true });
  } else if (error.code === '403') {
    // Session gone (spec §4): forget token and user, and go home unless already there — or on the
    // page where the visitor is logging in again (a stale token there would otherwise send them away).
    clearSession();
    const { pathname } = window.location;
    if (!staysOnSessionEnd(pathname)) navigateTo('/', { replace: true });
  }
  if (!silent) toast.error(errorMessage(error), { delayMs: ERROR_TOAST_DELAY_MS });
}

type ErrorReply = { code: string; msg: string; key: string; params: Record<string, string | number> };

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

function readErrorReply(reply: Record<string, unknown>): ErrorReply {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(asRecord(reply.params) ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') params[name] = value;
  }
  return {
    code: String(reply.code),
    msg: typeof reply.msg === 'string' ? reply.msg : '',
    key: typeof reply.key === 'string' ? reply.key : '',
    params,
  };
}

function envelopeError(reply: ErrorReply, retryAfterMs?: number): ApiError {
  const code: ApiErrorCode = reply.code === '403' || reply.code === '999' ? reply.code : '1';
  const key = isErrorCode(reply.key) ? reply.key : 'COMMON_SYSTEM_ERROR';
  return new ApiError(code, key, reply.msg, reply.params, retryAfterMs);
}

/**
 * The wait a refusal of the per-IP limit asks for (HTTP 429 with Retry-After, in seconds). The
 * per-account limits (logins, codes) send none: trying those again is the user's choice.
 */
function retryAfterOf(response: Response): number | undefined {
  const header = response.headers.get('Retry-After');
  if (response.status !== 429 || header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.max(1, seconds) * 1000 : undefined;
}

/** The ApiError of an error envelope (`code` not "0"), for calls made outside apiRequest (uploads). */
export function envelopeErrorOf(reply: Record<string, unknown>): ApiError {
  return envelopeError(readErrorReply(reply));
}

async function send(action: string, options: ApiRequestOptions<unknown>): Promise<unknown> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onCallerAbort);

  const headers: Record<string, string> = { Accept: 'application/json' };
  const scope = options.scope ?? 'api';
  const token = options.session?.token ?? tokenFor(scope);
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(actionUrl(scope, action, options.params, options.suffix), {
      method: options.method ?? 'POST',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    // A caller that cancels (a query going away) is not an error to report.
    if (options.signal?.aborted) throw cause;
    throw timedOut
      ? new ApiError('TIMEOUT', 'CLIENT_TIMEOUT', '')
      : new ApiError('NETWORK', 'CLIENT_NETWORK', '');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }

  // Errors arrive in the envelope whatever the HTTP status (200 business, 429 rate limit, 500 bug).
  let reply: Record<string, unknown> | undefined;
  try {
    reply = asRecord(await response.json());
  } catch {
    reply = undefined;
  }
  if (!reply || reply.code === undefined) {
    throw new ApiError(
      response.ok ? 'BAD_RESPONSE' : 'NETWORK',
      response.ok ? 'CLIENT_BAD_RESPONSE' : 'CLIENT_NETWORK',
      '',
    );
  }
  if (String(reply.code) !== '0') throw envelopeError(readErrorReply(reply), retryAfterOf(response));
  return reply.data;
}

/** Waits `ms`, or rejects as soon as the caller cancels. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Times a call refused by the per-IP limit is sent again, each after the wait the server names. */
export const RATE_LIMIT_RETRIES = 2;
/** A longer wait than this (the limit's window is a minute) is not waited for: the error shows. */
const MAX_RATE_LIMIT_WAIT_MS = 60_000;

async function sendChecked<T>(action: string, options: ApiRequestOptions<T>): Promise<T> {
  const data = await send(action, options);
  if (!options.schema || !CHECK_REPLIES) return data as T;
  const parsed = options.schema.safeParse(data);
  if (!parsed.success) {
    console.error(`Unexpected reply from ${action}`, parsed.error.issues);
    throw new ApiError('BAD_RESPONSE', 'CLIENT_BAD_RESPONSE', '');
  }
  return parsed.data;
}

/**
 * Calls `/api/<action>.action` with the session token (Bearer) and the interface language (with
 * `scope: 'seller'`, `/seller/<action>.action`; with `scope: 'admin'`, `/admin/<action>.action` with
 * the operator token), unwraps
 * the `{code, msg, data}` envelope and returns `data`, or throws an ApiError after showing its
 * translated message (500 ms later, identical messages once). A call refused by the per-IP limit
 * (HTTP 429 with Retry-After) is sent again after that wait, twice at most, the page saying so.
 */
export async function apiRequest<T>(action: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await sendChecked(action, options);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const wait = error.retryAfterMs;
      // The address's requests passed the per-IP limit (an office or a carrier shares one): the
      // page says so and asks again when the server says it may, rather than staying empty.
      if (wait !== undefined && wait <= MAX_RATE_LIMIT_WAIT_MS && attempt < RATE_LIMIT_RETRIES) {
        if (!options.silent) {
          toast.warning(
            i18next.t('errors.rateLimited', {
              ns: 'common',
              seconds: formatPlainNumber(Math.ceil(wait / 1000), currentLanguage()),
            }),
            { durationMs: wait },
          );
        }
        await pause(wait, options.signal);
        continue;
      }
      handleError(error, options.silent ?? false, options.scope ?? 'api', options.session);
      throw error;
    }
  }
}

/**
 * Calls an endpoint as the contract defines it: its name, API family and reply schema come from the
 * definition, and `params` are typed by its params schema (sent in the query, as every existing
 * client does, or as JSON where the definition says so). Takes the endpoint or its route
 * (`catalogRoutes.home`): a screen that only calls an endpoint names its route, so that its script
 * does not carry the endpoint's schemas.
 */
export function callEndpoint<E extends Endpoint>(
  endpoint: E | EndpointRoute<E>,
  params: EndpointParams<E>,
  options: Pick<ApiRequestOptions<EndpointReply<E>>, 'signal' | 'silent' | 'session'> = {},
): Promise<EndpointReply<E>> {
  if (CHECK_REPLIES && !('reply' in endpoint) && !replySchemas) {
    return loadReplySchemas().then(() => callEndpoint(endpoint, params, options));
  }
  const schema = CHECK_REPLIES ? replySchema(endpoint) : undefined;
  // A landing page may carry this call's reply, as a visitor who is not logged in gets it.
  const visitor = getToken() === null && !options.session;
  if (endpoint.scope === 'api' && endpoint.body === 'query' && visitor) {
    const carried = takeFirstReply(endpoint.name, params as ApiParams, currentLanguage());
    if (carried !== undefined) {
      return Promise.resolve((schema ? schema.parse(carried) : carried) as EndpointReply<E>);
    }
  }
  return apiRequest(endpoint.name, {
    ...options,
    scope: endpoint.scope,
    method: endpoint.methods[0],
    suffix: endpoint.suffix,
    ...(endpoint.body === 'json' ? { body: params } : { params: params as ApiParams }),
    schema,
  });
}

let replySchemas: typeof ReplySchemas | undefined;

/**
 * Loads the contract's reply schemas for calls by route, where replies are checked (development
 * and tests; the first such call waits for them). The tests' setup loads them before any test, so
 * that a call is sent on the turn it is made, as in production.
 */
export async function loadReplySchemas(): Promise<void> {
  replySchemas ??= await import('./reply-schemas');
}

/** The endpoint's reply schema: its own, or for a route, the contract's (once loadReplySchemas has run). */
function replySchema<E extends Endpoint>(endpoint: E | EndpointRoute<E>): z.ZodType<EndpointReply<E>> {
  const schema = 'reply' in endpoint ? endpoint.reply : replySchemas!.replySchemaOf(endpoint);
  return schema as z.ZodType<EndpointReply<E>>;
}
