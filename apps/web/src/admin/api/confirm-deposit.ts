import { AdminDepositVo } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { adminKeys } from '../lib/admin-query-keys';

/** admin/deposits!confirm (finance): credits the wallet once, however often it is sent; audited. */
export function confirmDeposit(id: string): Promise<AdminDepositVo> {
  return apiRequest('deposits!confirm', { scope: 'admin', params: { id }, schema: AdminDepositVo });
}

export function useConfirmDeposit() {
  return useMutation({
    mutationFn: confirmDeposit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.deposits }),
  });
}
