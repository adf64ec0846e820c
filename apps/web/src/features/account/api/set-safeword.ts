import { type accountEndpoints, accountRoutes, type EndpointParams } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { updateCachedCurrentUser } from '../../../lib/current-user';

export type SetSafewordInput = EndpointParams<typeof accountEndpoints.setSafeword>;

/** user!setSafewordReg: the first fund password (6 digits). */
export function setSafeword(input: SetSafewordInput): Promise<unknown> {
  return callEndpoint(accountRoutes.setSafeword, input);
}

export function useSetSafeword() {
  const token = useToken();
  return useMutation({
    mutationFn: setSafeword,
    onSuccess: () => {
      updateCachedCurrentUser({ safeword: 1 });
      return queryClient.invalidateQueries({ queryKey: queryKeys.safewordStatus(token) });
    },
  });
}
