// Written by `npm run routes` (scripts/write-endpoint-routes.mjs) from the endpoints: do not edit.
// The endpoints as routes, for callers that need no schema (see EndpointRoute).
import type { kycEndpoints } from './endpoints.js';
import { endpointRoutes } from '../endpoint.js';

export const kycRoutes = /*#__PURE__*/ endpointRoutes<typeof kycEndpoints>({
  apply: 'kyc!apply',
  get: 'kyc!get',
  register: ['version!register', 'seller', '.action', ['POST'], 'query'],
  registerFromApp: ['version!registerjs', 'seller', '.action', ['POST'], 'query'],
  admin: {
    list: ['sellerApplication!list', 'admin', '.action', ['POST'], 'query'],
    approve: ['sellerApplication!approve', 'admin', '.action', ['POST'], 'query'],
    reject: ['sellerApplication!reject', 'admin', '.action', ['POST'], 'query'],
  },
});
