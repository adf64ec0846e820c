import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderStatusBadges } from '../../../../components/orders/order-status-badges';
import { ADMIN_NS, useLanguage } from '../../../../lib/i18n';
import { formatAmount } from '../../../../lib/money';
import { DateTime } from '../../../components/date-time';
import type { SupportDetail } from '../api/support-conversations';
import classes from './conversation.module.css';

type RecentOrdersProps = { orders: SupportDetail['recentOrders'] | undefined };

/** The buyer's five latest orders, each opened in the orders console. */
export function RecentOrders({ orders }: RecentOrdersProps) {
  const { t } = useTranslation(ADMIN_NS);
  const lang = useLanguage();
  return (
    <section
      className={classes.orders}
      aria-labelledby="support-orders-heading"
      data-testid="support-recent-orders"
    >
      <h3 className={classes.ordersTitle} id="support-orders-heading">
        {t('support.recentOrders')}
      </h3>
      {orders === undefined ? (
        <Skeleton height={48} radius="sm" />
      ) : orders.length === 0 ? (
        <p className={classes.ordersEmpty}>{t('support.noOrders')}</p>
      ) : (
        <ul className={classes.orderList}>
          {orders.map((order) => (
            <li key={order.orderId} className={classes.order} data-testid="support-order">
              <Link
                to={`/admin/orders?order=${encodeURIComponent(order.orderId)}`}
                className={classes.orderLink}
                dir="auto"
              >
                {order.shopName || t('support.orderFallback')}
              </Link>
              <OrderStatusBadges status={order.status} returnStatus={0} audience="console" />
              <span className={classes.orderMeta}>
                <span dir="ltr">
                  {t('support.orderAmount', { amount: formatAmount(order.prizeReal, lang) })}
                </span>
                <DateTime value={order.createTime} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
