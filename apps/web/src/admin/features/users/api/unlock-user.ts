import type { AdminUserVo } from '@caravan/contract';
import { adminRoutes } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { storeUpdatedUser, type UserActionInput } from '../lib/user-cache';

/** admin/user!unlock: clears a login lockout; the reason goes to the audit log. */
export function unlockUser(input: UserActionInput): Promise<AdminUserVo> {
  return callEndpoint(adminRoutes.unlockUser, input);
}

export function useUnlockUser() {
  return useMutation({ mutationFn: unlockUser, onSuccess: storeUpdatedUser });
}
