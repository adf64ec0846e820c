import { type accountEndpoints, accountRoutes, type EndpointParams } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export type ChangePasswordInput = EndpointParams<typeof accountEndpoints.changePassword>;

/** user!updateOldAndNewPsw: a new login password; on success every session ends, this one too. */
export function changePassword(input: ChangePasswordInput): Promise<unknown> {
  return callEndpoint(accountRoutes.changePassword, input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
