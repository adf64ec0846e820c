import { type accountEndpoints, accountRoutes, type EndpointParams, type LoginVo } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export type LoginInput = EndpointParams<typeof accountEndpoints.login>;

/**
 * user!newlogin. Credentials go in the JSON body so they never appear in a URL or an access log.
 * Quiet: the login form shows the refusal (wrong password, lockout) beside the fields.
 */
export function login(input: LoginInput): Promise<LoginVo> {
  return callEndpoint(accountRoutes.login, input, { silent: true });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
