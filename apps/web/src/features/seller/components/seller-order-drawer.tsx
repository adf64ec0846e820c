import { Button, Drawer, Loader } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { OrderInfoVo, SellerOrderVo } from '@caravan/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { useLanguage } from '../../../lib/i18n';
import { formatPrice } from '../../../lib/money';
import { useSellerOrder } from '../api/get-seller-order';
import { OrderStates } from './order-states';
import { canPush } from './seller-order-card';
import { SellerOrderBadges } from './seller-order-badges';
import { SellerOrderLines } from './seller-order-lines';
import { SellerOrderTimeline } from './seller-order-timeline';
import classes from './seller-order-detail.module.css';
import { DateTime } from '../../../components/ui/date-time';

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
    return (
      <ErrorState
        title={t('detail.failed')}
        body={order.error instanceof ApiError ? errorMessage(order.error) : t('detail.failedBody')}
        onRetry={() => void order.refetch()}
        retrying={order.isFetching}
      />
    );
  }
  if (!order.data) return <Loader size="sm" aria-label={t('detail.titlePlain')} />;
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

function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? classes.wide : undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function OrderFacts({ order }: { order: OrderInfoVo }) {
  const { t } = useTranslation('seller');
  const lang = useLanguage();
  const region = [order.city, order.province, order.country].filter(Boolean).join(', ');
  return (
    <>
      <SellerOrderBadges status={order.status} returnStatus={order.returnStatus} />
      <OrderStates
        purchStatus={order.purchStatus}
        pushTime={order.pushTime}
        settled={order.settleTime ? 1 : 0}
        settleTime={order.settleTime}
      />
      <dl className={classes.facts}>
        <Fact label={t('fields.created')}>
          <DateTime value={order.createTime} />
        </Fact>
        <Fact label={t('fields.paidAt')}>
          <DateTime value={order.payTime} />
        </Fact>
        <Fact label={t('fields.shippedAt')}>
          <DateTime value={order.shipTime} />
        </Fact>
        <Fact label={t('fields.receivedAt')}>
          <DateTime value={order.receiptTime} />
        </Fact>
        {order.trackingNo && (
          <Fact label={t('fields.tracking')}>
            <span dir="auto">{order.carrier}</span> <bdi dir="ltr">{order.trackingNo}</bdi>
          </Fact>
        )}
      </dl>
      <section>
        <h3 className={classes.sectionTitle}>{t('detail.money')}</h3>
        <dl className={classes.facts}>
          <Fact label={t('fields.paid')}>{formatPrice(order.totalAmount, lang)}</Fact>
          <Fact label={t('fields.freight')}>{formatPrice(order.fees, lang)}</Fact>
          <Fact label={t('fields.tax')}>{formatPrice(order.tax, lang)}</Fact>
          <Fact label={t('fields.wholesale')}>{formatPrice(order.systemPrice, lang)}</Fact>
          <Fact label={t('fields.profit')}>
            <span className={classes.profit}>{formatPrice(order.profit, lang)}</span>
          </Fact>
        </dl>
      </section>
      <section>
        <h3 className={classes.sectionTitle}>{t('detail.buyer')}</h3>
        <p className={classes.muted}>{t('detail.masked')}</p>
        <dl className={classes.facts} data-testid="seller-order-address">
          <Fact label={t('fields.buyer')}>
            <span dir="auto">{order.username || '--'}</span>
          </Fact>
          <Fact label={t('fields.contacts')}>
            <span dir="auto">{order.contacts || '--'}</span>
          </Fact>
          <Fact label={t('fields.phone')}>
            <bdi dir="ltr">{order.phone || '--'}</bdi>
          </Fact>
          <Fact label={t('fields.address')} wide>
            <span dir="auto">{[order.address, region].filter(Boolean).join(', ') || '--'}</span>
          </Fact>
        </dl>
      </section>
    </>
  );
}
