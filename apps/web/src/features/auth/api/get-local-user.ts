import { LocalUserVo } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

/** localuser!get: the logged-in user (GET on the PC client). */
export function getLocalUser(signal?: AbortSignal): Promise<LocalUserVo> {
  return apiRequest('localuser!get', { method: 'GET', schema: LocalUserVo, signal });
}

/** The current user while a token is stored (spec §4: fetched at start when a token exists). */
export function useCurrentUser() {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.currentUser(token),
    queryFn: ({ signal }) => getLocalUser(signal),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}
