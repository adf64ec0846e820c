import {
  AdminUserActionParams,
  AdminUserIdParams,
  AdminUserListParams,
  AdminUserLockParams,
  AdminUserVo,
  AuditEntryVo,
  AuditListParams,
  CONSOLE_ACCESS,
  OperatorCreateParams,
  OperatorLoginParams,
  OperatorMeVo,
  OperatorSessionVo,
  OperatorUpdateParams,
  OperatorVo,
  OutboxMessageVo,
  PageParams,
  SysparaDefinitionVo,
  SysparaUpdateParams,
  paged,
} from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { defineAction } from '../../plugins/actions.js';
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
const SYSPARA_AUTH = { operator: [...CONSOLE_ACCESS.syspara, ...CONSOLE_ACCESS.finance] } as const;

/** The operator console's API: `/admin/<entity>!<action>.action`, each route checking the role. */
export function registerAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  const base = { scope: 'admin', tag: 'admin', methods: ['POST'] } as const;

  defineAction(app, deps, {
    ...base,
    name: 'auth!login',
    summary: 'Operator login (separate accounts and sessions from buyers)',
    auth: 'none',
    params: OperatorLoginParams,
    response: OperatorSessionVo,
    limits: [
      { max: 20, minutes: 1, per: 'ip' },
      { max: 10, minutes: 5, per: { param: 'username' } },
    ],
    handler: ({ input, deps: d }) =>
      operatorLogin(d.db, input, { now: d.clock.now(), sessionTtlHours: d.config.sessionTtlHours }),
  });

  defineAction(app, deps, {
    ...base,
    name: 'auth!logout',
    summary: 'End the operator session',
    auth: { operator: ['super_admin', 'finance', 'operations', 'customer_service'] },
    params: z.object({}),
    response: z.null(),
    handler: async ({ actor, deps: d }) => {
      await revokeSession(d.db, actor.tokenHash);
      return null;
    },
  });

  defineAction(app, deps, {
    ...base,
    name: 'auth!me',
    summary: 'The logged-in operator',
    auth: { operator: ['super_admin', 'finance', 'operations', 'customer_service'] },
    params: z.object({}),
    response: OperatorMeVo,
    handler: async ({ actor }) => ({ id: actor.operatorId, username: actor.username, role: actor.role }),
  });

  defineAction(app, deps, {
    ...base,
    name: 'user!list',
    summary: 'Search users by user name, UID, e-mail or phone; filter by status',
    auth: { operator: CONSOLE_ACCESS.users },
    params: AdminUserListParams,
    response: paged(AdminUserVo),
    handler: ({ input, deps: d }) =>
      listUsers(d.db, input, { pageNum: input.pageNum, pageSize: input.pageSize }),
  });

  defineAction(app, deps, {
    ...base,
    name: 'user!get',
    summary: 'One user',
    auth: { operator: CONSOLE_ACCESS.users },
    params: AdminUserIdParams,
    response: AdminUserVo,
    handler: ({ input, deps: d }) => getUser(d.db, input.id),
  });

  for (const action of ['disable', 'enable', 'unlock'] as const) {
    defineAction(app, deps, {
      ...base,
      name: `user!${action}`,
      summary:
        action === 'disable'
          ? 'Disable a user with a reason; the user’s sessions end at once (audited)'
          : action === 'enable'
            ? 'Enable a disabled user with a reason (audited)'
            : 'Clear a login lockout with a reason (audited)',
      auth: { operator: CONSOLE_ACCESS.usersWrite },
      params: AdminUserActionParams,
      response: AdminUserVo,
      handler: ({ actor, input, request, deps: d }) =>
        changeUserState(d.db, action, input.id, input.reason, auditContext(actor, request, d)),
    });
  }

  defineAction(app, deps, {
    ...base,
    name: 'user!lock',
    summary: 'Bar a user from logging in for 1 minute to 30 days with a reason; sessions end (audited)',
    auth: { operator: CONSOLE_ACCESS.usersWrite },
    params: AdminUserLockParams,
    response: AdminUserVo,
    handler: ({ actor, input, request, deps: d }) =>
      changeUserState(
        d.db,
        { lockMinutes: input.minutes },
        input.id,
        input.reason,
        auditContext(actor, request, d),
      ),
  });

  defineAction(app, deps, {
    ...base,
    name: 'operator!list',
    summary: 'Operator accounts',
    auth: { operator: CONSOLE_ACCESS.operators },
    params: PageParams,
    response: paged(OperatorVo),
    handler: ({ input, deps: d }) => listOperators(d.db, input),
  });

  defineAction(app, deps, {
    ...base,
    name: 'operator!create',
    summary: 'Create an operator account with a role (audited)',
    auth: { operator: CONSOLE_ACCESS.operators },
    params: OperatorCreateParams,
    response: OperatorVo,
    handler: ({ actor, input, request, deps: d }) =>
      createOperator(d.db, input, auditContext(actor, request, d)),
  });

  defineAction(app, deps, {
    ...base,
    name: 'operator!update',
    summary: 'Change an operator’s role or status with a reason; its sessions end (audited)',
    auth: { operator: CONSOLE_ACCESS.operators },
    params: OperatorUpdateParams,
    response: OperatorVo,
    handler: ({ actor, input, request, deps: d }) =>
      updateOperator(d.db, input, auditContext(actor, request, d)),
  });

  defineAction(app, deps, {
    ...base,
    name: 'syspara!list',
    summary: 'The system parameters the role may set (finance: the wallet’s), with type, default and bounds',
    auth: SYSPARA_AUTH,
    params: z.object({}),
    response: z.array(SysparaDefinitionVo),
    handler: ({ actor, deps: d }) => listSyspara(d.db, actor.role),
  });

  defineAction(app, deps, {
    ...base,
    name: 'syspara!update',
    summary: 'Set a system parameter the role may set, checked against its definition (audited)',
    auth: SYSPARA_AUTH,
    params: SysparaUpdateParams,
    response: SysparaDefinitionVo,
    handler: ({ actor, input, request, deps: d }) =>
      updateSyspara(d.db, input, auditContext(actor, request, d)),
  });

  defineAction(app, deps, {
    ...base,
    name: 'audit!list',
    summary: 'The audit log, newest first, filtered by actor, action, target and dates',
    auth: { operator: CONSOLE_ACCESS.audit },
    params: AuditListParams,
    response: paged(AuditEntryVo),
    handler: ({ input, deps: d }) =>
      listAudit(d.db, input, { pageNum: input.pageNum, pageSize: input.pageSize }),
  });

  defineAction(app, deps, {
    ...base,
    name: 'outbox!list',
    summary: 'E-mails written to the outbox (when no SMTP server is configured), newest first',
    auth: { operator: CONSOLE_ACCESS.outbox },
    params: PageParams,
    response: paged(OutboxMessageVo),
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
