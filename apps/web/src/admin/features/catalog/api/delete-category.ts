import { catalogAdminRoutes } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';

import { callEndpoint } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { adminKeys } from '../../../../lib/query-keys';

/** admin/category!delete: refused while goods or subcategories are filed under it. */
export function deleteCategory(id: string): Promise<null> {
  return callEndpoint(catalogAdminRoutes.deleteCategory, { id }, { silent: true });
}

export function useDeleteCategory() {
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.categories }),
  });
}
