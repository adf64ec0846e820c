import { catalogAdminRoutes } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';

import { callEndpoint } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { adminKeys } from '../../../../lib/query-keys';

/** admin/banner!delete */
export function deleteBanner(id: string): Promise<null> {
  return callEndpoint(catalogAdminRoutes.deleteBanner, { id });
}

export function useDeleteBanner() {
  return useMutation({
    mutationFn: deleteBanner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.banners }),
  });
}
