import { AdminBankAccountVo } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { adminKeys } from '../lib/admin-query-keys';

export type SaveBankAccountInput = {
  currency: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  swiftCode?: string;
  referencePrefix: string;
  usdtPrice: string;
  isOpen: boolean;
  sort: number;
};

/** admin/bankAccounts!save (finance): a currency's account, created or changed; audited. */
export function saveBankAccount(input: SaveBankAccountInput): Promise<AdminBankAccountVo> {
  return apiRequest('bankAccounts!save', { scope: 'admin', body: input, schema: AdminBankAccountVo });
}

export function useSaveBankAccount() {
  return useMutation({
    mutationFn: saveBankAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.bankAccounts }),
  });
}
