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
