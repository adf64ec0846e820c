// Written by `npm run routes` (scripts/write-endpoint-routes.mjs) from the endpoints: do not edit.
// The endpoints as routes, for callers that need no schema (see EndpointRoute).
import type { creditEndpoints } from './endpoints.js';
import { endpointRoutes } from '../endpoint.js';

export const creditRoutes = /*#__PURE__*/ endpointRoutes<typeof creditEndpoints>({
  check: 'credit!check',
  config: 'credit!config',
  apply: 'credit!apply',
  bill: 'credit!bill',
  history: 'credit!histroy',
  beforePay: 'credit!beforepay',
  pay: 'credit!pay',
  beforeApply: 'credit!beforeapply',
  beforeReapply: 'credit!beforereapply',
  admin: {
    list: ['credit!list', 'admin', '.action', ['POST'], 'query'],
    approve: ['credit!approve', 'admin', '.action', ['POST'], 'query'],
    reject: ['credit!reject', 'admin', '.action', ['POST'], 'query'],
    product: ['creditProduct!get', 'admin', '.action', ['POST'], 'query'],
    saveProduct: ['creditProduct!save', 'admin', '.action', ['POST'], 'query'],
  },
});
