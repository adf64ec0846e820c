import { AdminWithdrawalVo, paged } from '@caravan/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api-client';
import { ADMIN_PAGE_SIZE, adminKeys, type FinanceListFilter } from '../lib/admin-query-keys';

const AdminWithdrawalPage = paged(AdminWithdrawalVo);
export type AdminWithdrawalPage = z.infer<typeof AdminWithdrawalPage>;

/** admin/withdrawals!list (finance): withdrawals in one state, pending ones oldest first. */
export function listWithdrawals(
  filter: FinanceListFilter,
  signal?: AbortSignal,
): Promise<AdminWithdrawalPage> {
  return apiRequest('withdrawals!list', {
    scope: 'admin',
    params: { ...filter, pageSize: ADMIN_PAGE_SIZE },
    schema: AdminWithdrawalPage,
    signal,
    silent: true,
  });
}

export function useWithdrawalList(filter: FinanceListFilter) {
  return useQuery({
    queryKey: adminKeys.withdrawalList(filter),
    queryFn: ({ signal }) => listWithdrawals(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
