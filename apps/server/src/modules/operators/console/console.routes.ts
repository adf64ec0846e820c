import { adminEndpoints } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { endpointServer } from '../../../plugins/actions.js';
import { announceEndedSessions } from '../../../lib/realtime.js';
import { revokeSession } from '../../account/index.js';
import { auditContext } from '../../audit/index.js';
import { operatorLogin } from './operator-auth.service.js';
import { createOperator, listOperators, updateOperator } from './operators.service.js';
import { presentOutboxMessage } from './outbox.presenter.js';
import { offsetOf, toPage } from '../../../lib/paging.js';

/**
 * The console itself (`/admin/<entity>!<action>.action`, each route checking the role): operators'
 * log-in and sessions, operator accounts, and the e-mail outbox. The console's endpoints for a
 * domain live in that domain's module, in `console/` (docs/architecture.md).
 */
export function registerOperatorsConsoleRoutes(app: FastifyInstance, deps: AppDeps): void {
  const serve = endpointServer(app, deps, { tag: 'admin' });

  serve(adminEndpoints.login, {
    summary: 'Operator login (separate accounts and sessions from buyers)',
    limits: [
      { max: 20, minutes: 1, per: 'ip' },
      { max: 10, minutes: 5, per: { param: 'username' } },
    ],
    handler: ({ input, deps: d }) =>
      operatorLogin(d.db, input, { now: d.clock.now(), sessionTtlHours: d.config.sessionTtlHours }),
  });

  serve(adminEndpoints.logout, {
    summary: 'End the operator session',
    handler: async ({ actor, deps: d }) => {
      await announceEndedSessions(d.realtime, await revokeSession(d.db, actor.tokenHash));
      return null;
    },
  });

  serve(adminEndpoints.me, {
    summary: 'The logged-in operator',
    handler: async ({ actor }) => ({ id: actor.operatorId, username: actor.username, role: actor.role }),
  });

  serve(adminEndpoints.operators, {
    summary: 'Operator accounts',
    handler: ({ input, deps: d }) => listOperators(d.db, input),
  });

  serve(adminEndpoints.createOperator, {
    summary: 'Create an operator account with a role (audited)',
    handler: ({ actor, input, request, deps: d }) =>
      createOperator(d.db, input, auditContext(actor, request, d)),
  });

  serve(adminEndpoints.updateOperator, {
    summary: 'Change an operator’s role or status with a reason; its sessions end (audited)',
    handler: ({ actor, input, request, deps: d }) =>
      updateOperator(d.db, d.realtime, input, auditContext(actor, request, d)),
  });

  serve(adminEndpoints.outbox, {
    summary:
      'E-mails written to the outbox (when no SMTP server is configured), newest first; codes masked but for super admins',
    handler: async ({ input, actor, deps: d }) => {
      const { total, messages } = d.outbox
        ? await d.outbox.list(offsetOf(input), input.pageSize)
        : { total: 0, messages: [] };
      return toPage(
        messages.map((m) => presentOutboxMessage(m, actor.role)),
        input,
        total,
      );
    },
  });
}
