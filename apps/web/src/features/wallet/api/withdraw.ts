import {
  type EndpointParams,
  type walletEndpoints,
  walletRoutes,
  type WithdrawCoin,
} from '@caravan/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * withdraw!withdraw_open: a one-time form token and the bound address of each coin. Every fetch
 * issues a new token, so the form refetches it after each request.
 */
export function useWithdrawForm() {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.walletForm(token, 'withdraw'),
    queryFn: ({ signal }) => callEndpoint(walletRoutes.openWithdrawForm, {}, { signal }),
    enabled: token !== null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/**
 * withdraw!withdrawLimitConfig and withdraw!fee of a coin (a bank withdrawal is charged as USDT):
 * the bounds, the fee rule and the coin's rate in force, for the preview.
 */
export function useWithdrawRules(coin: WithdrawCoin) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.walletForm(token, `withdraw-rules-${coin}`),
    queryFn: async ({ signal }) => {
      const [limits, fee] = await Promise.all([
        callEndpoint(walletRoutes.withdrawLimits, {}, { signal }),
        // Its failure (no rate set for the coin) is shown in place of the form, not as a toast.
        callEndpoint(walletRoutes.withdrawFee, { channel: coin }, { signal, silent: true }),
      ]);
      return { limits, fee };
    },
    enabled: token !== null,
  });
}

export type BindAddressInput = EndpointParams<typeof walletEndpoints.bindWithdrawAddress>;

/** user!bindWithdrawAddress: a coin's one withdrawal address, after the fund password. */
export function useBindWithdrawAddress() {
  const token = useToken();
  return useMutation({
    mutationFn: (input: BindAddressInput) => callEndpoint(walletRoutes.bindWithdrawAddress, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.walletForm(token, 'withdraw') }),
  });
}

export type WithdrawInput = EndpointParams<typeof walletEndpoints.withdraw>;

/**
 * withdraw!apply: to the coin's bound address (BTC and ETH at the rate shown, sent as `rate`), or
 * to a bank account; the amount is held until finance decides.
 */
export function useApplyWithdrawal() {
  const token = useToken();
  return useMutation({
    mutationFn: (input: WithdrawInput) => callEndpoint(walletRoutes.withdraw, input),
    // The token is spent either way: fetch a new one, and the balance and records after a hold.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.walletRoot(token) }),
  });
}
