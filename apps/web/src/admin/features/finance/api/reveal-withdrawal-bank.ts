import {
  type AdminWithdrawalBankVo,
  type EndpointParams,
  type walletEndpoints,
  walletRoutes,
} from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';

type RevealInput = EndpointParams<typeof walletEndpoints.admin.withdrawalBankDetails>;

/**
 * admin/withdrawals!bankDetails (finance, super admin): a bank withdrawal's whole account number or
 * IBAN, SWIFT/BIC and the amount in its currency. Each call is written to the audit log, so it is a
 * mutation the operator asks for, never a query refetched behind their back.
 */
export function revealWithdrawalBank(input: RevealInput): Promise<AdminWithdrawalBankVo> {
  return callEndpoint(walletRoutes.admin.withdrawalBankDetails, input);
}

export function useRevealWithdrawalBank() {
  return useMutation({ mutationFn: revealWithdrawalBank });
}
