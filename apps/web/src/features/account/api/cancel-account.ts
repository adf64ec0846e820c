import { accountRoutes, type EndpointParams, type accountEndpoints } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export type CancelAccountParams = EndpointParams<typeof accountEndpoints.cancelAccount>;

/**
 * user!logoff: closes the account, with a reason and the login password; refused while a loan, an
 * unfinished order, a deposit or withdrawal, or a balance remains. Every session ends. The page
 * shows a refusal itself (silent: no toast).
 */
export function cancelAccount(params: CancelAccountParams): Promise<unknown> {
  return callEndpoint(accountRoutes.cancelAccount, params, { silent: true });
}

export function useCancelAccount() {
  return useMutation({ mutationFn: cancelAccount });
}
