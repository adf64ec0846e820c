import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { subpageClasses } from '../../../components/account/subpage';
import { Pager } from '../../../components/ui/pager';
import { EmptyState, QueryError } from '../../../components/ui/states';
import { useOrderCounts } from '../../../lib/order-counts';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ORDER_PAGE_SIZE, useOrders } from '../api/get-orders';
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

/**
 * /userInfo/my-order?index=2&status=…&page=…: the buyer's orders by state, 20 to a page, each with
 * the actions its state allows. Tab and page live in the address, so back and reload keep them.
 */
export function MyOrderPage() {
  const { t } = useTranslation('orders');
  const { t: tp } = useTranslation('pages');
  const [params, setParams] = useSearchParams();
  useDocumentTitle(tp('titles.myOrder'));
  const status = statusFromSearch(params.get('status'));
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const orders = useOrders(status, page);
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

  let content;
  if (!orders.data) {
    content = orders.isError ? (
      <QueryError query={orders} title={t('list.loadFailed')} />
    ) : (
      <OrdersSkeleton />
    );
  } else if (orders.data.pageList.length === 0) {
    content = (
      <EmptyState>
        {t(status === null ? 'list.emptyAll' : 'list.empty')}
        <Link to="/index" className={classes.emptyAction}>
          {t('list.shop')}
        </Link>
      </EmptyState>
    );
  } else {
    content = (
      <>
        <ul className={pieces.cardList} aria-busy={orders.isPlaceholderData} data-testid="order-list">
          {orders.data.pageList.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </ul>
        <Pager
          page={page}
          totalItems={orders.data.pageInfo.totalElements}
          pageSize={ORDER_PAGE_SIZE}
          onChange={(next) => show(status, next)}
          label={t('list.pages')}
        />
      </>
    );
  }

  return (
    <section className={subpageClasses.panel} aria-labelledby="my-order-title" data-testid="page-my-order">
      <h1 className={subpageClasses.title} id="my-order-title">
        {tp('titles.myOrder')}
      </h1>
      <OrderTabs current={status} counts={counts.data} onChange={(next) => show(next, 1)} />
      <div role="tabpanel" id={TAB_PANEL_ID} aria-labelledby={tabId(status)} className={classes.stack}>
        {content}
      </div>
    </section>
  );
}
