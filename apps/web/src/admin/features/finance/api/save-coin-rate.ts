import {
  type AdminCoinRateVo,
  type EndpointParams,
  type walletEndpoints,
  walletRoutes,
} from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { adminKeys } from '../../../../lib/query-keys';

type SaveCoinRateInput = EndpointParams<typeof walletEndpoints.admin.saveCoinRate>;

/** admin/coinRates!save (finance): the rate later confirmations credit at; audited. */
export function saveCoinRate(input: SaveCoinRateInput): Promise<AdminCoinRateVo> {
  return callEndpoint(walletRoutes.admin.saveCoinRate, input);
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
