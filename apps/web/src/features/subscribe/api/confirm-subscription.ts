import { useQuery } from '@tanstack/react-query';
import { systemRoutes } from '@caravan/contract';
import { callEndpoint } from '../../../lib/api-client';
import { useToken } from '../../../lib/auth';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * subscribe!confirm for the welcome e-mail's link (`link`: its code), as whoever is signed in: the
 * address is confirmed, and a signed-in buyer receives the welcome coupon. Asked again after signing
 * in (the key carries the session), once otherwise: the link does the same however often it is
 * opened. The page shows a failure itself (no toast).
 */
export function useConfirmSubscription(link: string) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.subscriptionConfirm(token, link),
    queryFn: async () => {
      const reply = await callEndpoint(systemRoutes.subscribeConfirm, { code: link }, { silent: true });
      if (reply.welcome === 'given')
        await queryClient.invalidateQueries({ queryKey: queryKeys.myCouponsRoot(token) });
      return reply;
    },
    enabled: link !== '',
    retry: false,
    staleTime: Infinity,
  });
}
