import {
  type AdminWithdrawalVo,
  type EndpointParams,
  type walletEndpoints,
  walletRoutes,
} from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { adminKeys } from '../../../../lib/query-keys';

type PayWithdrawalInput = EndpointParams<typeof walletEndpoints.admin.payWithdrawal>;

/** admin/withdrawals!pay (finance): marks it paid with the payout's transaction id; audited. */
export function payWithdrawal(input: PayWithdrawalInput): Promise<AdminWithdrawalVo> {
  return callEndpoint(walletRoutes.admin.payWithdrawal, input);
}

export function usePayWithdrawal() {
  return useMutation({
    mutationFn: payWithdrawal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.withdrawals }),
  });
}
