import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/ui/pager';
import { EmptyState, InlineLoader, QueryError } from '../../../components/ui/states';
import classes from './coupons.module.css';

type CouponPage<T> = { pageList: T[]; pageInfo: { totalElements: number } };

type CouponGridProps<T> = {
  query: UseQueryResult<CouponPage<T>>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** What an empty first page says. */
  empty: ReactNode;
  renderItem: (item: T) => ReactNode;
  testId?: string;
};

/** A page of coupon tickets with its pager, or the list's loading, error or empty state. */
export function CouponGrid<T>({
  query,
  page,
  pageSize,
  onPage,
  empty,
  renderItem,
  testId,
}: CouponGridProps<T>) {
  const { t } = useTranslation('catalog');
  const data = query.data;
  if (!data) {
    return query.isError ? (
      <QueryError query={query} title={t('coupons.loadFailed')} />
    ) : (
      <InlineLoader label={t('coupons.loading')} />
    );
  }
  if (data.pageList.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <>
      <div className={classes.grid} aria-busy={query.isPlaceholderData} data-testid={testId}>
        {data.pageList.map(renderItem)}
      </div>
      <Pager
        page={page}
        totalItems={data.pageInfo.totalElements}
        pageSize={pageSize}
        onChange={onPage}
        label={t('coupons.pages')}
      />
    </>
  );
}
