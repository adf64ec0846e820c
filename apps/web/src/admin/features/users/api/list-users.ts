import { type adminEndpoints, adminRoutes, type EndpointReply } from '@caravan/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { adminKeys, type UserListFilter } from '../../../../lib/query-keys';
import { ADMIN_PAGE_SIZE } from '../../../lib/page-param';

export type AdminUserPage = EndpointReply<typeof adminEndpoints.users>;

/** admin/user!list: search by user name, UID, e-mail or phone, filter by status. */
export function listUsers(filter: UserListFilter, signal?: AbortSignal): Promise<AdminUserPage> {
  return callEndpoint(adminRoutes.users, { ...filter, pageSize: ADMIN_PAGE_SIZE }, { signal, silent: true });
}

export function useUserList(filter: UserListFilter) {
  return useQuery({
    queryKey: adminKeys.userList(filter),
    queryFn: ({ signal }) => listUsers(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
