import { catalogAdminRoutes, type AdminCategoryNodeVo } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { adminKeys } from '../../../../lib/query-keys';

/**
 * admin/category!tree: the categories a coupon may be limited to. The catalogue's own hook reads the
 * same endpoint under the same key (features do not import each other), so they share one answer.
 */
export function useCouponCategories() {
  return useQuery({
    queryKey: adminKeys.categories,
    queryFn: ({ signal }): Promise<AdminCategoryNodeVo[]> =>
      callEndpoint(catalogAdminRoutes.categoryTree, {}, { signal, silent: true }),
    staleTime: 30_000,
  });
}
