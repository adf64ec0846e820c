import { catalogEndpoints, type HomeVo, type Language } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { currentLanguage, useLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** index!home: banners, categories, the four goods lists and recommended stores in one call. */
export function getHome(signal?: AbortSignal): Promise<HomeVo> {
  return callEndpoint(catalogEndpoints.home, {}, { signal });
}

const homeQuery = (lang: Language) => ({
  queryKey: queryKeys.home(lang),
  queryFn: ({ signal }: { signal?: AbortSignal }) => getHome(signal),
});

export function useHomeQuery() {
  const lang = useLanguage();
  return useQuery(homeQuery(lang));
}

/**
 * Asks for the home page's data while its code is still on the way (the route's loader calls it),
 * so the two arrive together instead of one after the other.
 */
export function prefetchHome(): void {
  void queryClient.prefetchQuery(homeQuery(currentLanguage()));
}
