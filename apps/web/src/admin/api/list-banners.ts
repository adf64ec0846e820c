import { AdminBannerVo } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client';
import { adminKeys } from '../lib/admin-query-keys';

const Banners = z.array(AdminBannerVo);

/** admin/banner!list: every banner in display order, with whether each is live now. */
export function listBanners(signal?: AbortSignal): Promise<AdminBannerVo[]> {
  return apiRequest('banner!list', { scope: 'admin', schema: Banners, signal, silent: true });
}

export function useBannerList() {
  return useQuery({
    queryKey: adminKeys.banners,
    queryFn: ({ signal }) => listBanners(signal),
    staleTime: 10_000,
  });
}
