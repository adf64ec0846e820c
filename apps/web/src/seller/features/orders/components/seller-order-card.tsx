import { Button } from '@mantine/core';
import { ORDER_STATUS as S, RETURN_REASONS, type SellerOrderVo } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { FactList } from '../../../../components/orders/fact-list';
import { OrderGoodsSummary } from '../../../../components/orders/order-goods';
import { OrderStatusBadges } from '../../../../components/orders/order-status-badges';
import { useLanguage } from '../../../../lib/i18n';
import { formatPrice } from '../../../../lib/money';
import { OrderStates } from './order-states';
import pieces from '../../../../components/orders/order-pieces.module.css';
import classes from '../../../components/seller.module.css';
import { DateTime } from '../../../../components/ui/date-time';

/** A paid order the shop has not purchased yet: "Purchase for shipping" is offered. */
export const canPush = (order: Pick<SellerOrderVo, 'status' | 'purchStatus'>) =>
  order.status === S.paid && order.purchStatus === 0;

/** The buyer reminded the shop to ship (spec §4) and the order still waits for shipment. */
export const isRemindedToShip = (order: Pick<SellerOrderVo, 'status' | 'remindTime'>) =>
  order.remindTime !== '' && (order.status === S.paid || order.status === S.stocking);

type SellerOrderCardProps = { order: SellerOrderVo; onOpen: () => void; onPush: () => void };

/** One sale: goods, buyer, what the buyer paid, what purchasing costs, the margin, and its states. */
export function SellerOrderCard({ order, onOpen, onPush }: SellerOrderCardProps) {
  const { t } = useTranslation('seller');
  const lang = useLanguage();
  const headingId = `seller-order-${order.id}`;
  const reason = order.returnReason ? RETURN_REASONS[order.returnReason - 1] : undefined;
  return (
    <li
      className={pieces.card}
      aria-labelledby={headingId}
      data-testid="seller-order"
      data-order-no={order.orderNo}
      data-order-id={order.id}
    >
      <div className={pieces.cardHead}>
        <h2 className={classes.orderNo} id={headingId} dir="ltr">
          {order.orderNo}
        </h2>
        <span className={pieces.badges}>
          <OrderStatusBadges status={order.status} returnStatus={order.returnStatus} audience="seller" />
          {isRemindedToShip(order) && (
            <span className={pieces.badge} data-tone="bad" data-testid="seller-order-reminded">
              {t('card.reminded')}
            </span>
          )}
        </span>
      </div>
      <FactList
        layout="inline"
        facts={[
          { key: 'created', label: t('fields.created'), value: <DateTime value={order.createTime} /> },
          {
            key: 'buyer',
            label: t('fields.buyer'),
            value: order.username || '--',
            testId: 'seller-order-buyer',
          },
        ]}
      />
      <div className={classes.goods}>
        <OrderGoodsSummary order={order} />
      </div>
      <dl className={classes.money}>
        <div>
          <dt>{t('fields.paid')}</dt>
          <dd data-testid="seller-order-paid">{formatPrice(order.totalAmount, lang)}</dd>
        </div>
        <div>
          <dt>{t('fields.purchaseCost')}</dt>
          <dd data-testid="seller-order-cost">{formatPrice(order.purchaseAmount, lang)}</dd>
        </div>
        <div>
          <dt>{t('fields.profit')}</dt>
          <dd className={classes.profit} data-testid="seller-order-profit">
            {formatPrice(order.profit, lang)}
          </dd>
        </div>
      </dl>
      <OrderStates
        purchStatus={order.purchStatus}
        pushTime={order.pushTime}
        settled={order.settled}
        settleTime={order.settleTime}
      />
      {(reason || order.returnDetail) && (
        <div className={classes.refund} data-testid="seller-order-refund">
          {reason && (
            <p>
              {t('fields.returnReason')}: {t(`returnReasons.${reason}`)}
            </p>
          )}
          {order.returnDetail && <p dir="auto">{order.returnDetail}</p>}
        </div>
      )}
      <div className={classes.actions}>
        <Button variant="default" onClick={onOpen} data-testid="seller-order-open">
          {t('card.details')}
        </Button>
        {canPush(order) && (
          <Button onClick={onPush} data-testid="seller-order-push">
            {t('push.action')}
          </Button>
        )}
      </div>
    </li>
  );
}
