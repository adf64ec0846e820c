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

type RejectWithdrawalInput = EndpointParams<typeof walletEndpoints.admin.rejectWithdrawal>;

/** admin/withdrawals!reject (finance): the held amount returns to the wallet; the buyer sees why. */
export function rejectWithdrawal(input: RejectWithdrawalInput): Promise<AdminWithdrawalVo> {
  return callEndpoint(walletRoutes.admin.rejectWithdrawal, input);
}

export function useRejectWithdrawal() {
  return useMutation({
    mutationFn: rejectWithdrawal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.withdrawals }),
  });
}
