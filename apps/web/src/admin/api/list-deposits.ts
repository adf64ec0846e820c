import { AdminDepositVo, paged } from '@caravan/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api-client';
import { ADMIN_PAGE_SIZE, adminKeys, type FinanceListFilter } from '../lib/admin-query-keys';

const AdminDepositPage = paged(AdminDepositVo);
export type AdminDepositPage = z.infer<typeof AdminDepositPage>;

/** admin/deposits!list (finance): deposits in one state, pending ones oldest first. */
export function listDeposits(filter: FinanceListFilter, signal?: AbortSignal): Promise<AdminDepositPage> {
  return apiRequest('deposits!list', {
    scope: 'admin',
    params: { ...filter, pageSize: ADMIN_PAGE_SIZE },
    schema: AdminDepositPage,
    signal,
    silent: true,
  });
}

export function useDepositList(filter: FinanceListFilter) {
  return useQuery({
    queryKey: adminKeys.depositList(filter),
    queryFn: ({ signal }) => listDeposits(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
