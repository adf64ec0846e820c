import { AdminUserVo } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { storeUpdatedUser, type UserActionInput } from '../lib/user-cache';

/** admin/user!disable: ends every session of the user at once; the reason goes to the audit log. */
export function disableUser(input: UserActionInput): Promise<AdminUserVo> {
  return apiRequest('user!disable', { scope: 'admin', params: input, schema: AdminUserVo });
}

export function useDisableUser() {
  return useMutation({ mutationFn: disableUser, onSuccess: storeUpdatedUser });
}
