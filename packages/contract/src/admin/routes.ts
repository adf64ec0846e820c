// Written by `npm run routes` (scripts/write-endpoint-routes.mjs) from the endpoints: do not edit.
// The endpoints as routes, for callers that need no schema (see EndpointRoute).
import type { adminEndpoints } from './endpoints.js';
import { endpointRoutes } from '../endpoint.js';

export const adminRoutes = /*#__PURE__*/ endpointRoutes<typeof adminEndpoints>({
  login: ['auth!login', 'admin', '.action', ['POST'], 'json'],
  logout: ['auth!logout', 'admin', '.action', ['POST'], 'query'],
  me: ['auth!me', 'admin', '.action', ['POST'], 'query'],
  users: ['user!list', 'admin', '.action', ['POST'], 'query'],
  user: ['user!get', 'admin', '.action', ['POST'], 'query'],
  disableUser: ['user!disable', 'admin', '.action', ['POST'], 'query'],
  enableUser: ['user!enable', 'admin', '.action', ['POST'], 'query'],
  unlockUser: ['user!unlock', 'admin', '.action', ['POST'], 'query'],
  lockUser: ['user!lock', 'admin', '.action', ['POST'], 'query'],
  operators: ['operator!list', 'admin', '.action', ['POST'], 'query'],
  createOperator: ['operator!create', 'admin', '.action', ['POST'], 'json'],
  updateOperator: ['operator!update', 'admin', '.action', ['POST'], 'query'],
  syspara: ['syspara!list', 'admin', '.action', ['POST'], 'query'],
  updateSyspara: ['syspara!update', 'admin', '.action', ['POST'], 'query'],
  walletSettings: ['walletSettings!list', 'admin', '.action', ['POST'], 'query'],
  updateWalletSetting: ['walletSettings!update', 'admin', '.action', ['POST'], 'query'],
  audit: ['audit!list', 'admin', '.action', ['POST'], 'query'],
  outbox: ['outbox!list', 'admin', '.action', ['POST'], 'query'],
});
