import { adminEndpoints } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { serveEndpoint } from '../../../plugins/actions.js';
import { listAudit } from '../audit.js';

/** The audit log in the console (`/admin/audit!list`): every operator action, newest first. */
export function registerAuditConsoleRoutes(app: FastifyInstance, deps: AppDeps): void {
  const base = { tag: 'admin' } as const;

  serveEndpoint(app, deps, adminEndpoints.audit, {
    ...base,
    summary: 'The audit log, newest first, filtered by actor, action, target and dates',
    handler: ({ input, deps: d }) =>
      listAudit(d.db, input, { pageNum: input.pageNum, pageSize: input.pageSize }),
  });
}
