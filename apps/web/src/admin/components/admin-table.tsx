import { Table, type TableProps } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ScrollRegion } from '../../components/ui/scroll-region';
import { EmptyState, QueryError } from '../../components/ui/states';
import { AdminPagination } from './admin-pagination';
import classes from './admin-ui.module.css';
import { TableSkeletonRows } from './table-skeleton';

type Paged<T> = { pageList: T[]; pageInfo: { totalElements: number } };

/** What a console table shows: its name, its columns, a row for each item, or a note without any. */
export type TableContent<T, C extends string> = {
  /** The table's name (its page's title): it scrolls sideways on a phone, as a named tab stop. */
  label: string;
  columns: readonly C[];
  heading: (column: C) => ReactNode;
  renderRow: (row: T) => ReactNode;
  empty: string;
};

type AdminTableProps<T, C extends string> = TableContent<T, C> & {
  list: UseQueryResult<Paged<T>>;
  page: number;
  onPageChange: (page: number) => void;
  /** The table's own options (striped, highlightOnHover) and its test id. */
  tableProps?: TableProps & { 'data-testid'?: string };
  /** Shown under the rows, above the page buttons. */
  children?: ReactNode;
};

/**
 * A console list: the error with a retry, skeleton rows while the first page loads, the rows or a
 * note that there are none, and the total with page buttons.
 */
export function AdminTable<T, C extends string>({
  list,
  renderRow,
  empty,
  page,
  onPageChange,
  tableProps,
  children,
  ...frame
}: AdminTableProps<T, C>) {
  if (list.isError) {
    return <QueryError query={list} />;
  }
  const rows = list.data?.pageList ?? [];
  return (
    <>
      {(list.isPending || rows.length > 0) && (
        <TableFrame {...frame} busy={list.isFetching} tableProps={tableProps}>
          {list.isPending ? (
            <TableSkeletonRows columns={frame.columns.length} />
          ) : (
            rows.map((row) => renderRow(row))
          )}
        </TableFrame>
      )}
      {!list.isPending && rows.length === 0 && <EmptyState>{empty}</EmptyState>}
      {children}
      {list.data && (
        <AdminPagination page={page} total={list.data.pageInfo.totalElements} onChange={onPageChange} />
      )}
    </>
  );
}

/**
 * A console table in a region that scrolls sideways on a phone (a named tab stop, `busy` while it
 * is fetched again): the column headings, then the rows (`children`).
 */
export function TableFrame<C extends string>({
  label,
  busy,
  columns,
  heading,
  tableProps,
  children,
}: {
  label: string;
  busy?: boolean;
  columns: readonly C[];
  heading: (column: C) => ReactNode;
  tableProps?: TableProps & { 'data-testid'?: string };
  children: ReactNode;
}) {
  return (
    <ScrollRegion className={classes.tableWrap} label={label} aria-busy={busy}>
      <Table verticalSpacing="sm" className={classes.table} {...tableProps}>
        <TableHead columns={columns} heading={heading} />
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

/** A console table's column headings. */
export function TableHead<C extends string>({
  columns,
  heading,
}: {
  columns: readonly C[];
  heading: (column: C) => ReactNode;
}) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => (
          <Table.Th key={column}>{heading(column)}</Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
