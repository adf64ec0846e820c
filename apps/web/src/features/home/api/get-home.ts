import { catalogRoutes, type HomeVo, type Language } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { currentLanguage, useLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { queryKeys, type HomeSite } from '../../../lib/query-keys';

/**
 * index!home: banners, categories, the four goods lists and recommended stores in one call. The
 * banners are the site's own: the operator sets wide ones for the desktop (`pc`) and phone-shaped
 * ones for the mobile site (`wap`).
 */
export function getHome(site: HomeSite, signal?: AbortSignal): Promise<HomeVo> {
  return callEndpoint(catalogRoutes.home, { type: site }, { signal });
}

const homeQuery = (lang: Language, site: HomeSite) => ({
  queryKey: queryKeys.home(lang, site),
  queryFn: ({ signal }: { signal?: AbortSignal }) => getHome(site, signal),
});

export function useHomeQuery(site: HomeSite) {
  const lang = useLanguage();
  return useQuery(homeQuery(lang, site));
}

/**
 * Asks for the home page's data while its code is still on the way (the route's loader calls it),
 * so the two arrive together instead of one after the other.
 */
export function prefetchHome(site: HomeSite): void {
  void queryClient.prefetchQuery(homeQuery(currentLanguage(), site));
}
