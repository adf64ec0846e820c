import {
  type AdminCategoryVo,
  type catalogAdminEndpoints,
  catalogAdminRoutes,
  type EndpointParams,
} from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { adminKeys } from '../../../../lib/query-keys';

/** A new category's params, or a change's (with its id). */
export type CategoryParams = EndpointParams<typeof catalogAdminEndpoints.createCategory> & { id?: string };

/** admin/category!create or !update (with an id). */
export function saveCategory(params: CategoryParams): Promise<AdminCategoryVo> {
  return params.id
    ? callEndpoint(catalogAdminRoutes.updateCategory, { ...params, id: params.id })
    : callEndpoint(catalogAdminRoutes.createCategory, params);
}

export function useSaveCategory() {
  return useMutation({
    mutationFn: saveCategory,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.categories });
      // Goods rows show category names.
      await queryClient.invalidateQueries({ queryKey: adminKeys.goods });
    },
  });
}
