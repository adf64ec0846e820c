// Written by `npm run routes` (scripts/write-endpoint-routes.mjs) from the endpoints: do not edit.
// The endpoints as routes, for callers that need no schema (see EndpointRoute).
import type { addressEndpoints } from './endpoints.js';
import { endpointRoutes } from '../endpoint.js';

export const addressRoutes = /*#__PURE__*/ endpointRoutes<typeof addressEndpoints>({
  list: 'address!list',
  add: ['address!add', 'api', '.action', ['POST'], 'json'],
  edit: ['address!edit', 'api', '.action', ['POST'], 'json'],
  remove: ['address!del', 'api', '.action', ['POST'], 'query'],
  countries: 'address!listCountry',
  states: 'address!listState',
  cities: 'address!listCity',
});
