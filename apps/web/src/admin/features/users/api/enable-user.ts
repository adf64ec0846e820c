import type { AdminUserVo } from '@caravan/contract';
import { adminRoutes } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { storeUpdatedUser, type UserActionInput } from '../lib/user-cache';

/** admin/user!enable: lets the user sign in again; the reason goes to the audit log. */
export function enableUser(input: UserActionInput): Promise<AdminUserVo> {
  return callEndpoint(adminRoutes.enableUser, input);
}

export function useEnableUser() {
  return useMutation({ mutationFn: enableUser, onSuccess: storeUpdatedUser });
}
