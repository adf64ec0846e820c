import { LoginVo, type REGISTER_TYPES } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type RegisterInput = {
  /** The phone as `+<area code><number>`, the e-mail or the user name, as `type` says. */
  username: string;
  password: string;
  re_password: string;
  type: (typeof REGISTER_TYPES)[keyof typeof REGISTER_TYPES];
  agentCode: string;
  agree: 1;
  captchaId: string;
  captchaX: number;
  /** JSON-encoded [[elapsed ms, x, y], …]. */
  captchaTrace: string;
};

/**
 * localuser!registerNoVerifcode: creates the account and logs it in. Sent as a JSON body so the
 * passwords never appear in a URL or an access log.
 */
export function register(input: RegisterInput): Promise<LoginVo> {
  return apiRequest('localuser!registerNoVerifcode', { body: input, schema: LoginVo });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
