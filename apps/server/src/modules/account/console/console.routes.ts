import { adminEndpoints } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { endpointServer } from '../../../plugins/actions.js';
import { auditContext } from '../../audit/index.js';
import { changeUserState, getUser, listUsers } from './users.service.js';

/** The console's user management (`/admin/user!…`): search, look up, disable, enable, lock, unlock. */
export function registerAccountConsoleRoutes(app: FastifyInstance, deps: AppDeps): void {
  const serve = endpointServer(app, deps, { tag: 'admin' });

  serve(adminEndpoints.users, {
    summary: 'Search users by user name, UID, e-mail or phone; filter by status',
    handler: ({ input, deps: d }) =>
      listUsers(d.db, input, { pageNum: input.pageNum, pageSize: input.pageSize }),
  });

  serve(adminEndpoints.user, {
    summary: 'One user',
    handler: ({ input, deps: d }) => getUser(d.db, input.id),
  });

  const userActions = {
    disable: adminEndpoints.disableUser,
    enable: adminEndpoints.enableUser,
    unlock: adminEndpoints.unlockUser,
  } as const;
  for (const action of ['disable', 'enable', 'unlock'] as const) {
    serve(userActions[action], {
      summary:
        action === 'disable'
          ? 'Disable a user with a reason; the user’s sessions end at once (audited)'
          : action === 'enable'
            ? 'Enable a disabled user with a reason (audited)'
            : 'Clear a login lockout with a reason (audited)',
      handler: ({ actor, input, request, deps: d }) =>
        changeUserState(d.db, d.realtime, action, input.id, input.reason, auditContext(actor, request, d)),
    });
  }

  serve(adminEndpoints.lockUser, {
    summary: 'Bar a user from logging in for 1 minute to 30 days with a reason; sessions end (audited)',
    handler: ({ actor, input, request, deps: d }) =>
      changeUserState(
        d.db,
        d.realtime,
        { lockMinutes: input.minutes },
        input.id,
        input.reason,
        auditContext(actor, request, d),
      ),
  });
}
