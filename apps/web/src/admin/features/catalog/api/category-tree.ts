import type { AdminCategoryNodeVo } from '@caravan/contract';
import { catalogAdminRoutes } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { adminKeys } from '../../../../lib/query-keys';

/** admin/category!tree: both levels with every translation, hidden ones included. */
export function getCategoryTree(signal?: AbortSignal): Promise<AdminCategoryNodeVo[]> {
  return callEndpoint(catalogAdminRoutes.categoryTree, {}, { signal, silent: true });
}

export function useCategoryTree() {
  return useQuery({
    queryKey: adminKeys.categories,
    queryFn: ({ signal }) => getCategoryTree(signal),
    staleTime: 30_000,
  });
}
