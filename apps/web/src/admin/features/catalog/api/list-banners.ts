import type { AdminBannerVo } from '@caravan/contract';
import { catalogAdminRoutes } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { adminKeys } from '../../../../lib/query-keys';

/** admin/banner!list: every banner in display order, with whether each is live now. */
export function listBanners(signal?: AbortSignal): Promise<AdminBannerVo[]> {
  return callEndpoint(catalogAdminRoutes.banners, {}, { signal, silent: true });
}

export function useBannerList() {
  return useQuery({
    queryKey: adminKeys.banners,
    queryFn: ({ signal }) => listBanners(signal),
    staleTime: 10_000,
  });
}
