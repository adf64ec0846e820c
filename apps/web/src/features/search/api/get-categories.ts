import { CategoryVo } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/**
 * category!tree (GET only) for the results' category filter. It shares the catalogue's cache key,
 * so a visitor who browsed the categories does not fetch the tree again.
 */
export function useSearchCategories() {
  const lang = useLanguage();
  return useQuery({
    queryKey: queryKeys.categoryTree(lang),
    queryFn: ({ signal }) =>
      apiRequest('category!tree', { method: 'GET', schema: z.array(CategoryVo), signal, silent: true }),
    staleTime: 10 * 60_000,
  });
}
