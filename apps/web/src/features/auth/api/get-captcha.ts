import { accountRoutes, type CaptchaVo } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** captcha!slide: a new one-time slide puzzle. */
export function getCaptcha(signal?: AbortSignal): Promise<CaptchaVo> {
  return callEndpoint(accountRoutes.captcha, {}, { signal });
}

/**
 * The puzzle on screen. Every fetch is a new challenge, so it is fetched only when asked (mount,
 * refresh, expiry, after a failed registration) and forgotten as soon as the form goes away.
 */
export function useCaptcha() {
  return useQuery({
    queryKey: queryKeys.captcha,
    queryFn: ({ signal }) => getCaptcha(signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
