/** The orders a result list offers; `relevance` is the server's default order. */
export const SEARCH_SORTS = ['relevance', 'priceAsc', 'priceDesc', 'sales', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Sort flags of the search endpoints: 1 ascending, 2 descending (contract §1.1). */
export type SortFlags = { isPrice?: 1 | 2; isHot?: 1 | 2; isNew?: 1 | 2 };

export function sortFlags(sort: SearchSort): SortFlags {
  switch (sort) {
    case 'priceAsc':
      return { isPrice: 1 };
    case 'priceDesc':
      return { isPrice: 2 };
    case 'sales':
      return { isHot: 2 };
    case 'newest':
      return { isNew: 2 };
    default:
      return {};
  }
}

/** The sort named in the address (`?sort=`), or relevance for anything else. */
export function parseSort(value: string | null): SearchSort {
  return SEARCH_SORTS.find((sort) => sort === value) ?? 'relevance';
}
