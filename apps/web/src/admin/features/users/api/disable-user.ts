import type { AdminUserVo } from '@caravan/contract';
import { adminRoutes } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { storeUpdatedUser, type UserActionInput } from '../lib/user-cache';

/** admin/user!disable: ends every session of the user at once; the reason goes to the audit log. */
export function disableUser(input: UserActionInput): Promise<AdminUserVo> {
  return callEndpoint(adminRoutes.disableUser, input);
}

export function useDisableUser() {
  return useMutation({ mutationFn: disableUser, onSuccess: storeUpdatedUser });
}
