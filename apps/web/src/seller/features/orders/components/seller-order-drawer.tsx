import { Button, Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { OrderInfoVo, SellerOrderVo } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { DeliveryAddress } from '../../../../components/orders/delivery-address';
import { FactList } from '../../../../components/orders/fact-list';
import { OrderAmounts } from '../../../../components/orders/order-amounts';
import { hasShipment, useShippingFacts } from '../../../../components/orders/order-log';
import { OrderStatusBadges } from '../../../../components/orders/order-status-badges';
import { InlineLoader, QueryError } from '../../../../components/ui/states';
import { escapeInside } from '../../../../lib/escape-inside';
import { useSellerOrder } from '../api/get-seller-order';
import { OrderStates } from './order-states';
import { canPush } from './seller-order-card';
import { SellerOrderLines } from './seller-order-lines';
import { SellerOrderTimeline } from './seller-order-timeline';
import classes from './seller-order-detail.module.css';
import { DateTime } from '../../../../components/ui/date-time';

type SellerOrderDrawerProps = {
  orderId: string | null;
  /** The order's card on the page, when it is there: it carries the purchase cost for "Purchase". */
  row: SellerOrderVo | undefined;
  onPush: (order: SellerOrderVo) => void;
  onClose: () => void;
};

/** One sale in full: states, money, the buyer (masked by the server), lines and timeline. */
export function SellerOrderDrawer({ orderId, row, onPush, onClose }: SellerOrderDrawerProps) {
  const { t } = useTranslation('seller');
  const isPhone = useMediaQuery('(max-width: 40em)');
  return (
    <Drawer
      opened={orderId !== null}
      onClose={onClose}
      // "right" is the end side: Mantine docks it on the left in right-to-left pages.
      position="right"
      size={isPhone ? '100%' : 520}
      title={row ? t('detail.title', { orderNo: row.orderNo }) : t('detail.titlePlain')}
      closeButtonProps={{ 'aria-label': t('actions.dismiss', { ns: 'common' }) }}
      // "Purchase" opens its dialog over the drawer: that dialog's Escape is its own alone.
      closeOnEscape={false}
      onKeyDown={escapeInside(onClose)}
    >
      {orderId !== null && <DrawerBody orderId={orderId} row={row} onPush={onPush} />}
    </Drawer>
  );
}

function DrawerBody({
  orderId,
  row,
  onPush,
}: {
  orderId: string;
  row: SellerOrderVo | undefined;
  onPush: (order: SellerOrderVo) => void;
}) {
  const { t } = useTranslation('seller');
  const order = useSellerOrder(orderId);
  if (order.isError) {
    return <QueryError query={order} title={t('detail.failed')} />;
  }
  if (!order.data) return <InlineLoader label={t('detail.titlePlain')} />;
  return (
    <div className={classes.detail} data-testid="seller-order-detail">
      <OrderFacts order={order.data} />
      <section>
        <h3 className={classes.sectionTitle}>{t('detail.goods')}</h3>
        <SellerOrderLines orderId={orderId} />
      </section>
      <section>
        <h3 className={classes.sectionTitle}>{t('detail.timeline')}</h3>
        <SellerOrderTimeline orderId={orderId} />
      </section>
      {row && canPush(row) && canPush(order.data) && (
        <Button onClick={() => onPush(row)} data-testid="seller-detail-push">
          {t('push.action')}
        </Button>
      )}
    </div>
  );
}

function OrderFacts({ order }: { order: OrderInfoVo }) {
  const { t } = useTranslation('seller');
  const shipping = useShippingFacts(order);
  return (
    <>
      <OrderStatusBadges status={order.status} returnStatus={order.returnStatus} audience="seller" />
      <OrderStates
        purchStatus={order.purchStatus}
        pushTime={order.pushTime}
        settled={order.settleTime ? 1 : 0}
        settleTime={order.settleTime}
      />
      <FactList
        facts={[
          { key: 'created', label: t('fields.created'), value: <DateTime value={order.createTime} /> },
          { key: 'paid', label: t('fields.paidAt'), value: <DateTime value={order.payTime} /> },
          { key: 'shipped', label: t('fields.shippedAt'), value: <DateTime value={order.shipTime} /> },
          { key: 'received', label: t('fields.receivedAt'), value: <DateTime value={order.receiptTime} /> },
          ...(hasShipment(order) ? shipping : []),
        ]}
      />
      <section>
        <h3 className={classes.sectionTitle}>{t('detail.money')}</h3>
        <OrderAmounts
          order={order}
          extra={[
            { key: 'wholesale', label: t('fields.wholesale'), value: order.systemPrice },
            { key: 'profit', label: t('fields.profit'), value: order.profit, isMargin: true },
          ]}
        />
      </section>
      <section>
        <h3 className={classes.sectionTitle}>{t('detail.buyer')}</h3>
        <p className={classes.muted}>{t('detail.masked')}</p>
        <DeliveryAddress
          order={order}
          lead={[{ key: 'buyer', label: t('fields.buyer'), value: order.username || '--' }]}
        />
      </section>
    </>
  );
}
