import { type AdminDepositChannelVo, walletRoutes } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { adminKeys } from '../../../../lib/query-keys';

/** admin/depositChannels!list (finance): every deposit channel, open or closed, in the buyers' order. */
export function listDepositChannels(signal?: AbortSignal): Promise<AdminDepositChannelVo[]> {
  return callEndpoint(walletRoutes.admin.channels, {}, { signal, silent: true });
}

export function useDepositChannels() {
  return useQuery({
    queryKey: adminKeys.depositChannels,
    queryFn: ({ signal }) => listDepositChannels(signal),
  });
}
