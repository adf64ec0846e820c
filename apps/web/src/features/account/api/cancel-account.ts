import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** user!logoff: closes the account (refused while a balance remains); every session ends. */
export function cancelAccount(reason: string): Promise<unknown> {
  return apiRequest('user!logoff', { body: { reason } });
}

export function useCancelAccount() {
  return useMutation({ mutationFn: cancelAccount });
}
