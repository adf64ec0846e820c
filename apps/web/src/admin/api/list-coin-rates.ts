import { AdminCoinRateVo } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client';
import { adminKeys } from '../lib/admin-query-keys';

const RateList = z.array(AdminCoinRateVo);

/** admin/coinRates!list (finance): the USDT rates ETH and BTC deposits are credited at. */
export function listCoinRates(signal?: AbortSignal): Promise<AdminCoinRateVo[]> {
  return apiRequest('coinRates!list', { scope: 'admin', schema: RateList, signal, silent: true });
}

export function useCoinRates() {
  return useQuery({ queryKey: adminKeys.coinRates, queryFn: ({ signal }) => listCoinRates(signal) });
}
