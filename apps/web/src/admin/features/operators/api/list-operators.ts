import { type adminEndpoints, adminRoutes, type EndpointReply } from '@caravan/contract';
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

export function useOperatorList(pageNum: number) {
  return useQuery({
    queryKey: adminKeys.operatorList(pageNum),
    queryFn: ({ signal }) => listOperators(pageNum, signal),
    placeholderData: keepPreviousData,
  });
}
