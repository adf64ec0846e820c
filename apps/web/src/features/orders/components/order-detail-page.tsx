import { REFUND_STATUS } from '@caravan/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Subpage } from '../../../components/account/subpage';
import { DeliveryAddress } from '../../../components/orders/delivery-address';
import { OrderAmounts } from '../../../components/orders/order-amounts';
import { OrderGoodsLines } from '../../../components/orders/order-goods';
import { hasShipment, LogisticsView, OrderTimeline } from '../../../components/orders/order-log';
import { productPath } from '../../../components/catalog/goods-grid';
import { ContactSellerButton } from '../../../components/chat/contact-seller-button';
import { InlineLoader, QueryError } from '../../../components/ui/states';
import { useOrder } from '../api/get-order';
import { useOrderGoods } from '../api/get-order-goods';
import { useOrderLog } from '../api/get-order-log';
import { orderListPath } from '../lib/order-paths';
import { BuyAgainButton } from './buy-again-button';
import { OrderFactsList, RefundFacts } from './order-detail-sections';
import { OrderLoaded } from './order-page';
import { OrderStatusHeader } from './order-status-header';
import { useOrderId } from './use-order-id';
import classes from './order-detail.module.css';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={classes.section} id={id} aria-labelledby={`${id}-title`} tabIndex={-1}>
      <h2 className={classes.sectionTitle} id={`${id}-title`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A part of the page that loads on its own: its data, or its spinner or failure with a retry. */
function Loaded<T>({
  query,
  failedTitle,
  children,
}: {
  query: {
    data: T | undefined;
    isError: boolean;
    error: unknown;
    isFetching: boolean;
    refetch: () => Promise<unknown>;
  };
  failedTitle: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data === undefined)
    return query.isError ? <QueryError query={query} title={failedTitle} /> : <InlineLoader />;
  return <>{children(query.data)}</>;
}

/**
 * /userInfo/order-detail?id=: the order's state and what comes next with its actions, a way to
 * write to the shop about it, the delivery address, the goods, the amounts, the shipment (scans
 * newest first) and the timeline.
 */
export function OrderDetailPage() {
  const { t } = useTranslation('orders');
  const orderId = useOrderId();
  const order = useOrder(orderId);
  const goods = useOrderGoods(orderId);
  const log = useOrderLog(orderId);
  const back = { to: orderListPath(), titleKey: 'myOrder' } as const;

  return (
    <Subpage titleKey="orderDetail" back={back} testId="page-order-detail">
      <OrderLoaded orderId={orderId} queries={[order]} skeletonHeight={160}>
        {(info) => (
          <>
            <OrderStatusHeader order={info} />
            <OrderFactsList
              order={info}
              shopAction={
                <ContactSellerButton
                  sellerId={info.sellerId}
                  shopName={info.sellerName}
                  size="xs"
                  about={{ contextType: 2, contextId: info.id }}
                />
              }
            />
            {info.returnStatus !== REFUND_STATUS.none && (
              <Section id="order-refund" title={t('refund.title')}>
                <RefundFacts order={info} />
              </Section>
            )}
            <Section id="order-address" title={t('address.title')}>
              <DeliveryAddress order={info} />
            </Section>
            <Section id="order-goods" title={t('goods.title')}>
              <Loaded query={goods} failedTitle={t('goods.loadFailed')}>
                {(lines) => (
                  <>
                    <OrderGoodsLines lines={lines} linkTo={(line) => productPath({ id: line.goodsId })} />
                    <div className={classes.buyAgain}>
                      <BuyAgainButton lines={lines} />
                    </div>
                  </>
                )}
              </Loaded>
              <OrderAmounts order={info} align="end" />
            </Section>
            {hasShipment(info) && (
              <Section id="order-logistics" title={t('logistics.title')}>
                <Loaded query={log} failedTitle={t('logistics.loadFailed')}>
                  {(logs) => (
                    <LogisticsView carrier={info.carrier} trackingNo={info.trackingNo} logs={logs} />
                  )}
                </Loaded>
              </Section>
            )}
            <Section id="order-timeline" title={t('timeline.title')}>
              <Loaded query={log} failedTitle={t('timeline.loadFailed')}>
                {(logs) => <OrderTimeline logs={logs} />}
              </Loaded>
            </Section>
          </>
        )}
      </OrderLoaded>
    </Subpage>
  );
}
