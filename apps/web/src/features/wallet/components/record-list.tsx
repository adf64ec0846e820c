import { isWapPath } from '@caravan/contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEnd } from '../../../components/ui/infinite-list';
import { Pager } from '../../../components/ui/pager';
import { EmptyState, QueryError } from '../../../components/ui/states';
import { RecordsSkeleton } from './wallet-parts';
import classes from './wallet.module.css';

/** What the list needs of its query: its failure, and whether it shows the previous filter's rows. */
export type ListQuery = {
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => Promise<unknown>;
};

/** What a list of records says when empty, what it is called, and how one record is shown. */
export type RecordsView<T> = { empty: string; label: string; render: (item: T) => ReactNode };

/** Records with their loading, failure and empty states; `footer` follows the rows. */
function RecordList<T>({
  query,
  items,
  footer,
  empty,
  label,
  render,
}: RecordsView<T> & { query: ListQuery; items: T[] | undefined; footer: ReactNode }) {
  const { t } = useTranslation('wallet');
  if (!items) {
    return query.isError ? <QueryError query={query} title={t('records.loadFailed')} /> : <RecordsSkeleton />;
  }
  if (items.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <>
      <ul className={classes.records} aria-busy={query.isPlaceholderData} aria-label={label}>
        {items.map(render)}
      </ul>
      {footer}
    </>
  );
}

/** The desktop's records: one page of them (`rows` once loaded), with the pager. */
export function PagedRecords<T>({
  query,
  rows,
  page,
  pageSize,
  onPage,
  ...view
}: RecordsView<T> & {
  query: ListQuery;
  rows: { items: T[]; total: number } | undefined;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  return (
    <RecordList
      {...view}
      query={query}
      items={rows?.items}
      footer={
        rows && (
          <Pager
            page={page}
            totalItems={rows.total}
            pageSize={pageSize}
            onChange={onPage}
            label={view.label}
          />
        )
      }
    />
  );
}

/** The mobile site's records: the pages follow one another as the user scrolls (ListEnd). */
export function ScrolledRecords<T, P>({
  list,
  rowsOf,
  ...view
}: RecordsView<T> & {
  list: UseInfiniteQueryResult<InfiniteData<P>>;
  rowsOf: (page: P) => T[];
}) {
  return (
    <RecordList
      {...view}
      query={list}
      items={list.data?.pages.flatMap(rowsOf)}
      footer={<ListEnd list={list} />}
    />
  );
}

/** A legacy Page (elements, totalElements) of one kind of record. */
type LegacyPage<T> = { elements: T[]; totalElements: number };

type LegacyRecordsProps<T> = {
  /** One page, for the desktop. */
  useList: (page: number) => ListQuery & { data?: LegacyPage<T> };
  /** Page after page, for the mobile site. */
  useListPages: () => UseInfiniteQueryResult<InfiniteData<LegacyPage<T>>>;
  pageSize: number;
  empty: string;
  label: string;
  Row: (props: { row: T }) => ReactNode;
};

function PagedLegacyRecords<T extends { order_no: string }>({
  useList,
  pageSize,
  empty,
  label,
  Row,
}: LegacyRecordsProps<T>) {
  const [page, setPage] = useState(1);
  const list = useList(page);
  return (
    <PagedRecords
      empty={empty}
      label={label}
      render={(row: T) => <Row key={row.order_no} row={row} />}
      query={list}
      rows={list.data && { items: list.data.elements, total: list.data.totalElements }}
      page={page}
      pageSize={pageSize}
      onPage={setPage}
    />
  );
}

function ScrolledLegacyRecords<T extends { order_no: string }>({
  useListPages,
  empty,
  label,
  Row,
}: LegacyRecordsProps<T>) {
  return (
    <ScrolledRecords
      empty={empty}
      label={label}
      render={(row: T) => <Row key={row.order_no} row={row} />}
      list={useListPages()}
      rowsOf={(page) => page.elements}
    />
  );
}

/** Deposits or withdrawals: paged on the desktop, page after page as the user scrolls on the mobile site. */
export function LegacyRecords<T extends { order_no: string }>(props: LegacyRecordsProps<T>) {
  return isWapPath(window.location.pathname) ? (
    <ScrolledLegacyRecords {...props} />
  ) : (
    <PagedLegacyRecords {...props} />
  );
}
