import { type accountEndpoints, accountRoutes, type EndpointParams } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export type ResetPasswordInput = EndpointParams<typeof accountEndpoints.resetPassword>;

/** user!resetpsw: a new login password with the e-mailed code; every session of the user ends. */
export function resetPassword(input: ResetPasswordInput): Promise<unknown> {
  return callEndpoint(accountRoutes.resetPassword, input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
