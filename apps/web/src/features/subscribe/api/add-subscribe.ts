import { useMutation } from '@tanstack/react-query';
import { systemRoutes } from '@caravan/contract';
import { callEndpoint } from '../../../lib/api-client';

/** subscribe!add: code "0" on success; SUBSCRIBE_ALREADY_SUBSCRIBED / _EMAIL_INVALID otherwise. */
export function addSubscribe(email: string): Promise<unknown> {
  return callEndpoint(systemRoutes.subscribe, { email });
}

export function useAddSubscribe() {
  return useMutation({ mutationFn: addSubscribe });
}
