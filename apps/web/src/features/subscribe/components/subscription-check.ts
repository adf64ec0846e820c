import { systemEndpoints } from '@caravan/contract';

/** The footer's e-mail check (spec §5): the server's own params schema. */
export function isValidSubscriptionEmail(email: string): boolean {
  return systemEndpoints.subscribe.params.safeParse({ email }).success;
}
