import { catalogRoutes, type Language } from '@caravan/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/**
 * sellerGoods!search-keyword: up to 10 open stores and 10 goods whose names match (goods fall back
 * to English). Silent: the box simply shows no suggestions when this fails.
 */
export function getSearchSuggestions(keyword: string, signal?: AbortSignal) {
  return callEndpoint(catalogRoutes.suggestions, { keyword }, { signal, silent: true });
}

/**
 * One cache entry per language and keyword, shared by the box's suggestions, the submit's
 * goods-or-stores decision and the store result page. Consuming `signal` lets the query client
 * abort a request whose keyword the user has already typed past.
 */
export const suggestionsQuery = (lang: Language, keyword: string) =>
  queryOptions({
    queryKey: queryKeys.searchSuggestions(lang, keyword),
    queryFn: ({ signal }) => getSearchSuggestions(keyword, signal),
    staleTime: 60_000,
  });

/** Suggestions for the (debounced) keyword; the previous list stays on screen while the next loads. */
export function useSearchSuggestions(keyword: string) {
  const lang = useLanguage();
  return useQuery({
    ...suggestionsQuery(lang, keyword),
    enabled: keyword !== '',
    placeholderData: keepPreviousData,
  });
}

/** The stores matching a keyword, for the store result page (which shows its own error state). */
export function useStoreSearch(keyword: string) {
  const lang = useLanguage();
  return useQuery({ ...suggestionsQuery(lang, keyword), enabled: keyword !== '' });
}
