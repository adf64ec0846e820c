import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** subscribe!add: code "0" on success; SUBSCRIBE_ALREADY_SUBSCRIBED / _EMAIL_INVALID otherwise. */
export function addSubscribe(email: string): Promise<unknown> {
  return apiRequest('subscribe!add', { params: { email } });
}

export function useAddSubscribe() {
  return useMutation({ mutationFn: addSubscribe });
}
