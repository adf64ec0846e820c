import { type AdminCoinRateVo, walletRoutes } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { adminKeys } from '../../../../lib/query-keys';

/** admin/coinRates!list (finance): the USDT rates ETH and BTC deposits are credited at. */
export function listCoinRates(signal?: AbortSignal): Promise<AdminCoinRateVo[]> {
  return callEndpoint(walletRoutes.admin.coinRates, {}, { signal, silent: true });
}

export function useCoinRates() {
  return useQuery({ queryKey: adminKeys.coinRates, queryFn: ({ signal }) => listCoinRates(signal) });
}
