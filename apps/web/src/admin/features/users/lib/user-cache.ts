import type { AdminUserVo } from '@caravan/contract';
import { queryClient } from '../../../../lib/query-client';
import { adminKeys } from '../../../../lib/query-keys';

/** After a change to a user: show the server's copy at once and refetch lists that may hold it. */
export function storeUpdatedUser(user: AdminUserVo): void {
  queryClient.setQueryData(adminKeys.user(user.id), user);
  void queryClient.invalidateQueries({ queryKey: [...adminKeys.users, 'list'] });
}

export type UserActionInput = { id: string; reason: string };

/** admin/user!lock also takes how long the lock lasts, in minutes (AdminUserLockParams). */
export type UserLockInput = UserActionInput & { minutes: number };
