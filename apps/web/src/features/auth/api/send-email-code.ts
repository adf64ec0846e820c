import { accountRoutes } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/**
 * jscode!execute: e-mails a 6-digit password-reset code to the e-mail of the account named by
 * `target` (user name, e-mail or phone); one a minute per address.
 */
export function sendEmailCode(target: string): Promise<unknown> {
  return callEndpoint(accountRoutes.sendResetCode, { target });
}

export function useSendEmailCode() {
  return useMutation({ mutationFn: sendEmailCode });
}
