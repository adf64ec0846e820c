import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { adminKeys } from '../lib/admin-query-keys';

/** admin/banner!delete */
export function deleteBanner(id: string): Promise<null> {
  return apiRequest('banner!delete', { scope: 'admin', params: { id }, schema: z.null() });
}

export function useDeleteBanner() {
  return useMutation({
    mutationFn: deleteBanner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.banners }),
  });
}
