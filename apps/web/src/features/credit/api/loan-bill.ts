import { creditRoutes } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

/** credit!bill: the loan in review or in use, with its days begun and what repaying now takes. */
export function getLoanBill(signal?: AbortSignal) {
  return callEndpoint(creditRoutes.bill, {}, { signal });
}

/** The current loan (`creditId` '' when there is none). */
export function useLoanBill() {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.creditBill(token),
    queryFn: ({ signal }) => getLoanBill(signal),
    enabled: token !== null,
    // Interest grows by the day and a review may end at any time: asked again on each visit.
    staleTime: 0,
  });
}
