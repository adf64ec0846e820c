import { accountRoutes } from '@caravan/contract';
import { callEndpoint } from '../../../lib/api-client';

/** user!logout revokes the token on the server; failures are ignored as the client forgets it anyway. */
export function logout(): Promise<unknown> {
  return callEndpoint(accountRoutes.logout, {}, { silent: true });
}
