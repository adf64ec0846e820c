import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { apiRequest } from '../../../lib/api-client';

/** jscode!execute: e-mails a 6-digit code for a password reset (one a minute per address). */
export function sendEmailCode(target: string): Promise<unknown> {
  return apiRequest('jscode!execute', { params: { target } });
}

/** The seconds to wait when the server says a code was sent too recently, else undefined. */
export function retryAfterSeconds(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.key !== 'AUTH_CODE_TOO_FREQUENT') return undefined;
  const seconds = Number(error.params.seconds);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

export function useSendEmailCode() {
  return useMutation({ mutationFn: sendEmailCode });
}
