import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Field names as the PC client sends them (`comfirm_password` sic, contract §1.2). */
export type ChangePasswordInput = { old_password: string; password: string; comfirm_password: string };

/** user!updateOldAndNewPsw: a new login password; on success every session ends, this one too. */
export function changePassword(input: ChangePasswordInput): Promise<unknown> {
  return apiRequest('user!updateOldAndNewPsw', { body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
