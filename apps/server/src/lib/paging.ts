/** Paging in: pageNum (from 1) and pageSize, as the contract's PageParams give them. */
export interface Paging {
  pageNum: number;
  pageSize: number;
}

/** Paging out (contract §2.3): data.pageList and data.pageInfo. */
export interface Page<T> {
  pageList: T[];
  pageInfo: Paging & { totalElements: number };
}

/** The SQL offset of a page. */
export function offsetOf(paging: Paging): number {
  return (paging.pageNum - 1) * paging.pageSize;
}

/** A page as the SQL reads it: how many rows, after how many. */
export interface Window {
  limit: number;
  offset: number;
}

/** A page's window. */
export function windowOf(paging: Paging): Window {
  return { limit: paging.pageSize, offset: offsetOf(paging) };
}

/**
 * One page of a list and how many rows the whole list has, read together: `list` is the list's
 * ordered query (the window is applied here), `total` counts the same rows (e.g. `db.$count`).
 */
export async function readPage<T>(
  list: { limit(limit: number): { offset(offset: number): PromiseLike<T[]> } },
  window: Window,
  total: PromiseLike<number>,
): Promise<{ rows: T[]; total: number }> {
  const [rows, n] = await Promise.all([list.limit(window.limit).offset(window.offset), total]);
  return { rows, total: n };
}

/** The number a count query reads (`select({ n: count() })`, e.g. over joins), 0 for no row. */
export async function counted(query: PromiseLike<{ n: number }[]>): Promise<number> {
  const [row] = await query;
  return row?.n ?? 0;
}

export function toPage<T>(pageList: T[], paging: Paging, totalElements: number): Page<T> {
  return { pageList, pageInfo: { pageNum: paging.pageNum, pageSize: paging.pageSize, totalElements } };
}

/** Paging of the legacy wallet lists (contract §2.3): `page_no` and `page_size`. */
export interface LegacyPaging {
  page_no: number;
  page_size: number;
}

/** A legacy paging as a limit and offset. */
export function legacyWindow(paging: LegacyPaging): Window {
  return windowOf({ pageNum: paging.page_no, pageSize: paging.page_size });
}

/** The legacy lists' Page object: elements, pageSize, thisPageNumber, totalElements. */
export function toLegacyPage<T>(elements: T[], paging: LegacyPaging, totalElements: number) {
  return { elements, pageSize: paging.page_size, thisPageNumber: paging.page_no, totalElements };
}
