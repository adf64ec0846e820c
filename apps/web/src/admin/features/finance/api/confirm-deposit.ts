import { type AdminDepositVo, walletRoutes } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { adminKeys } from '../../../../lib/query-keys';

/** admin/deposits!confirm (finance): credits the wallet once, however often it is sent; audited. */
export function confirmDeposit(id: string): Promise<AdminDepositVo> {
  return callEndpoint(walletRoutes.admin.confirmDeposit, { id });
}

export function useConfirmDeposit() {
  return useMutation({
    mutationFn: confirmDeposit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.deposits }),
  });
}
