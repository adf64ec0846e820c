import { accountRoutes, type LocalUserVo } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from './api-client';
import { getToken, useToken } from './auth';
import { queryClient } from './query-client';
import { queryKeys } from './query-keys';
import type { WindowSession } from './window-session';

// The logged-in user is read by the header, the user centre and logout (for the per-user storage
// keys), so it lives here rather than in one feature.

/** localuser!get: the logged-in user (GET on the PC client), or a window's own session's user. */
export function getLocalUser(signal?: AbortSignal, session?: WindowSession | null): Promise<LocalUserVo> {
  return callEndpoint(accountRoutes.currentUser, {}, { signal, session });
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

/** The cached current user, if it has been fetched, without fetching. */
export function cachedCurrentUser(): LocalUserVo | undefined {
  return queryClient.getQueryData<LocalUserVo>(queryKeys.currentUser(getToken()));
}

/** Replaces the cached current user after a change the server confirmed (avatar, fund password). */
export function updateCachedCurrentUser(change: Partial<LocalUserVo>): void {
  queryClient.setQueryData<LocalUserVo>(queryKeys.currentUser(getToken()), (user) =>
    user ? { ...user, ...change } : user,
  );
}
