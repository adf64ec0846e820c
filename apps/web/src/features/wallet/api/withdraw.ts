import { walletEndpoints, type EndpointParams } from '@caravan/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * withdraw!withdraw_open: a one-time form token and the bound address. Every fetch issues a new
 * token, so the form refetches it after each request.
 */
export function useWithdrawForm() {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.walletForm(token, 'withdraw'),
    queryFn: ({ signal }) => callEndpoint(walletEndpoints.openWithdrawForm, {}, { signal }),
    enabled: token !== null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** withdraw!withdrawLimitConfig and withdraw!fee: the bounds and the fee rule, for the preview. */
export function useWithdrawRules() {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.walletForm(token, 'withdraw-rules'),
    queryFn: async ({ signal }) => {
      const [limits, fee] = await Promise.all([
        callEndpoint(walletEndpoints.withdrawLimits, {}, { signal }),
        callEndpoint(walletEndpoints.withdrawFee, { channel: 'USDT' }, { signal }),
      ]);
      return { limits, fee };
    },
    enabled: token !== null,
  });
}

export type BindAddressInput = EndpointParams<typeof walletEndpoints.bindWithdrawAddress>;

/** user!bindWithdrawAddress: the one withdrawal address, after the fund password. */
export function useBindWithdrawAddress() {
  const token = useToken();
  return useMutation({
    mutationFn: (input: BindAddressInput) => callEndpoint(walletEndpoints.bindWithdrawAddress, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.walletForm(token, 'withdraw') }),
  });
}

export type WithdrawInput = { session_token: string; amount: string; safeword: string };

/** withdraw!apply (crypto, to the bound address): the amount is held until finance decides. */
export function useApplyWithdrawal() {
  const token = useToken();
  return useMutation({
    mutationFn: (input: WithdrawInput) =>
      callEndpoint(walletEndpoints.withdraw, { ...input, channel: 'USDT' }),
    // The token is spent either way: fetch a new one, and the balance and records after a hold.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.walletRoot(token) }),
  });
}
