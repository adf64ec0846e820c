import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type ResetPasswordInput = { target: string; verifcode: string; password: string; re_password: string };

/** user!resetpsw: a new login password with the e-mailed code; every session of the user ends. */
export function resetPassword(input: ResetPasswordInput): Promise<unknown> {
  return apiRequest('user!resetpsw', { body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
