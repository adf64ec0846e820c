import {
  type AdminDepositChannelVo,
  type EndpointParams,
  type walletEndpoints,
  walletRoutes,
} from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { adminKeys } from '../../../../lib/query-keys';

export type SaveDepositChannelInput = EndpointParams<typeof walletEndpoints.admin.saveChannel>;

/** admin/depositChannels!save (finance): a new channel (no id) or a change to one; audited. */
export function saveDepositChannel(input: SaveDepositChannelInput): Promise<AdminDepositChannelVo> {
  return callEndpoint(walletRoutes.admin.saveChannel, input);
}

export function useSaveDepositChannel() {
  return useMutation({
    mutationFn: saveDepositChannel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.depositChannels }),
  });
}
