import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Pager } from '../../components/ui/pager';
import { EmptyState, QueryError } from '../../components/ui/states';
import { PANEL_PAGE_SIZE } from '../lib/panel-query';

type Page<T> = { pageList: T[]; pageInfo: { totalElements: number } };

type PanelListProps<T> = {
  /** The list's query, a page of the seller centre's size. */
  query: UseQueryResult<Page<T>>;
  /** What could not be loaded, when the query failed. */
  failed: string;
  /** Shown while the first page loads. */
  skeleton: ReactNode;
  /** Said when the page holds nothing. */
  empty: ReactNode;
  /** The items, drawn as the page lists them. */
  children(items: T[]): ReactNode;
  page: number;
  onPage(page: number): void;
  /** The pager's name (`… pages`). */
  pagesLabel: string;
};

/**
 * A seller centre list: its error, loading and empty states, the items, and the pager below them.
 * Every list page of the seller centre (goods, library, reviews, followers, the sales report) draws
 * its rows inside one.
 */
export function PanelList<T>({
  query,
  failed,
  skeleton,
  empty,
  children,
  page,
  onPage,
  pagesLabel,
}: PanelListProps<T>) {
  const items = query.data?.pageList ?? [];
  let body: ReactNode;
  if (query.isError) body = <QueryError query={query} title={failed} />;
  else if (query.isPending) body = skeleton;
  else if (items.length === 0) body = <EmptyState>{empty}</EmptyState>;
  else body = children(items);
  return (
    <>
      {body}
      {query.data && (
        <Pager
          page={page}
          totalItems={query.data.pageInfo.totalElements}
          pageSize={PANEL_PAGE_SIZE}
          onChange={onPage}
          label={pagesLabel}
        />
      )}
    </>
  );
}
