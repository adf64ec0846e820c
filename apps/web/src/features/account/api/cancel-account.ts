import { accountRoutes } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** user!logoff: closes the account (refused while a balance remains); every session ends. */
export function cancelAccount(reason: string): Promise<unknown> {
  return callEndpoint(accountRoutes.cancelAccount, { reason });
}

export function useCancelAccount() {
  return useMutation({ mutationFn: cancelAccount });
}
