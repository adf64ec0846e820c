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

export function toPage<T>(pageList: T[], paging: Paging, totalElements: number): Page<T> {
  return { pageList, pageInfo: { pageNum: paging.pageNum, pageSize: paging.pageSize, totalElements } };
}

/** Paging of the legacy wallet lists (contract §2.3): `page_no` and `page_size`. */
export interface LegacyPaging {
  page_no: number;
  page_size: number;
}

/** A legacy paging as a limit and offset. */
export function legacyWindow(paging: LegacyPaging): { limit: number; offset: number } {
  return {
    limit: paging.page_size,
    offset: offsetOf({ pageNum: paging.page_no, pageSize: paging.page_size }),
  };
}

/** The legacy lists' Page object: elements, pageSize, thisPageNumber, totalElements. */
export function toLegacyPage<T>(elements: T[], paging: LegacyPaging, totalElements: number) {
  return { elements, pageSize: paging.page_size, thisPageNumber: paging.page_no, totalElements };
}
