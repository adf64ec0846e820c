import { type EndpointReply, type walletEndpoints, walletRoutes } from '@caravan/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { adminKeys, type FinanceListFilter } from '../../../../lib/query-keys';
import { ADMIN_PAGE_SIZE } from '../../../lib/page-param';

export type AdminWithdrawalPage = EndpointReply<typeof walletEndpoints.admin.withdrawals>;

/** admin/withdrawals!list (finance): withdrawals in one state, pending ones oldest first. */
export function listWithdrawals(
  filter: FinanceListFilter,
  signal?: AbortSignal,
): Promise<AdminWithdrawalPage> {
  return callEndpoint(
    walletRoutes.admin.withdrawals,
    { ...filter, pageSize: ADMIN_PAGE_SIZE },
    { signal, silent: true },
  );
}

export function useWithdrawalList(filter: FinanceListFilter) {
  return useQuery({
    queryKey: adminKeys.withdrawalList(filter),
    queryFn: ({ signal }) => listWithdrawals(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
