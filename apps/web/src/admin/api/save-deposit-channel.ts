import { AdminDepositChannelVo, type COIN_SYMBOLS } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { adminKeys } from '../lib/admin-query-keys';

export type SaveDepositChannelInput = {
  id?: string;
  coin: (typeof COIN_SYMBOLS)[number];
  network: string;
  address: string;
  minAmount: string;
  maxAmount: string;
  isOpen: boolean;
  sort: number;
};

/** admin/depositChannels!save (finance): a new channel (no id) or a change to one; audited. */
export function saveDepositChannel(input: SaveDepositChannelInput): Promise<AdminDepositChannelVo> {
  return apiRequest('depositChannels!save', { scope: 'admin', params: input, schema: AdminDepositChannelVo });
}

export function useSaveDepositChannel() {
  return useMutation({
    mutationFn: saveDepositChannel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.depositChannels }),
  });
}
