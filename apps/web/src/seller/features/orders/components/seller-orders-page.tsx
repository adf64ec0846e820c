import { SegmentedControl, Skeleton } from '@mantine/core';
import { ORDER_STATUS as S, type SellerOrderVo } from '@caravan/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParamsUpdate } from '../../../../lib/use-search-params-update';
import { Pager } from '../../../../components/ui/pager';
import { EmptyState, QueryError } from '../../../../components/ui/states';
import { ApiError } from '../../../../lib/api-error';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { SELLER_PAGE_SIZE, useSellerOrders } from '../api/list-seller-orders';
import { statusParam, tabOf } from '../../../lib/seller-paths';
import { NoShop } from '../../../components/no-shop';
import { PushOrderDialog } from './push-order-dialog';
import { SellerOrderCard } from './seller-order-card';
import { SellerOrderDrawer } from './seller-order-drawer';
import { SellerOrderTabs } from './seller-order-tabs';
import pieces from '../../../../components/orders/order-pieces.module.css';
import classes from '../../../components/seller.module.css';

/** The page asked for in the address (?page=), 1 when it is missing or not a page number. */
const pageOf = (params: URLSearchParams) => Math.max(1, Math.floor(Number(params.get('page'))) || 1);

/**
 * The shop's orders by tab (or its refunds): each with what the buyer paid, what purchasing it
 * costs and the margin; paid orders are purchased for shipping from here.
 */
export function SellerOrdersPage({ isReturns = false }: { isReturns?: boolean }) {
  const { t } = useTranslation('seller');
  const [params, update] = useSearchParamsUpdate();
  const status = isReturns ? null : statusParam(params);
  const page = pageOf(params);
  const tab = tabOf(isReturns, status);
  const list = useSellerOrders(isReturns ? { returns: true } : { returns: false, status }, page);
  const [pushing, setPushing] = useState<SellerOrderVo | null>(null);
  const openId = params.get('order');
  const openRow = list.data?.pageList.find((order) => order.id === openId);
  useDocumentTitle(isReturns ? t('panel.returns') : t('panel.orders'));

  if (list.error instanceof ApiError && list.error.key === 'AUTH_NOT_A_SELLER') return <NoShop />;
  const orders = list.data?.pageList ?? [];

  return (
    <>
      <div className={classes.head}>
        <div>
          <h1 className={classes.title}>{isReturns ? t('panel.returns') : t('panel.orders')}</h1>
          <p className={classes.intro}>{isReturns ? t('intro.returns') : t('intro.orders')}</p>
        </div>
      </div>
      <SellerOrderTabs current={tab} />
      {tab === 'received' && (
        <div className={classes.subFilter}>
          <SegmentedControl
            aria-label={t('tabs.received')}
            data={[
              { value: String(S.received), label: t('tabs.awaitingReview') },
              { value: String(S.reviewed), label: t('tabs.reviewed') },
            ]}
            value={String(status)}
            onChange={(value) => update({ status: value, page: '' })}
            data-testid="seller-received-filter"
          />
        </div>
      )}
      {list.isError ? (
        <QueryError query={list} title={t('list.errorTitle')} />
      ) : list.isPending ? (
        <div className={pieces.cardList} aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={220} radius={12} />
          ))}
        </div>
      ) : orders.length === 0 ? (
        <EmptyState>{t(`empty.${tab}`)}</EmptyState>
      ) : (
        <ul className={pieces.cardList} aria-busy={list.isFetching} data-testid="seller-orders">
          {orders.map((order) => (
            <SellerOrderCard
              key={order.id}
              order={order}
              onOpen={() => update({ order: order.id })}
              onPush={() => setPushing(order)}
            />
          ))}
        </ul>
      )}
      {list.data && (
        <Pager
          page={page}
          totalItems={list.data.pageInfo.totalElements}
          pageSize={SELLER_PAGE_SIZE}
          onChange={(next) => update({ page: next === 1 ? '' : String(next) })}
          label={t('list.pages')}
        />
      )}
      <SellerOrderDrawer
        orderId={openId}
        row={openRow}
        onPush={setPushing}
        onClose={() => update({ order: '' })}
      />
      <PushOrderDialog order={pushing} onClose={() => setPushing(null)} />
    </>
  );
}
