import { AdminDepositChannelVo } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client';
import { adminKeys } from '../lib/admin-query-keys';

const ChannelList = z.array(AdminDepositChannelVo);

/** admin/depositChannels!list (finance): every deposit channel, open or closed, in the buyers' order. */
export function listDepositChannels(signal?: AbortSignal): Promise<AdminDepositChannelVo[]> {
  return apiRequest('depositChannels!list', { scope: 'admin', schema: ChannelList, signal, silent: true });
}

export function useDepositChannels() {
  return useQuery({
    queryKey: adminKeys.depositChannels,
    queryFn: ({ signal }) => listDepositChannels(signal),
  });
}
