import { accountRoutes } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

/**
 * user!logoffCheck: what stands in the way of closing the account now (the balance, the withdrawal
 * minimum, each refusal that holds); the page shows its own error state (silent: no toast).
 */
export function getCancelCheck(signal?: AbortSignal) {
  return callEndpoint(accountRoutes.cancelCheck, {}, { signal, silent: true });
}

export function useCancelCheck() {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.cancelCheck(token),
    queryFn: ({ signal }) => getCancelCheck(signal),
    enabled: token !== null,
    // Read afresh each time the page opens: a withdrawal or an order may have moved on meanwhile.
    staleTime: 0,
  });
}
