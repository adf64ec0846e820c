import { LoginVo } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type LoginInput = { username: string; password: string };

/**
 * user!newlogin. Credentials go in the JSON body so they never appear in a URL or an access log.
 * Quiet: the login form shows the refusal (wrong password, lockout) beside the fields.
 */
export function login(input: LoginInput): Promise<LoginVo> {
  return apiRequest('user!newlogin', { body: input, schema: LoginVo, silent: true });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
