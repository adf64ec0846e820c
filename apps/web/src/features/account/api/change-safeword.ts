import { type accountEndpoints, accountRoutes, type EndpointParams } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export type ChangeSafewordInput = EndpointParams<typeof accountEndpoints.changeSafeword>;

/** user!updateOldAndNewSafeword: a wrong old one counts towards the day's lock (spec §9). */
export function changeSafeword(input: ChangeSafewordInput): Promise<unknown> {
  return callEndpoint(accountRoutes.changeSafeword, input);
}

export function useChangeSafeword() {
  const token = useToken();
  return useMutation({
    mutationFn: changeSafeword,
    // Success or a wrong try: the lock state may have changed either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.safewordStatus(token) }),
  });
}
