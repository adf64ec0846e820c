import { LocalUserVo, LoginParams, LoginVo } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app.js';
import { resolveSession } from '../../plugins/auth.js';
import { defineAction } from '../../plugins/actions.js';
import { getLocalUser, login, logout } from './account.service.js';

export function registerAccountRoutes(app: FastifyInstance, deps: AppDeps): void {
  for (const name of ['user!newlogin', 'user!login']) {
    defineAction(app, deps, {
      name,
      summary: 'Log in with user name, e-mail or phone and password',
      tag: 'account',
      auth: 'none',
      methods: ['POST'],
      params: LoginParams,
      response: LoginVo,
      handler: ({ input, request, deps: d }) =>
        login(d.db, input, { now: d.clock.now(), ip: request.ip, sessionTtlHours: d.config.sessionTtlHours }),
    });
  }

  defineAction(app, deps, {
    name: 'user!logout',
    summary: 'End the current session (succeeds even when it has already ended)',
    tag: 'account',
    auth: 'none',
    params: z.object({}),
    response: z.null(),
    handler: async ({ request, deps: d }) => {
      const session = await resolveSession(request, d);
      if (session) await logout(d.db, session.tokenHash);
      return null;
    },
  });

  defineAction(app, deps, {
    name: 'localuser!get',
    summary: 'The logged-in user',
    tag: 'account',
    auth: 'user',
    params: z.object({}),
    response: LocalUserVo,
    handler: ({ actor, deps: d }) => getLocalUser(d.db, actor.userId),
  });
}
