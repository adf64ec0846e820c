import type { AdminUserVo } from '@caravan/contract';
import { adminRoutes } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { storeUpdatedUser, type UserLockInput } from '../lib/user-cache';

/**
 * admin/user!lock: bars the user from signing in for `minutes` and ends every session at once;
 * the reason goes to the audit log.
 */
export function lockUser(input: UserLockInput): Promise<AdminUserVo> {
  return callEndpoint(adminRoutes.lockUser, input);
}

export function useLockUser() {
  return useMutation({ mutationFn: lockUser, onSuccess: storeUpdatedUser });
}
