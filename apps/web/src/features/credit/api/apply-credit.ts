import { type creditEndpoints, creditRoutes, type EndpointParams } from '@caravan/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export type CreditApplyInput = EndpointParams<typeof creditEndpoints.apply>;

/** credit!apply: a loan application with the terms in force; `creditId` applies again for a failed one. */
export function applyForCredit(input: CreditApplyInput) {
  return callEndpoint(creditRoutes.apply, input);
}

export function useApplyCredit() {
  const token = useToken();
  return useMutation({
    mutationFn: applyForCredit,
    // The offer's standing (a loan now in review), the current loan and the history all change. Not
    // awaited: the form moves on to the loan at once rather than first redraw itself as refused.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.creditRoot(token) });
    },
  });
}

/** credit!beforereapply: a failed loan's answers and the reviewer's reason, to correct and send again. */
export function getReapplyForm(creditId: string, signal?: AbortSignal) {
  return callEndpoint(creditRoutes.beforeReapply, { creditId }, { signal });
}

/** A failed loan's answers when `creditId` is given; nothing is asked otherwise. */
export function useReapplyForm(creditId: string | null) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.creditReapply(token, creditId ?? ''),
    queryFn: ({ signal }) => getReapplyForm(creditId ?? '', signal),
    enabled: token !== null && creditId !== null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** credit!beforeapply: the caller's verified identity (name, document, photos) to start an application from. */
export function getApplicationStart(signal?: AbortSignal) {
  return callEndpoint(creditRoutes.beforeApply, {}, { signal });
}

/** The verified identity for a new application; nothing is asked when correcting a failed one. */
export function useApplicationStart(enabled: boolean) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.creditStart(token),
    queryFn: ({ signal }) => getApplicationStart(signal),
    enabled: token !== null && enabled,
    refetchOnWindowFocus: false,
  });
}
