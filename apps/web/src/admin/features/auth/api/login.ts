import type { OperatorSessionVo } from '@caravan/contract';
import { adminRoutes } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../../lib/api-client';

export type OperatorLoginInput = { username: string; password: string };
export type OperatorSession = z.infer<typeof OperatorSessionVo>;

/** admin/auth!login. Credentials go in the JSON body so they never appear in a URL or an access log. */
export function loginOperator(input: OperatorLoginInput): Promise<OperatorSession> {
  return callEndpoint(adminRoutes.login, input);
}

export function useOperatorLogin() {
  return useMutation({ mutationFn: loginOperator });
}
