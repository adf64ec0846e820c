import { accountRoutes } from '@caravan/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth';
import { updateCachedCurrentUser } from '../../../lib/current-user';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** user!getVerifTarget: the account's e-mail (else phone) and whether its owner has verified it. */
export function useVerifTarget() {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.verifTarget(token),
    queryFn: ({ signal }) => callEndpoint(accountRoutes.verifTarget, {}, { signal }),
    enabled: token !== null,
  });
}

/** localuser!beforeBind: mails a 6-digit code to the address to bind, after the login password. */
export function useSendBindCode() {
  return useMutation({
    mutationFn: (input: { email: string; password: string }) =>
      callEndpoint(accountRoutes.sendBindingCode, input),
  });
}

/** localuser!save_email: binds the address with its code; the account can then recover by it. */
export function useSaveEmail() {
  const token = useToken();
  return useMutation({
    mutationFn: (input: { email: string; verifcode: string }) => callEndpoint(accountRoutes.bindEmail, input),
    onSuccess: ({ email }) => {
      updateCachedCurrentUser({ email, emailverif: true });
      return queryClient.invalidateQueries({ queryKey: queryKeys.verifTarget(token) });
    },
  });
}
