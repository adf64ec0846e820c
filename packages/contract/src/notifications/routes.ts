// Written by `npm run routes` (scripts/write-endpoint-routes.mjs) from the endpoints: do not edit.
// The endpoints as routes, for callers that need no schema (see EndpointRoute).
import type { notificationEndpoints } from './endpoints.js';
import { endpointRoutes } from '../endpoint.js';

export const notificationRoutes = /*#__PURE__*/ endpointRoutes<typeof notificationEndpoints>({
  pageList: ['notification!message.pagelist', 'api', '', ['GET', 'POST'], 'query'],
  slideList: ['notification!message.slidelist', 'api', '', ['GET', 'POST'], 'query'],
  detail: ['notification!message.detail', 'api', '', ['GET', 'POST'], 'query'],
  read: ['notification!message.read', 'api', '', ['POST'], 'query'],
  unreadCount: ['notification!count.unread', 'api', '', ['GET', 'POST'], 'query'],
  emailSettings: ['notification!emailSettings', 'api', '.action', ['GET', 'POST'], 'query'],
  saveEmailSettings: ['notification!saveEmailSettings', 'api', '.action', ['POST'], 'query'],
});
