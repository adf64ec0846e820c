import { adminEndpoints } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { endpointServer } from '../../../plugins/actions.js';
import { auditContext } from '../../audit/index.js';
import { listSyspara, updateSyspara } from './syspara.service.js';

// The system parameters' page sets every parameter (operations and the super admin); finance's
// wallet settings, the wallet's only (issue 50: finance no longer reaches the syspara routes).

/** System parameters in the console (`/admin/syspara!…`, `/admin/walletSettings!…`), checked against their definitions. */
export function registerSystemConsoleRoutes(app: FastifyInstance, deps: AppDeps): void {
  const serve = endpointServer(app, deps, { tag: 'admin' });

  serve(adminEndpoints.syspara, {
    summary: 'Every system parameter, with type, default and bounds',
    handler: ({ deps: d }) => listSyspara(d.db, 'all'),
  });

  serve(adminEndpoints.updateSyspara, {
    summary: 'Set a system parameter, checked against its definition (audited)',
    handler: ({ actor, input, request, deps: d }) =>
      updateSyspara(d.db, input, 'all', auditContext(actor, request, d)),
  });

  serve(adminEndpoints.walletSettings, {
    summary: 'The wallet’s system parameters (deposits, withdrawals, the peso rate), for finance',
    handler: ({ deps: d }) => listSyspara(d.db, 'wallet'),
  });

  serve(adminEndpoints.updateWalletSetting, {
    summary: 'Set one of the wallet’s system parameters, checked against its definition (audited)',
    handler: ({ actor, input, request, deps: d }) =>
      updateSyspara(d.db, input, 'wallet', auditContext(actor, request, d)),
  });
}
