import { type accountEndpoints, accountRoutes, type EndpointParams, type LoginVo } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export type RegisterInput = EndpointParams<typeof accountEndpoints.register>;

/**
 * localuser!registerNoVerifcode: creates the account and logs it in. Sent as a JSON body so the
 * passwords never appear in a URL or an access log.
 */
export function register(input: RegisterInput): Promise<LoginVo> {
  return callEndpoint(accountRoutes.register, input);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
