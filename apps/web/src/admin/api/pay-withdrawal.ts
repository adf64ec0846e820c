import { AdminWithdrawalVo } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { adminKeys } from '../lib/admin-query-keys';

type PayWithdrawalInput = { id: string; tx: string };

/** admin/withdrawals!pay (finance): marks it paid with the payout's transaction id; audited. */
export function payWithdrawal(input: PayWithdrawalInput): Promise<AdminWithdrawalVo> {
  return apiRequest('withdrawals!pay', { scope: 'admin', params: input, schema: AdminWithdrawalVo });
}

export function usePayWithdrawal() {
  return useMutation({
    mutationFn: payWithdrawal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.withdrawals }),
  });
}
