import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/ui/states';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pager } from '../../../components/ui/pager';
import { useLanguage } from '../../../lib/i18n';
import { formatCount } from '../../../lib/money';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { COLLECT_PAGE_SIZE } from '../api/get-kept-goods';
import { CollectEmpty, CollectSkeleton } from './collect-states';
import classes from './collect.module.css';

type CollectPageData<T> = { pageList: T[]; pageInfo: { totalElements: number } };

type CollectListPageProps<T> = {
  testId: string;
  title: string;
  /** The list's query for `page` (from `useCollectList`). */
  list: UseQueryResult<CollectPageData<T>>;
  page: number;
  setPage: (page: number) => void;
  /** "12 products": the total, already formatted. */
  countText: (number: string) => string;
  empty: { text: string; action: string; to: string };
  pagesLabel: string;
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

/** Page state of a favourites or follows list, and what to do once an item is removed. */
export function useCollectList<T>() {
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<T | null>(null);
  /** After a removal: close the dialog; removing the only item of a later page goes back a page. */
  const afterRemove = (itemsOnPage: number | undefined) => {
    setRemoving(null);
    if (page > 1 && itemsOnPage === 1) setPage(page - 1);
  };
  return { page, setPage, removing, setRemoving, afterRemove };
}

/** A user-centre list of favourites or follows: heading with the count, rows, pages, removal dialog. */
export function CollectListPage<T>({
  testId,
  title,
  list,
  page,
  setPage,
  countText,
  empty,
  pagesLabel,
  rowKey,
  renderRow,
  removal,
}: CollectListPageProps<T>) {
  const { t } = useTranslation('catalog');
  const lang = useLanguage();
  useDocumentTitle(title);

  const total = list.data?.pageInfo.totalElements ?? 0;

  let body;
  if (!list.data)
    body = list.isError ? <QueryError query={list} title={t('collect.loadFailed')} /> : <CollectSkeleton />;
  else if (list.data.pageList.length === 0 && page === 1) body = <CollectEmpty {...empty} />;
  else
    body = (
      <>
        <ul className={classes.list} aria-busy={list.isPlaceholderData}>
          {list.data.pageList.map((item) => (
            <Fragment key={rowKey(item)}>{renderRow(item)}</Fragment>
          ))}
        </ul>
        <Pager
          page={page}
          totalItems={total}
          pageSize={COLLECT_PAGE_SIZE}
          onChange={setPage}
          label={pagesLabel}
        />
      </>
    );

  return (
    <div className={classes.panel} data-testid={testId}>
      <div className={classes.head}>
        <h1 className={classes.title}>{title}</h1>
        {list.data && total > 0 && (
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
