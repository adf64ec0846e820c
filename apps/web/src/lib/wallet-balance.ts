import { walletRoutes } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from './api-client';
import { useToken } from './auth';
import { queryKeys } from './query-keys';

/** wallet!getUsdt: the balance in USDT (rounded down to 2 dp by the server). */
export function getBalance(signal?: AbortSignal) {
  return callEndpoint(walletRoutes.balance, {}, { signal });
}

export function useBalance() {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.walletBalance(token),
    queryFn: ({ signal }) => getBalance(signal),
    enabled: token !== null,
    staleTime: 0,
    // Back to the tab after paying a deposit elsewhere (a bank's app, another device): read again.
    refetchOnWindowFocus: true,
  });
}
