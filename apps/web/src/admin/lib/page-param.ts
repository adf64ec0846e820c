/** The list page asked for in the address (?page=), 1 when it is missing or not a page number. */
export function pageParam(params: URLSearchParams): number {
  return Math.max(1, Math.floor(Number(params.get('page'))) || 1);
}

/** Rows per page in every console table. */
export const ADMIN_PAGE_SIZE = 20;
