import { AdminCategoryVo, type Language } from '@caravan/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { adminKeys } from '../lib/admin-query-keys';

export type CategoryParams = {
  id?: string;
  parentId?: string;
  name: Partial<Record<Language, string>>;
  des: Partial<Record<Language, string>>;
  iconImg?: string;
  sort: number;
  isHidden: number;
};

/** admin/category!create or !update (with an id). */
export function saveCategory(params: CategoryParams): Promise<AdminCategoryVo> {
  return apiRequest(params.id ? 'category!update' : 'category!create', {
    scope: 'admin',
    body: params,
    schema: AdminCategoryVo,
  });
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
