import { catalogAdminEndpoints, type AdminBannerVo, type Language } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { adminKeys } from '../../../../lib/query-keys';

export type BannerParams = {
  id?: string;
  title: Partial<Record<Language, string>>;
  imgUrl: string;
  link: string;
  type: 'pc' | 'wap';
  sort: number;
  isActive: number;
  /** ISO 8601 with offset, or '' for no bound. */
  startTime: string;
  endTime: string;
};

/** admin/banner!create or !update (with an id). */
export function saveBanner(params: BannerParams): Promise<AdminBannerVo> {
  return params.id
    ? callEndpoint(catalogAdminEndpoints.updateBanner, { ...params, id: params.id })
    : callEndpoint(catalogAdminEndpoints.createBanner, params);
}

export function useSaveBanner() {
  return useMutation({
    mutationFn: saveBanner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.banners }),
  });
}
