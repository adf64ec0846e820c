import { accountRoutes } from '@caravan/contract';
import { callEndpoint } from '../../../lib/api-client';

/** user!heartbeat: tells the server the session is in use. Quiet: a lapse is not the user's concern. */
export function sendHeartbeat(): Promise<unknown> {
  return callEndpoint(accountRoutes.heartbeat, { status: 1 }, { silent: true });
}
