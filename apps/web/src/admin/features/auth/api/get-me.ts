import { adminRoutes } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { useOperatorToken } from '../../../../lib/operator-auth';
import { adminKeys } from '../../../../lib/query-keys';
import type { OperatorMe } from '../../../lib/operator-context';

/** admin/auth!me: the signed-in operator. */
export function getOperatorMe(signal?: AbortSignal): Promise<OperatorMe> {
  return callEndpoint(adminRoutes.me, {}, { signal });
}

/** The signed-in operator while an operator token is stored. */
export function useOperatorMe() {
  const token = useOperatorToken();
  return useQuery({
    queryKey: adminKeys.me(token),
    queryFn: ({ signal }) => getOperatorMe(signal),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}
