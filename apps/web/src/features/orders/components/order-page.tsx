import { Button, Skeleton } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Subpage } from '../../../components/account/subpage';
import { EmptyState, QueryError } from '../../../components/ui/states';
import { orderDetailPath } from '../lib/order-paths';
import classes from './order-detail.module.css';

type OrderQuery = {
  data: unknown;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
};

/** Each query's data, once it has come. */
type DataOf<Q extends readonly OrderQuery[]> = { [K in keyof Q]: NonNullable<Q[K]['data']> };

type OrderLoadedProps<Q extends readonly OrderQuery[]> = {
  /** `?id=` of the page: empty when the address names no order. */
  orderId: string;
  /** What the page needs of the order (its info, its goods…), all loaded before it shows. */
  queries: readonly [...Q];
  /** The placeholder's height while they load, near the page's own. */
  skeletonHeight: number;
  children: (...data: DataOf<Q>) => ReactNode;
};

/**
 * The body of a page about one order: what it shows once its queries have loaded, or else no
 * order named, the first failure (with a retry) or a placeholder while they load.
 */
export function OrderLoaded<Q extends readonly OrderQuery[]>({
  orderId,
  queries,
  skeletonHeight,
  children,
}: OrderLoadedProps<Q>) {
  const { t } = useTranslation('orders');
  if (!orderId) return <EmptyState>{t('detail.missing')}</EmptyState>;
  if (queries.some((query) => query.data === undefined)) {
    const failed = queries.find((query) => query.isError);
    return failed ? (
      <QueryError query={failed} title={t('detail.loadFailed')} />
    ) : (
      <Skeleton height={skeletonHeight} radius="md" data-testid="order-loading" />
    );
  }
  return <>{children(...(queries.map((query) => query.data) as DataOf<Q>))}</>;
}

type OrderSubpageProps = Omit<ComponentProps<typeof Subpage>, 'back'> & { orderId: string };

/** A page that acts on one order (its return, its reviews): the way back is the order's detail. */
export function OrderSubpage({ orderId, ...page }: OrderSubpageProps) {
  return <Subpage {...page} back={{ to: orderDetailPath(orderId), titleKey: 'orderDetail' }} />;
}

/** Why the order cannot be acted on now, with the way back to it. */
export function OrderNotice({
  orderId,
  testId,
  children,
}: {
  orderId: string;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('orders');
  return (
    <>
      <p className={classes.notice} role="status" data-testid={testId}>
        {children}
      </p>
      <div>
        <Button variant="default" component={Link} to={orderDetailPath(orderId)} mt="md">
          {t('return.backToOrder')}
        </Button>
      </div>
    </>
  );
}
