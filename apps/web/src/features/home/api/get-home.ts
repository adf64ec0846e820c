import { catalogEndpoints, type HomeVo } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/** index!home: banners, categories, the four goods lists and recommended stores in one call. */
export function getHome(signal?: AbortSignal): Promise<HomeVo> {
  return callEndpoint(catalogEndpoints.home, {}, { signal });
}

export function useHomeQuery() {
  const lang = useLanguage();
  return useQuery({ queryKey: queryKeys.home(lang), queryFn: ({ signal }) => getHome(signal) });
}
