/** The list page asked for in the address (?page=), 1 when it is missing or not a page number. */
export function pageParam(params: URLSearchParams): number {
  return Math.max(1, Math.floor(Number(params.get('page'))) || 1);
}

/** The address change that goes to list page `page` (the first page keeps no ?page=). */
export function pagePatch(page: number): { page: string } {
  return { page: page === 1 ? '' : String(page) };
}
