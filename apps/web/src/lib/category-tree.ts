import { catalogRoutes } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';

import { callEndpoint } from './api-client';
import { useLanguage } from './i18n';
import { queryKeys } from './query-keys';

/**
 * category!tree (GET only, contract §1.0): top-level categories with their subList, shared by the
 * category pages and the search results' filter under one cache key, so the tree is fetched once.
 * `silent`: a failure shows no toast (where the tree only refines a page that has its own content).
 */
export function useCategoryTree({ silent = false }: { silent?: boolean } = {}) {
  const lang = useLanguage();
  return useQuery({
    queryKey: queryKeys.categoryTree(lang),
    queryFn: ({ signal }) => callEndpoint(catalogRoutes.categoryTree, {}, { signal, silent: silent }),
    staleTime: 10 * 60_000,
  });
}
