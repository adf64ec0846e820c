import { AdminCoinRateVo } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { adminKeys } from '../lib/admin-query-keys';

type SaveCoinRateInput = { coin: 'ETH' | 'BTC'; rate: string };

/** admin/coinRates!save (finance): the rate later confirmations credit at; audited. */
export function saveCoinRate(input: SaveCoinRateInput): Promise<AdminCoinRateVo> {
  return apiRequest('coinRates!save', { scope: 'admin', params: input, schema: AdminCoinRateVo });
}

export function useSaveCoinRate() {
  return useMutation({
    mutationFn: saveCoinRate,
    onSuccess: (saved) =>
      queryClient.setQueryData<AdminCoinRateVo[]>(adminKeys.coinRates, (list) =>
        list?.map((item) => (item.coin === saved.coin ? saved : item)),
      ),
  });
}
