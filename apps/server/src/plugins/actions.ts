import type { Endpoint, Language } from '@caravan/contract';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDeps, AuthMode } from '../deps.js';
import type { OperatorRole } from '../modules/account/sessions.js';
import {
  requireOperator,
  requireSeller,
  requireUser,
  requestToken,
  resolveSession,
  type OperatorActor,
  type UserActor,
} from './auth.js';
import { AppError } from '../lib/errors.js';
import { ok } from './envelope.js';
import { requestLanguage } from './language.js';

type Method = 'GET' | 'POST';

type ActorFor<A extends AuthMode> = A extends 'user'
  ? UserActor
  : A extends 'seller'
    ? UserActor & { sellerId: string }
    : A extends { operator: readonly OperatorRole[] }
      ? OperatorActor
      : A extends 'optional'
        ? UserActor | null
        : null;

export interface ActionContext<P, A extends AuthMode> {
  input: P;
  actor: ActorFor<A>;
  lang: Language;
  request: FastifyRequest;
  reply: FastifyReply;
  deps: AppDeps;
}

/**
 * A limit on an action beyond the global per-IP one: at most `max` calls per `minutes`, counted
 * per client IP or per the account a parameter names (e.g. the user name at login).
 */
export interface ActionLimit {
  max: number;
  minutes: number;
  per: 'ip' | { param: string };
  /**
   * The counter's name when several actions share one (the reset code's senders, jscode!execute
   * and idcode!execute, are one limit); the action's name by default.
   */
  bucket?: string;
}

export interface ActionSpec<P extends z.ZodType, R extends z.ZodType, A extends AuthMode> {
  /** `<entity>!<action>`, e.g. `sellerGoods!list`. */
  name: string;
  /** Which API family: `/api` (also `/wap/api`), `/seller` (also `/wap/seller`) or `/admin`. */
  scope?: 'api' | 'seller' | 'admin';
  /** What follows the name in the path: `.action` unless the contract names it bare. */
  suffix?: '.action' | '';
  /** Existing clients use any method on most routes (contract §1.0). */
  methods?: readonly Method[];
  summary: string;
  tag: string;
  auth: A;
  params: P;
  response: R;
  limits?: readonly ActionLimit[];
  /**
   * A public catalogue read: a request without a token is answered from the catalogue cache, with
   * an ETag (If-None-Match → 304) and Cache-Control that makes clients revalidate (ADR 008).
   */
  publicCache?: boolean;
  handler: (ctx: ActionContext<z.infer<P>, A>) => Promise<z.infer<R>>;
}

function pathsFor(scope: 'api' | 'seller' | 'admin', name: string, suffix: '.action' | ''): string[] {
  const path = `${name}${suffix}`;
  // The buyer–seller chat's actions (`public/userOnlineChatController!…`) are also called from the
  // site's root and the mobile base, without /api (contract §1.7).
  if (scope === 'api' && name.startsWith('public/')) {
    return [`/api/${path}`, `/wap/api/${path}`, `/${path}`, `/wap/${path}`];
  }
  if (scope === 'api') return [`/api/${path}`, `/wap/api/${path}`];
  if (scope === 'seller') return [`/seller/${path}`, `/wap/seller/${path}`];
  // The original back office's `normal/…` actions were called from the site's root (contract §3.3).
  if (name.startsWith('normal/')) return [`/admin/${path}`, `/${path}`];
  return [`/admin/${path}`];
}

async function actorFor(mode: AuthMode, request: FastifyRequest, deps: AppDeps): Promise<unknown> {
  if (mode === 'none') return null;
  if (mode === 'optional') {
    const session = await resolveSession(request, deps);
    return session?.kind === 'user' ? session : null;
  }
  if (mode === 'user') return requireUser(request, deps);
  if (mode === 'seller') return requireSeller(request, deps);
  return requireOperator(request, deps, mode.operator);
}

/** JSON with sorted keys: equal inputs give equal cache keys whatever order their fields came in. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** Whether the request's If-None-Match names this entity tag (or is `*`). */
function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * Registers one contract action: thin by design — auth, validated params, one handler call, the
 * envelope. In tests every reply is checked against its declared response schema.
 */
