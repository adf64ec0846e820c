import { AdminDepositVo } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { adminKeys } from '../lib/admin-query-keys';

type RejectDepositInput = { id: string; reason: string };

/** admin/deposits!reject (finance): the buyer sees the reason; audited. */
export function rejectDeposit(input: RejectDepositInput): Promise<AdminDepositVo> {
  return apiRequest('deposits!reject', { scope: 'admin', params: input, schema: AdminDepositVo });
}

export function useRejectDeposit() {
  return useMutation({
    mutationFn: rejectDeposit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.deposits }),
  });
}
