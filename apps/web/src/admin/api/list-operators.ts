import { OperatorVo, paged } from '@caravan/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api-client';
import { ADMIN_PAGE_SIZE, adminKeys } from '../lib/admin-query-keys';

const OperatorPage = paged(OperatorVo);
export type OperatorPage = z.infer<typeof OperatorPage>;

/** admin/operator!list (super admin) */
export function listOperators(pageNum: number, signal?: AbortSignal): Promise<OperatorPage> {
  return apiRequest('operator!list', {
    scope: 'admin',
    params: { pageNum, pageSize: ADMIN_PAGE_SIZE },
    schema: OperatorPage,
    signal,
    silent: true,
  });
}

export function useOperatorList(pageNum: number) {
  return useQuery({
    queryKey: adminKeys.operatorList(pageNum),
    queryFn: ({ signal }) => listOperators(pageNum, signal),
    placeholderData: keepPreviousData,
  });
}
