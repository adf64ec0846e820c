import { AdminUserVo } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { storeUpdatedUser, type UserActionInput } from '../lib/user-cache';

/** admin/user!unlock: clears a login lockout; the reason goes to the audit log. */
export function unlockUser(input: UserActionInput): Promise<AdminUserVo> {
  return apiRequest('user!unlock', { scope: 'admin', params: input, schema: AdminUserVo });
}

export function useUnlockUser() {
  return useMutation({ mutationFn: unlockUser, onSuccess: storeUpdatedUser });
}
