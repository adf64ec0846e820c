// Written by `npm run routes` (scripts/write-endpoint-routes.mjs) from the endpoints: do not edit.
// The endpoints as routes, for callers that need no schema (see EndpointRoute).
import type { systemEndpoints } from './endpoints.js';
import { endpointRoutes } from '../endpoint.js';

export const systemRoutes = /*#__PURE__*/ endpointRoutes<typeof systemEndpoints>({
  syspara: 'syspara!getSyspara',
  downloadUrl: 'index!download-url',
  subscribe: ['subscribe!add', 'api', '.action', ['POST'], 'query'],
  subscribeConfirm: ['subscribe!confirm', 'api', '.action', ['POST'], 'query'],
});
