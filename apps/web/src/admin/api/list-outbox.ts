import { OutboxMessageVo, paged } from '@caravan/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api-client';
import { ADMIN_PAGE_SIZE, adminKeys } from '../lib/admin-query-keys';

const OutboxPage = paged(OutboxMessageVo);
export type OutboxPage = z.infer<typeof OutboxPage>;
export type OutboxMessage = z.infer<typeof OutboxMessageVo>;

/** admin/outbox!list: e-mails written to the outbox when no SMTP server is configured. */
export function listOutbox(pageNum: number, signal?: AbortSignal): Promise<OutboxPage> {
  return apiRequest('outbox!list', {
    scope: 'admin',
    params: { pageNum, pageSize: ADMIN_PAGE_SIZE },
    schema: OutboxPage,
    signal,
    silent: true,
  });
}

export function useOutboxList(pageNum: number) {
  return useQuery({
    queryKey: adminKeys.outboxList(pageNum),
    queryFn: ({ signal }) => listOutbox(pageNum, signal),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}
