// Written by `npm run routes` (scripts/write-endpoint-routes.mjs) from the endpoints: do not edit.
// The endpoints as routes, for callers that need no schema (see EndpointRoute).
import type { uploadEndpoints } from './endpoints.js';
import { endpointRoutes } from '../endpoint.js';

export const uploadRoutes = /*#__PURE__*/ endpointRoutes<typeof uploadEndpoints>({
  image: ['uploadimg!execute', 'api', '.action', ['POST'], 'multipart'],
  chatImage: ['public/uploadimg!execute', 'api', '.action', ['POST'], 'multipart'],
  backOfficeImage: ['normal/uploadimg!execute', 'admin', '.action', ['POST'], 'multipart'],
  consoleImage: ['uploadimg!execute', 'admin', '.action', ['POST'], 'multipart'],
});
