import { CategoryVo } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/** category!tree (GET only, contract §1.0): top-level categories with their subList. */
export function getCategoryTree(signal?: AbortSignal) {
  return apiRequest('category!tree', { method: 'GET', schema: z.array(CategoryVo), signal });
}

export function useCategoryTree() {
  const lang = useLanguage();
  return useQuery({
    queryKey: queryKeys.categoryTree(lang),
    queryFn: ({ signal }) => getCategoryTree(signal),
    staleTime: 10 * 60_000,
  });
}
