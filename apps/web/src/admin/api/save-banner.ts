import { AdminBannerVo, type Language } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { adminKeys } from '../lib/admin-query-keys';

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
  return apiRequest(params.id ? 'banner!update' : 'banner!create', {
    scope: 'admin',
    body: params,
    schema: AdminBannerVo,
  });
}

export function useSaveBanner() {
  return useMutation({
    mutationFn: saveBanner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.banners }),
  });
}
