import { type AdminBankAccountVo, walletRoutes } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { adminKeys } from '../../../../lib/query-keys';

/** admin/bankAccounts!list (finance): the accounts buyers send bank transfers to, one per currency. */
export function listBankAccounts(signal?: AbortSignal): Promise<AdminBankAccountVo[]> {
  return callEndpoint(walletRoutes.admin.bankAccounts, {}, { signal, silent: true });
}

export function useBankAccounts() {
  return useQuery({ queryKey: adminKeys.bankAccounts, queryFn: ({ signal }) => listBankAccounts(signal) });
}
