import { type creditEndpoints, creditRoutes, type EndpointParams } from '@caravan/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** credit!beforepay: what repaying the loan now takes, against the wallet's balance. */
export function getRepayQuote(creditId: string, signal?: AbortSignal) {
  return callEndpoint(creditRoutes.beforePay, { creditId }, { signal });
}

/** The repayment's figures while the repayment dialog is open (`creditId` null: nothing is asked). */
export function useRepayQuote(creditId: string | null) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.creditRepayQuote(token, creditId ?? ''),
    queryFn: ({ signal }) => getRepayQuote(creditId ?? '', signal),
    enabled: token !== null && creditId !== null,
    staleTime: 0,
  });
}

export type RepayLoanInput = EndpointParams<typeof creditEndpoints.pay>;

/** credit!pay: repays the loan in full from the wallet, after the fund password. */
export function repayLoan(input: RepayLoanInput) {
  return callEndpoint(creditRoutes.pay, input);
}

export function useRepayLoan() {
  const token = useToken();
  return useMutation({
    mutationFn: repayLoan,
    // The loan is repaid and the wallet paid for it. Not awaited: the dialog says so and closes
    // before the loan it belongs to is read again (and goes).
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.creditRoot(token) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.walletRoot(token) });
    },
  });
}
