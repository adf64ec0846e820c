import { adminEndpoints } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { serveEndpoint } from '../../plugins/actions.js';
import { revokeSession } from '../account/index.js';
import { auditContext, listAudit } from '../audit/index.js';
import { operatorLogin } from './operator-auth.js';
import { createOperator, listOperators, updateOperator } from './operators-admin.js';
import { listSyspara, updateSyspara } from './syspara-admin.js';
import { changeUserState, getUser, listUsers } from './users-admin.js';
import { formatDateTime } from '../../lib/dates.js';
import { offsetOf, toPage } from '../../lib/paging.js';

// The syspara area sets every parameter; finance reaches the same routes for the wallet's only
// (the service filters and refuses by code: canSetSyspara).

/** The operator console's API: `/admin/<entity>!<action>.action`, each route checking the role. */
export function registerAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  const base = { tag: 'admin' } as const;

  serveEndpoint(app, deps, adminEndpoints.login, {
    ...base,
    summary: 'Operator login (separate accounts and sessions from buyers)',
    limits: [
      { max: 20, minutes: 1, per: 'ip' },
      { max: 10, minutes: 5, per: { param: 'username' } },
    ],
    handler: ({ input, deps: d }) =>
      operatorLogin(d.db, input, { now: d.clock.now(), sessionTtlHours: d.config.sessionTtlHours }),
  });

  serveEndpoint(app, deps, adminEndpoints.logout, {
    ...base,
    summary: 'End the operator session',
    handler: async ({ actor, deps: d }) => {
      await revokeSession(d.db, actor.tokenHash);
      return null;
    },
  });

  serveEndpoint(app, deps, adminEndpoints.me, {
    ...base,
    summary: 'The logged-in operator',
    handler: async ({ actor }) => ({ id: actor.operatorId, username: actor.username, role: actor.role }),
  });

  serveEndpoint(app, deps, adminEndpoints.users, {
    ...base,
    summary: 'Search users by user name, UID, e-mail or phone; filter by status',
    handler: ({ input, deps: d }) =>
      listUsers(d.db, input, { pageNum: input.pageNum, pageSize: input.pageSize }),
  });

  serveEndpoint(app, deps, adminEndpoints.user, {
    ...base,
    summary: 'One user',
    handler: ({ input, deps: d }) => getUser(d.db, input.id),
  });

  const userActions = {
    disable: adminEndpoints.disableUser,
    enable: adminEndpoints.enableUser,
    unlock: adminEndpoints.unlockUser,
  } as const;
  for (const action of ['disable', 'enable', 'unlock'] as const) {
    serveEndpoint(app, deps, userActions[action], {
      ...base,
      summary:
        action === 'disable'
          ? 'Disable a user with a reason; the user’s sessions end at once (audited)'
          : action === 'enable'
            ? 'Enable a disabled user with a reason (audited)'
            : 'Clear a login lockout with a reason (audited)',
      handler: ({ actor, input, request, deps: d }) =>
        changeUserState(d.db, action, input.id, input.reason, auditContext(actor, request, d)),
    });
  }

  serveEndpoint(app, deps, adminEndpoints.lockUser, {
    ...base,
    summary: 'Bar a user from logging in for 1 minute to 30 days with a reason; sessions end (audited)',
    handler: ({ actor, input, request, deps: d }) =>
      changeUserState(
        d.db,
        { lockMinutes: input.minutes },
        input.id,
        input.reason,
        auditContext(actor, request, d),
      ),
  });

  serveEndpoint(app, deps, adminEndpoints.operators, {
    ...base,
    summary: 'Operator accounts',
    handler: ({ input, deps: d }) => listOperators(d.db, input),
  });

  serveEndpoint(app, deps, adminEndpoints.createOperator, {
    ...base,
    summary: 'Create an operator account with a role (audited)',
    handler: ({ actor, input, request, deps: d }) =>
      createOperator(d.db, input, auditContext(actor, request, d)),
  });

  serveEndpoint(app, deps, adminEndpoints.updateOperator, {
    ...base,
    summary: 'Change an operator’s role or status with a reason; its sessions end (audited)',
    handler: ({ actor, input, request, deps: d }) =>
      updateOperator(d.db, input, auditContext(actor, request, d)),
  });

  serveEndpoint(app, deps, adminEndpoints.syspara, {
    ...base,
    summary: 'The system parameters the role may set (finance: the wallet’s), with type, default and bounds',
    handler: ({ actor, deps: d }) => listSyspara(d.db, actor.role),
  });

  serveEndpoint(app, deps, adminEndpoints.updateSyspara, {
    ...base,
    summary: 'Set a system parameter the role may set, checked against its definition (audited)',
    handler: ({ actor, input, request, deps: d }) =>
      updateSyspara(d.db, input, auditContext(actor, request, d)),
  });

  serveEndpoint(app, deps, adminEndpoints.audit, {
    ...base,
    summary: 'The audit log, newest first, filtered by actor, action, target and dates',
    handler: ({ input, deps: d }) =>
      listAudit(d.db, input, { pageNum: input.pageNum, pageSize: input.pageSize }),
  });

  serveEndpoint(app, deps, adminEndpoints.outbox, {
    ...base,
    summary: 'E-mails written to the outbox (when no SMTP server is configured), newest first',
    handler: async ({ input, actor, deps: d }) => {
      const { total, messages } = d.outbox
        ? await d.outbox.list(offsetOf(input), input.pageSize)
        : { total: 0, messages: [] };
      // A reset code in anyone else's hands takes the account over: only super admins see it.
      const mask = (text: string, secrets: string[] = []) =>
        actor.role === 'super_admin' ? text : secrets.reduce((t, s) => t.split(s).join('••••••'), text);
      return toPage(
        messages.map(({ secrets, ...m }) => ({
          ...m,
          subject: mask(m.subject, secrets),
          text: mask(m.text, secrets),
          createdAt: formatDateTime(new Date(m.createdAt)),
        })),
        input,
        total,
      );
    },
  });
}
