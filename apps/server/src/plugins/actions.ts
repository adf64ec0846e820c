import type { Language } from '@caravan/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../app.js';
import type { OperatorRole } from '../modules/account/sessions.js';
import {
  requireOperator,
  requireSeller,
  requireUser,
  resolveSession,
  type OperatorActor,
  type UserActor,
} from './auth.js';
import { AppError } from '../lib/errors.js';
import { ok } from './envelope.js';
import { requestLanguage } from './language.js';

type Method = 'GET' | 'POST';

type AuthMode = 'none' | 'optional' | 'user' | 'seller' | { operator: readonly OperatorRole[] };

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
}

export interface ActionSpec<P extends z.ZodType, R extends z.ZodType, A extends AuthMode> {
  /** `<entity>!<action>`, e.g. `sellerGoods!list`. */
  name: string;
  /** Which API family: `/api` (also `/wap/api`), `/seller` (also `/wap/seller`) or `/admin`. */
  scope?: 'api' | 'seller' | 'admin';
  /** Existing clients use any method on most routes (contract §1.0). */
  methods?: readonly Method[];
  summary: string;
  tag: string;
  auth: A;
  params: P;
  response: R;
  limits?: readonly ActionLimit[];
  handler: (ctx: ActionContext<z.infer<P>, A>) => Promise<z.infer<R>>;
}

export interface RegisteredAction {
  paths: string[];
  methods: readonly Method[];
  summary: string;
  tag: string;
  auth: AuthMode;
  params: z.ZodType;
  response: z.ZodType;
}

function pathsFor(scope: 'api' | 'seller' | 'admin', name: string): string[] {
  const path = `${name}.action`;
  if (scope === 'api') return [`/api/${path}`, `/wap/api/${path}`];
  if (scope === 'seller') return [`/seller/${path}`, `/wap/seller/${path}`];
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

/**
 * Registers one contract action: thin by design — auth, validated params, one handler call, the
 * envelope. In tests every reply is checked against its declared response schema.
 */
export function defineAction<P extends z.ZodType, R extends z.ZodType, A extends AuthMode>(
  app: FastifyInstance,
  deps: AppDeps,
  spec: ActionSpec<P, R, A>,
): void {
  const scope = spec.scope ?? 'api';
  const methods = spec.methods ?? ['GET', 'POST'];
  const paths = pathsFor(scope, spec.name);
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
      const key = `${spec.name}:${limit.per === 'ip' ? 'ip' : limit.per.param}:${subject}`;
      if (!(await deps.limiter.hit(key, limit.max, limit.minutes * 60_000))) {
        throw new AppError('COMMON_RATE_LIMITED');
      }
    }
    const actor = (await actorFor(spec.auth, request, deps)) as ActorFor<A>;
    const input = spec.params.parse(request.input) as z.infer<P>;
    const data = await spec.handler({ input, actor, lang: requestLanguage(request), request, reply, deps });
    if (checkResponses) spec.response.parse(data);
    return ok(data);
  };
  for (const url of paths) app.route({ method: [...methods], url, handler });
}
