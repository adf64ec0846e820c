// Written by `npm run routes` (scripts/write-endpoint-routes.mjs) from the endpoints: do not edit.
// The endpoints as routes, for callers that need no schema (see EndpointRoute).
import type { engagementEndpoints } from './endpoints.js';
import { endpointRoutes } from '../endpoint.js';

export const engagementRoutes = /*#__PURE__*/ endpointRoutes<typeof engagementEndpoints>({
  favourites: ['keepGoods!list', 'api', '.action', ['POST'], 'query'],
  addFavourite: ['keepGoods!add', 'api', '.action', ['POST'], 'query'],
  removeFavourite: ['keepGoods!del', 'api', '.action', ['POST'], 'query'],
  favouriteCount: ['keepGoods!count', 'api', '.action', ['POST'], 'query'],
  follows: ['focusSeller!list', 'api', '.action', ['POST'], 'query'],
  follow: ['focusSeller!add', 'api', '.action', ['POST'], 'query'],
  unfollow: ['focusSeller!del', 'api', '.action', ['POST'], 'query'],
  followCount: ['focusSeller!count', 'api', '.action', ['POST'], 'query'],
});
