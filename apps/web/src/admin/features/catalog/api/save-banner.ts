import {
  type AdminBannerVo,
  type catalogAdminEndpoints,
  catalogAdminRoutes,
  type EndpointParams,
} from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { adminKeys } from '../../../../lib/query-keys';

/** A new banner's params, or a change's (with its id). */
export type BannerParams = EndpointParams<typeof catalogAdminEndpoints.createBanner> & { id?: string };

/** admin/banner!create or !update (with an id). */
export function saveBanner(params: BannerParams): Promise<AdminBannerVo> {
  return params.id
    ? callEndpoint(catalogAdminRoutes.updateBanner, { ...params, id: params.id })
    : callEndpoint(catalogAdminRoutes.createBanner, params);
}

export function useSaveBanner() {
  return useMutation({
    mutationFn: saveBanner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.banners }),
  });
}
