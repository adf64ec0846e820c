import { Skeleton, Table } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ScrollRegion } from '../../components/ui/scroll-region';
import { EmptyState, QueryError } from '../../components/ui/states';
import { TableHead } from './admin-table';
import classes from './admin-ui.module.css';

type ListTableProps<T, C extends string> = {
  /** Every row at once: a short list the server does not page. */
  list: UseQueryResult<T[]>;
  /** The table's name: it scrolls sideways on a phone, as a named tab stop. */
  label: string;
  columns: readonly C[];
  heading: (column: C) => ReactNode;
  renderRow: (row: T) => ReactNode;
  empty: string;
  /** The placeholder's height while the list loads. */
  skeletonHeight: number;
  testId: string;
};

/** A short console list in one table: the error with a retry, a placeholder, the rows or a note. */
export function ListTable<T, C extends string>({
  list,
  label,
  columns,
  heading,
  renderRow,
  empty,
  skeletonHeight,
  testId,
}: ListTableProps<T, C>) {
  if (list.isError) return <QueryError query={list} />;
  if (list.isPending) return <Skeleton height={skeletonHeight} radius="md" aria-hidden="true" />;
  if (list.data.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <ScrollRegion className={classes.tableWrap} label={label}>
      <Table verticalSpacing="sm" className={classes.table} highlightOnHover data-testid={testId}>
        <TableHead columns={columns} heading={heading} />
        <Table.Tbody>{list.data.map((row) => renderRow(row))}</Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
