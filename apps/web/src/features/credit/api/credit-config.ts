import { creditRoutes } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

/** credit!config: the loan on offer (range, terms, rates) and where the caller stands on each rule. */
export function getCreditConfig(signal?: AbortSignal) {
  return callEndpoint(creditRoutes.config, {}, { signal });
}

/** The offer and the caller's standing; nothing is asked without a session (the server needs one). */
export function useCreditConfig() {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.creditConfig(token),
    queryFn: ({ signal }) => getCreditConfig(signal),
    enabled: token !== null,
    // Standing changes elsewhere (an identity approved, a loan decided): asked again on each visit.
    staleTime: 0,
  });
}
