import { accountRoutes } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

/** user!check-safeword: whether a fund password is set, and whether wrong tries locked it today. */
export function getSafewordStatus(signal?: AbortSignal) {
  return callEndpoint(accountRoutes.safewordStatus, {}, { signal });
}

export function useSafewordStatus() {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.safewordStatus(token),
    queryFn: ({ signal }) => getSafewordStatus(signal),
    enabled: token !== null,
    staleTime: 0,
  });
}
