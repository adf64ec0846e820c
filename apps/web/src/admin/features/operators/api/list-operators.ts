import { type adminEndpoints, adminRoutes, type EndpointReply, type OperatorVo } from '@caravan/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { adminKeys } from '../../../../lib/query-keys';
import { ADMIN_PAGE_SIZE } from '../../../lib/page-param';

export type OperatorPage = EndpointReply<typeof adminEndpoints.operators>;

/** admin/operator!list (super admin) */
export function listOperators(pageNum: number, signal?: AbortSignal): Promise<OperatorPage> {
  return callEndpoint(
    adminRoutes.operators,
    { pageNum, pageSize: ADMIN_PAGE_SIZE },
    { signal, silent: true },
  );
}

/** The largest page operator!list gives (contract §2.3). */
const ALL_PAGE_SIZE = 100;

/** Every operator account, page after page of operator!list (super admin). */
export async function listAllOperators(signal?: AbortSignal): Promise<OperatorVo[]> {
  const all: OperatorVo[] = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const page = await callEndpoint(
      adminRoutes.operators,
      { pageNum, pageSize: ALL_PAGE_SIZE },
      { signal, silent: true },
    );
    all.push(...page.pageList);
    if (page.pageList.length < ALL_PAGE_SIZE || all.length >= page.pageInfo.totalElements) return all;
  }
}

/** Every operator account, while `enabled` (only a super admin may list them). */
export function useAllOperators(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.allOperators,
    queryFn: ({ signal }) => listAllOperators(signal),
    enabled,
    staleTime: 30_000,
  });
}

export function useOperatorList(pageNum: number) {
  return useQuery({
    queryKey: adminKeys.operatorList(pageNum),
    queryFn: ({ signal }) => listOperators(pageNum, signal),
    placeholderData: keepPreviousData,
  });
}
