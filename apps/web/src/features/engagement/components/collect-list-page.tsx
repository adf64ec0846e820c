import { isWapPath } from '@caravan/contract';
import type { InfiniteData, UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/ui/states';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ListEnd } from '../../../components/ui/infinite-list';
import { Pager } from '../../../components/ui/pager';
import { useLanguage } from '../../../lib/i18n';
import { formatCount } from '../../../lib/money';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { COLLECT_PAGE_SIZE } from '../api/get-kept-goods';
import { CollectEmpty, CollectSkeleton } from './collect-states';
import classes from './collect.module.css';

type CollectPageData<T> = { pageList: T[]; pageInfo: { totalElements: number } };

/**
 * A favourites or follows list as the site loads it: one page on the desktop, every page so far on
 * the mobile site.
 */
export type CollectRows<T> = {
  query: { isError: boolean; error: unknown; isFetching: boolean; refetch: () => Promise<unknown> };
  /** Once loaded: the rows shown, how many there are in all, and whether the user has none. */
  data?: { items: T[]; total: number; isEmpty: boolean };
  busy: boolean;
  /** Under the rows: the desktop's pager, or the mobile site's ListEnd. */
  footer: ReactNode;
  /** After an item is removed: removing the only item of a later page goes back a page. */
  afterRemove: () => void;
};

type CollectQueryProps<T> = {
  /** One page of the list, for the desktop. */
  usePage: (page: number) => UseQueryResult<CollectPageData<T>>;
  /** Page after page, for the mobile site. */
  usePages: () => UseInfiniteQueryResult<InfiniteData<CollectPageData<T>>>;
  pagesLabel: string;
  children: (rows: CollectRows<T>) => ReactNode;
};

function PagedCollect<T>({ usePage, pagesLabel, children }: CollectQueryProps<T>) {
  const [page, setPage] = useState(1);
  const list = usePage(page);
  const data = list.data;
  return children({
    query: list,
    data: data && {
      items: data.pageList,
      total: data.pageInfo.totalElements,
      isEmpty: data.pageList.length === 0 && page === 1,
    },
    busy: list.isPlaceholderData,
    footer: data && (
      <Pager
        page={page}
        totalItems={data.pageInfo.totalElements}
        pageSize={COLLECT_PAGE_SIZE}
        onChange={setPage}
        label={pagesLabel}
      />
    ),
    afterRemove: () => {
      if (page > 1 && data?.pageList.length === 1) setPage(page - 1);
    },
  });
}

function ScrolledCollect<T>({ usePages, children }: CollectQueryProps<T>) {
  const list = usePages();
  const pages = list.data?.pages;
  const items = pages?.flatMap((page) => page.pageList) ?? [];
  return children({
    query: list,
    data: pages && { items, total: pages.at(-1)?.pageInfo.totalElements ?? 0, isEmpty: items.length === 0 },
    busy: list.isPlaceholderData,
    footer: <ListEnd list={list} />,
    // The removal refreshes every page shown (the list's root), so nothing more to do.
    afterRemove: () => undefined,
  });
}

/**
 * Loads a favourites or follows list as the site does (a pager on the desktop, pages that follow
 * one another as the user scrolls on the mobile site) and hands its rows to `children`.
 */
export function CollectQuery<T>(props: CollectQueryProps<T>) {
  return isWapPath(window.location.pathname) ? <ScrolledCollect {...props} /> : <PagedCollect {...props} />;
}

type CollectListPageProps<T> = {
  testId: string;
  title: string;
  /** The list's rows (from `CollectQuery`). */
  rows: CollectRows<T>;
  /** "12 products": the total, already formatted. */
  countText: (number: string) => string;
  empty: { text: string; action: string; to: string };
  rowKey: (item: T) => string | number;
  /** One `<li>` of the list. */
  renderRow: (item: T) => ReactNode;
  /** The removal being confirmed, and what the dialog says and does. */
  removal: {
    item: T | null;
    title: string;
    confirmLabel: string;
    body: (item: T | null) => string;
    pending: boolean;
    onConfirm: () => void;
    onCancel: () => void;
  };
};

/** A user-centre list of favourites or follows: heading with the count, rows, pages, removal dialog. */
export function CollectListPage<T>({
  testId,
  title,
  rows,
  countText,
  empty,
  rowKey,
  renderRow,
  removal,
}: CollectListPageProps<T>) {
  const { t } = useTranslation('catalog');
  const lang = useLanguage();
  useDocumentTitle(title);

  const total = rows.data?.total ?? 0;

  let body;
  if (!rows.data)
    body = rows.query.isError ? (
      <QueryError query={rows.query} title={t('collect.loadFailed')} />
    ) : (
      <CollectSkeleton />
    );
  else if (rows.data.isEmpty) body = <CollectEmpty {...empty} />;
  else
    body = (
      <>
        <ul className={classes.list} aria-busy={rows.busy}>
          {rows.data.items.map((item) => (
            <Fragment key={rowKey(item)}>{renderRow(item)}</Fragment>
          ))}
        </ul>
        {rows.footer}
      </>
    );

  return (
    <div className={classes.panel} data-testid={testId}>
      <div className={classes.head}>
        <h1 className={classes.title}>{title}</h1>
        {rows.data && total > 0 && (
          <span className={classes.count} data-testid="collect-count">
            {countText(formatCount(total, lang))}
          </span>
        )}
      </div>
      {body}
      <ConfirmDialog
        opened={removal.item !== null}
        title={removal.title}
        confirmLabel={removal.confirmLabel}
        danger
        loading={removal.pending}
        onConfirm={removal.onConfirm}
        onClose={removal.onCancel}
      >
        <p className={classes.confirmText}>{removal.body(removal.item)}</p>
      </ConfirmDialog>
    </div>
  );
}
