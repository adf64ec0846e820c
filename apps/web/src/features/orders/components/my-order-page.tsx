import { isWapPath } from '@caravan/contract';
import { Skeleton } from '@mantine/core';
import type { OrderMainVo } from '@caravan/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { subpageClasses } from '../../../components/account/subpage';
import { ListEnd } from '../../../components/ui/infinite-list';
import { Pager } from '../../../components/ui/pager';
import { EmptyState, QueryError } from '../../../components/ui/states';
import { useOrderCounts } from '../../../lib/order-counts';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ORDER_PAGE_SIZE, useOrderPages, useOrders } from '../api/get-orders';
import { statusFromSearch } from '../lib/order-state';
import { OrderCard } from './order-card';
import { OrderTabs, TAB_PANEL_ID, tabId } from './order-tabs';
import pieces from '../../../components/orders/order-pieces.module.css';
import classes from './orders.module.css';

function OrdersSkeleton() {
  return (
    <div className={pieces.cardList} aria-hidden="true" data-testid="orders-loading">
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} className={classes.skeletonCard} />
      ))}
    </div>
  );
}

type OrderListQuery = {
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
};

/** A tab's orders with their loading, failure and empty states; `footer` follows the cards. */
function OrderList({
  query,
  orders,
  status,
  busy,
  footer,
}: {
  query: OrderListQuery;
  orders: OrderMainVo[] | undefined;
  status: number | null;
  busy: boolean;
  footer: ReactNode;
}) {
  const { t } = useTranslation('orders');
  if (!orders) {
    return query.isError ? <QueryError query={query} title={t('list.loadFailed')} /> : <OrdersSkeleton />;
  }
  if (orders.length === 0) {
    return (
      <EmptyState>
        {t(status === null ? 'list.emptyAll' : 'list.empty')}
        <Link to="/index" className={classes.emptyAction}>
          {t('list.shop')}
        </Link>
      </EmptyState>
    );
  }
  return (
    <>
      <ul className={pieces.cardList} aria-busy={busy} data-testid="order-list">
        {orders.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </ul>
      {footer}
    </>
  );
}

/** The desktop's list: one page of the tab, with the pager. */
function PagedOrders({
  status,
  page,
  onPage,
}: {
  status: number | null;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('orders');
  const orders = useOrders(status, page);
  return (
    <OrderList
      query={orders}
      orders={orders.data?.pageList}
      status={status}
      busy={orders.isPlaceholderData}
      footer={
        orders.data && (
          <Pager
            page={page}
            totalItems={orders.data.pageInfo.totalElements}
            pageSize={ORDER_PAGE_SIZE}
            onChange={onPage}
            label={t('list.pages')}
          />
        )
      }
    />
  );
}

/** The mobile site's list: the tab's pages follow one another as the buyer scrolls. */
function ScrolledOrders({ status }: { status: number | null }) {
  const orders = useOrderPages(status);
  return (
    <OrderList
      query={orders}
      orders={orders.data?.pages.flatMap((page) => page.pageList)}
      status={status}
      busy={orders.isPlaceholderData}
      footer={<ListEnd list={orders} />}
    />
  );
}

/**
 * /userInfo/my-order?index=2&status=…&page=…: the buyer's orders by state, 20 to a page, each with
 * the actions its state allows. Tab and page live in the address, so back and reload keep them; on
 * the mobile site the pages follow one another as the buyer scrolls instead.
 */
export function MyOrderPage() {
  const { t: tp } = useTranslation('pages');
  const [params, setParams] = useSearchParams();
  useDocumentTitle(tp('titles.myOrder'));
  const status = statusFromSearch(params.get('status'));
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const counts = useOrderCounts();

  const show = (nextStatus: number | null, nextPage: number) => {
    const copy = new URLSearchParams(params);
    copy.set('index', '2');
    if (nextStatus === null) copy.delete('status');
    else copy.set('status', String(nextStatus));
    if (nextPage > 1) copy.set('page', String(nextPage));
    else copy.delete('page');
    // A new tab replaces the entry; a new page is a step the back button returns from.
    setParams(copy, { replace: nextStatus !== status });
    if (nextPage !== page) window.scrollTo({ top: 0 });
  };

  return (
    <section className={subpageClasses.panel} aria-labelledby="my-order-title" data-testid="page-my-order">
      <h1 className={subpageClasses.title} id="my-order-title">
        {tp('titles.myOrder')}
      </h1>
      <OrderTabs current={status} counts={counts.data} onChange={(next) => show(next, 1)} />
      <div role="tabpanel" id={TAB_PANEL_ID} aria-labelledby={tabId(status)} className={classes.stack}>
        {isWapPath(window.location.pathname) ? (
          <ScrolledOrders status={status} />
        ) : (
          <PagedOrders status={status} page={page} onPage={(next) => show(status, next)} />
        )}
      </div>
    </section>
  );
}