export function defineAction<P extends z.ZodType, R extends z.ZodType, A extends AuthMode>(
  app: FastifyInstance,
  deps: AppDeps,
  spec: ActionSpec<P, R, A>,
): void {
  if (spec.publicCache && spec.auth !== 'none' && spec.auth !== 'optional') {
    throw new Error(`${spec.name}: only public actions can use the catalogue cache`);
  }
  const scope = spec.scope ?? 'api';
  const methods = spec.methods ?? ['GET', 'POST'];
  const paths = pathsFor(scope, spec.name, spec.suffix ?? '.action');
  const checkResponses = deps.config.nodeEnv === 'test';
  deps.actions.push({
    paths,
    methods,
    summary: spec.summary,
    tag: spec.tag,
    auth: spec.auth,
    params: spec.params,
    response: spec.response,
  });

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    // RATE_LIMIT_PER_MINUTE=0 turns every limiter off, these included.
    for (const limit of deps.config.rateLimitPerMinute > 0 ? (spec.limits ?? []) : []) {
      const raw = limit.per === 'ip' ? request.ip : request.input[limit.per.param];
      const subject = typeof raw === 'string' ? raw.replace(/\s+/g, '').toLowerCase() : '';
      if (!subject) continue;
      const key = `${limit.bucket ?? spec.name}:${limit.per === 'ip' ? 'ip' : limit.per.param}:${subject}`;
      if (!(await deps.limiter.hit(key, limit.max, limit.minutes * 60_000))) {
        throw new AppError('COMMON_RATE_LIMITED');
      }
    }
    if (spec.publicCache && !requestToken(request)) return cachedReply(request, reply);
    const actor = (await actorFor(spec.auth, request, deps)) as ActorFor<A>;
    const input = spec.params.parse(request.input) as z.infer<P>;
    return ok(await run(input, actor, request, reply));
  };

  const run = async (input: z.infer<P>, actor: ActorFor<A>, request: FastifyRequest, reply: FastifyReply) => {
    const data = await spec.handler({ input, actor, lang: requestLanguage(request), request, reply, deps });
    if (checkResponses) spec.response.parse(data);
    return data;
  };

  // The stored value is the entity tag, a newline, then the serialised envelope.
  const cachedReply = async (request: FastifyRequest, reply: FastifyReply) => {
    const input = spec.params.parse(request.input) as z.infer<P>;
    const lang = requestLanguage(request);
    const key = `${spec.name}:${lang}:${createHash('sha1').update(canonicalJson(input)).digest('base64url')}`;
    const { version, value } = await deps.catalogCache.lookup(key);
    let entry = value;
    if (entry === undefined) {
      const body = JSON.stringify(ok(await run(input, null as ActorFor<A>, request, reply)));
      entry = `"${createHash('sha1').update(body).digest('base64url')}"\n${body}`;
      await deps.catalogCache.store(version, key, entry);
    }
    const split = entry.indexOf('\n');
    const etag = entry.slice(0, split);
    reply.header('ETag', etag);
    reply.header('Cache-Control', 'public, no-cache');
    reply.header('Vary', 'Accept-Language, Authorization');
    if ((request.method === 'GET' || request.method === 'HEAD') && matchesEtag(request, etag)) {
      return reply.code(304).send();
    }
    return reply.type('application/json; charset=utf-8').send(entry.slice(split + 1));
  };
  for (const url of paths) app.route({ method: [...methods], url, handler });
}

/** What the server adds to an endpoint the contract defines: its documentation, limits and handler. */
export type EndpointSpec<P extends z.ZodType, R extends z.ZodType, A extends AuthMode> = Omit<
  ActionSpec<P, R, A>,
  'name' | 'scope' | 'suffix' | 'methods' | 'auth' | 'params' | 'response'
>;

/**
 * Serves an endpoint as the contract defines it (name, family, access, params, reply, methods):
 * the server writes only what it does.
 */
export function serveEndpoint<P extends z.ZodType, R extends z.ZodType, A extends AuthMode>(
  app: FastifyInstance,
  deps: AppDeps,
  endpoint: Endpoint<P, R, A>,
  spec: EndpointSpec<P, R, A>,
): void {
  defineAction(app, deps, {
    ...spec,
    name: endpoint.name,
    scope: endpoint.scope,
    suffix: endpoint.suffix,
    methods: endpoint.methods,
    auth: endpoint.access,
    params: endpoint.params,
    response: endpoint.reply,
  });
}

/** What a module's endpoints share: the OpenAPI tag they are listed under, and the public cache. */
type SharedSpec = Pick<EndpointSpec<z.ZodType, z.ZodType, AuthMode>, 'tag' | 'publicCache'>;

/**
 * Serves a module's endpoints with what they share said once:
 * `const serve = endpointServer(app, deps, { tag: 'wallet' })`, then
 * `serve(walletEndpoints.balance, { summary, handler })` for each (a spec may still override a
 * shared field).
 */
export function endpointServer(app: FastifyInstance, deps: AppDeps, shared: SharedSpec) {
  return <P extends z.ZodType, R extends z.ZodType, A extends AuthMode>(
    endpoint: Endpoint<P, R, A>,
    spec: Omit<EndpointSpec<P, R, A>, keyof SharedSpec> & Partial<SharedSpec>,
  ): void => serveEndpoint(app, deps, endpoint, { ...shared, ...spec });
}
