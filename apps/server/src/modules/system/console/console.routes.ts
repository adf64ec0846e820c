import { adminEndpoints } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { endpointServer } from '../../../plugins/actions.js';
import { auditContext } from '../../audit/index.js';
import { listSyspara, updateSyspara } from './syspara.service.js';

// The syspara area sets every parameter; finance reaches the same routes for the wallet's only
// (the service filters and refuses by code: canSetSyspara).

/** System parameters in the console (`/admin/syspara!…`), checked against their definitions. */
export function registerSystemConsoleRoutes(app: FastifyInstance, deps: AppDeps): void {
  const serve = endpointServer(app, deps, { tag: 'admin' });

  serve(adminEndpoints.syspara, {
    summary: 'The system parameters the role may set (finance: the wallet’s), with type, default and bounds',
    handler: ({ actor, deps: d }) => listSyspara(d.db, actor.role),
  });

  serve(adminEndpoints.updateSyspara, {
    summary: 'Set a system parameter the role may set, checked against its definition (audited)',
    handler: ({ actor, input, request, deps: d }) =>
      updateSyspara(d.db, input, auditContext(actor, request, d)),
  });
}
