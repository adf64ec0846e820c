import { AuditEntryVo, paged } from '@caravan/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api-client';
import { ADMIN_PAGE_SIZE, adminKeys, type AuditFilter } from '../lib/admin-query-keys';

const AuditPage = paged(AuditEntryVo);
export type AuditPage = z.infer<typeof AuditPage>;

/** admin/audit!list: newest first, filtered by actor, action, target and date range. */
export function listAudit(filter: AuditFilter, signal?: AbortSignal): Promise<AuditPage> {
  return apiRequest('audit!list', {
    scope: 'admin',
    params: { ...filter, pageSize: ADMIN_PAGE_SIZE },
    schema: AuditPage,
    signal,
    silent: true,
  });
}

export function useAuditList(filter: AuditFilter) {
  return useQuery({
    queryKey: adminKeys.auditList(filter),
    queryFn: ({ signal }) => listAudit(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}
