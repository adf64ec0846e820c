import {
  type AdminDepositVo,
  type EndpointParams,
  type walletEndpoints,
  walletRoutes,
} from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { adminKeys } from '../../../../lib/query-keys';

type RejectDepositInput = EndpointParams<typeof walletEndpoints.admin.rejectDeposit>;

/** admin/deposits!reject (finance): the buyer sees the reason; audited. */
export function rejectDeposit(input: RejectDepositInput): Promise<AdminDepositVo> {
  return callEndpoint(walletRoutes.admin.rejectDeposit, input);
}

export function useRejectDeposit() {
  return useMutation({
    mutationFn: rejectDeposit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.deposits }),
  });
}
