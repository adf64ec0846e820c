import { type EndpointReply, type walletEndpoints, walletRoutes } from '@caravan/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { adminKeys, type FinanceListFilter } from '../../../../lib/query-keys';
import { ADMIN_PAGE_SIZE } from '../../../lib/page-param';

export type AdminDepositPage = EndpointReply<typeof walletEndpoints.admin.deposits>;

/** admin/deposits!list (finance): deposits in one state, pending ones oldest first. */
export function listDeposits(filter: FinanceListFilter, signal?: AbortSignal): Promise<AdminDepositPage> {
  return callEndpoint(
    walletRoutes.admin.deposits,
    { ...filter, pageSize: ADMIN_PAGE_SIZE },
    { signal, silent: true },
  );
}

export function useDepositList(filter: FinanceListFilter) {
  return useQuery({
    queryKey: adminKeys.depositList(filter),
    queryFn: ({ signal }) => listDeposits(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
