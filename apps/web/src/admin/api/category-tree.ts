import { AdminCategoryNodeVo } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client';
import { adminKeys } from '../lib/admin-query-keys';

const Tree = z.array(AdminCategoryNodeVo);

/** admin/category!tree: both levels with every translation, hidden ones included. */
export function getCategoryTree(signal?: AbortSignal): Promise<AdminCategoryNodeVo[]> {
  return apiRequest('category!tree', { scope: 'admin', schema: Tree, signal, silent: true });
}

export function useCategoryTree() {
  return useQuery({
    queryKey: adminKeys.categories,
    queryFn: ({ signal }) => getCategoryTree(signal),
    staleTime: 30_000,
  });
}
