import type { AdminUserVo } from '@caravan/contract';
import { adminRoutes } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { adminKeys } from '../../../../lib/query-keys';

/** admin/user!get */
export function getUser(id: string, signal?: AbortSignal): Promise<AdminUserVo> {
  return callEndpoint(adminRoutes.user, { id }, { signal, silent: true });
}

export function useUser(id: string) {
  return useQuery({
    queryKey: adminKeys.user(id),
    queryFn: ({ signal }) => getUser(id, signal),
    staleTime: 10_000,
  });
}
