import { type adminEndpoints, adminRoutes, type EndpointReply } from '@caravan/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { adminKeys, type AuditFilter } from '../../../../lib/query-keys';
import { ADMIN_PAGE_SIZE } from '../../../lib/page-param';

export type AuditPage = EndpointReply<typeof adminEndpoints.audit>;

/** admin/audit!list: newest first, filtered by actor, action, target and date range. */
export function listAudit(filter: AuditFilter, signal?: AbortSignal): Promise<AuditPage> {
  return callEndpoint(adminRoutes.audit, { ...filter, pageSize: ADMIN_PAGE_SIZE }, { signal, silent: true });
}

export function useAuditList(filter: AuditFilter) {
  return useQuery({
    queryKey: adminKeys.auditList(filter),
    queryFn: ({ signal }) => listAudit(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}
