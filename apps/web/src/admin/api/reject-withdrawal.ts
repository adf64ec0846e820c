import { AdminWithdrawalVo } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { adminKeys } from '../lib/admin-query-keys';

type RejectWithdrawalInput = { id: string; reason: string };

/** admin/withdrawals!reject (finance): the held amount returns to the wallet; the buyer sees why. */
export function rejectWithdrawal(input: RejectWithdrawalInput): Promise<AdminWithdrawalVo> {
  return apiRequest('withdrawals!reject', { scope: 'admin', params: input, schema: AdminWithdrawalVo });
}

export function useRejectWithdrawal() {
  return useMutation({
    mutationFn: rejectWithdrawal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.withdrawals }),
  });
}
