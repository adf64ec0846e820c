import {
  type AdminBankAccountVo,
  type EndpointParams,
  type walletEndpoints,
  walletRoutes,
} from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { adminKeys } from '../../../../lib/query-keys';

export type SaveBankAccountInput = EndpointParams<typeof walletEndpoints.admin.saveBankAccount>;

/** admin/bankAccounts!save (finance): a currency's account, created or changed; audited. */
export function saveBankAccount(input: SaveBankAccountInput): Promise<AdminBankAccountVo> {
  return callEndpoint(walletRoutes.admin.saveBankAccount, input);
}

export function useSaveBankAccount() {
  return useMutation({
    mutationFn: saveBankAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.bankAccounts }),
  });
}
