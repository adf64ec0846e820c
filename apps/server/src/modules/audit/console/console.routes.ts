import { adminEndpoints } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { endpointServer } from '../../../plugins/actions.js';
import { listAudit } from '../audit.js';

/** The audit log in the console (`/admin/audit!list`): every operator action, newest first. */
export function registerAuditConsoleRoutes(app: FastifyInstance, deps: AppDeps): void {
  const serve = endpointServer(app, deps, { tag: 'admin' });

  serve(adminEndpoints.audit, {
    summary: 'The audit log, newest first, filtered by actor, action, target and dates',
    handler: ({ input, deps: d }) =>
      listAudit(d.db, input, { pageNum: input.pageNum, pageSize: input.pageSize }),
  });
}
