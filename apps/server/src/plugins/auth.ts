import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { AppError } from '../lib/errors.js';
import { findSession, type OperatorRole, type SessionActor } from '../modules/account/sessions.js';
import { rawParam } from './params.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session behind the request's token, when it has a valid one; resolved once. */
    session: SessionActor | null | undefined;
  }
}

/** The token from `Authorization: Bearer …` or the `token` parameter (contract §2.2). */
export function requestToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    if (token) return token;
  }
  const param = rawParam(request, 'token');
  return param && param.length > 0 ? param : undefined;
}

export interface AuthDeps {
  db: Db;
  clock: Clock;
  config: Config;
}

/** Resolves the request's session (once) from its token; null when none or invalid. */
export async function resolveSession(request: FastifyRequest, deps: AuthDeps): Promise<SessionActor | null> {
  if (request.session !== undefined) return request.session;
  const token = requestToken(request);
  request.session = token ? await findSession(deps.db, token, deps.clock.now()) : null;
  return request.session;
}

export type UserActor = Extract<SessionActor, { kind: 'user' }>;
export type OperatorActor = Extract<SessionActor, { kind: 'operator' }>;

/** A missing, unknown or expired token → code "403" (contract §2.1). */
export async function requireUser(request: FastifyRequest, deps: AuthDeps): Promise<UserActor> {
  const session = await resolveSession(request, deps);
  if (!session || session.kind !== 'user') {
    throw new AppError(requestToken(request) ? 'AUTH_SESSION_EXPIRED' : 'AUTH_NOT_LOGGED_IN');
  }
  return session;
}

export async function requireSeller(
  request: FastifyRequest,
  deps: AuthDeps,
): Promise<UserActor & { sellerId: string }> {
  const user = await requireUser(request, deps);
  if (!user.sellerId) throw new AppError('AUTH_NOT_A_SELLER');
  return { ...user, sellerId: user.sellerId };
}

export async function requireOperator(
  request: FastifyRequest,
  deps: AuthDeps,
  roles: readonly OperatorRole[],
): Promise<OperatorActor> {
  const session = await resolveSession(request, deps);
  if (!session || session.kind !== 'operator') {
    throw new AppError(requestToken(request) ? 'AUTH_SESSION_EXPIRED' : 'AUTH_NOT_LOGGED_IN');
  }
  if (session.role !== 'super_admin' && !roles.includes(session.role))
    throw new AppError('COMMON_NO_PERMISSION');
  return session;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('session', undefined);
  // Authenticated replies must never be cached (DESIGN.md §6).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.session || requestToken(request)) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
});
