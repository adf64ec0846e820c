import { AdminUserVo, paged } from '@caravan/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api-client';
import { ADMIN_PAGE_SIZE, adminKeys, type UserListFilter } from '../lib/admin-query-keys';

const AdminUserPage = paged(AdminUserVo);
export type AdminUserPage = z.infer<typeof AdminUserPage>;

/** admin/user!list: search by user name, UID, e-mail or phone, filter by status. */
export function listUsers(filter: UserListFilter, signal?: AbortSignal): Promise<AdminUserPage> {
  return apiRequest('user!list', {
    scope: 'admin',
    params: { ...filter, pageSize: ADMIN_PAGE_SIZE },
    schema: AdminUserPage,
    signal,
    silent: true,
  });
}

export function useUserList(filter: UserListFilter) {
  return useQuery({
    queryKey: adminKeys.userList(filter),
    queryFn: ({ signal }) => listUsers(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
