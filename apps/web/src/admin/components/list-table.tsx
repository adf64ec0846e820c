import { Skeleton } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState, QueryError } from '../../components/ui/states';
import { TableFrame, type TableContent } from './admin-table';

type ListTableProps<T, C extends string> = TableContent<T, C> & {
  /** Every row at once: a short list the server does not page. */
  list: UseQueryResult<T[]>;
  /** The placeholder's height while the list loads. */
  skeletonHeight: number;
  testId: string;
};

/** A short console list in one table: the error with a retry, a placeholder, the rows or a note. */
export function ListTable<T, C extends string>({
  list,
  renderRow,
  empty,
  skeletonHeight,
  testId,
  ...frame
}: ListTableProps<T, C>) {
  if (list.isError) return <QueryError query={list} />;
  if (list.isPending) return <Skeleton height={skeletonHeight} radius="md" aria-hidden="true" />;
  if (list.data.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <TableFrame {...frame} tableProps={{ highlightOnHover: true, 'data-testid': testId }}>
      {list.data.map((row) => renderRow(row))}
    </TableFrame>
  );
}
