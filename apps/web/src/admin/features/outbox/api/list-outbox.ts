import type { OutboxMessageVo } from '@caravan/contract';
import { type adminEndpoints, adminRoutes, type EndpointReply } from '@caravan/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../../lib/api-client';
import { adminKeys } from '../../../../lib/query-keys';
import { ADMIN_PAGE_SIZE } from '../../../lib/page-param';

export type OutboxPage = EndpointReply<typeof adminEndpoints.outbox>;
export type OutboxMessage = z.infer<typeof OutboxMessageVo>;

/** admin/outbox!list: e-mails written to the outbox when no SMTP server is configured. */
export function listOutbox(pageNum: number, signal?: AbortSignal): Promise<OutboxPage> {
  return callEndpoint(adminRoutes.outbox, { pageNum, pageSize: ADMIN_PAGE_SIZE }, { signal, silent: true });
}

export function useOutboxList(pageNum: number) {
  return useQuery({
    queryKey: adminKeys.outboxList(pageNum),
    queryFn: ({ signal }) => listOutbox(pageNum, signal),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}
