import { OrderNoVo, WithdrawFeeVo, WithdrawLimitVo, WithdrawOpenVo } from '@caravan/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
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
    queryFn: ({ signal }) => apiRequest('withdraw!withdraw_open', { schema: WithdrawOpenVo, signal }),
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
        apiRequest('withdraw!withdrawLimitConfig', { schema: WithdrawLimitVo, signal }),
        apiRequest('withdraw!fee', { params: { channel: 'USDT' }, schema: WithdrawFeeVo, signal }),
      ]);
      return { limits, fee };
    },
    enabled: token !== null,
  });
}

export type BindAddressInput = { blockchain_name: string; address: string; safeword: string };

/** user!bindWithdrawAddress: the one withdrawal address, after the fund password. */
export function useBindWithdrawAddress() {
  const token = useToken();
  return useMutation({
    mutationFn: (input: BindAddressInput) =>
      apiRequest('user!bindWithdrawAddress', { params: input, schema: z.null() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.walletForm(token, 'withdraw') }),
  });
}

export type WithdrawInput = { session_token: string; amount: string; safeword: string };

/** withdraw!apply (crypto, to the bound address): the amount is held until finance decides. */
export function useApplyWithdrawal() {
  const token = useToken();
  return useMutation({
    mutationFn: (input: WithdrawInput) =>
      apiRequest('withdraw!apply', { params: { ...input, channel: 'USDT' }, schema: OrderNoVo }),
    // The token is spent either way: fetch a new one, and the balance and records after a hold.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.walletRoot(token) }),
  });
}
