import type { OrderMainVo } from '@caravan/contract';
import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FactList } from '../../../components/orders/fact-list';
import { OrderGoodsSummary } from '../../../components/orders/order-goods';
import { OrderStatusBadges } from '../../../components/orders/order-status-badges';
import type { ShopCharges } from '../../../components/orders/price-breakdown';
import { StoreIcon } from '../../../components/ui/icons';
import { useLanguage } from '../../../lib/i18n';
import { formatPrice } from '../../../lib/money';
import { orderDetailPath } from '../lib/order-paths';
import { OrderActions } from './order-actions';
import pieces from '../../../components/orders/order-pieces.module.css';
import classes from './orders.module.css';
import { DateTime } from '../../../components/ui/date-time';

/** A listed order's charges: the list carries the total, freight and tax; the goods are the rest. */
function listedCharges(order: OrderMainVo): ShopCharges {
  return {
    sellerName: order.goodsFrom,
    prizeReal: new Decimal(order.priceCount).minus(order.fees).minus(order.tax).toNumber(),
    fees: order.fees,
    tax: order.tax,
    totalAmount: order.priceCount,
  };
}

/** One order in the list: shop, number, date, state, its first goods, total and what can be done. */
export function OrderCard({ order }: { order: OrderMainVo }) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const headingId = `order-${order.id}`;
  return (
    <li className={pieces.card} aria-labelledby={headingId} data-testid="order-card">
      <div className={pieces.cardHead}>
        <h2 className={classes.shop} id={headingId}>
          <StoreIcon size={16} aria-hidden="true" />
          <bdi>{order.goodsFrom}</bdi>
        </h2>
        <OrderStatusBadges status={order.status} returnStatus={order.returnStatus} audience="buyer" />
      </div>
      <FactList
        layout="inline"
        facts={[
          {
            key: 'orderNo',
            label: t('fields.orderNo'),
            value: order.orderNo,
            isCode: true,
            testId: 'order-no',
          },
          { key: 'createTime', label: t('fields.createTime'), value: <DateTime value={order.createTime} /> },
        ]}
      />
      <Link to={orderDetailPath(order.id)} className={classes.goods}>
        <OrderGoodsSummary order={order} />
        <span className={classes.total}>
          <span>{t('card.total')}</span>
          <span className={classes.amount} data-testid="order-total">
            {formatPrice(order.priceCount, lang)}
          </span>
        </span>
      </Link>
      <OrderActions order={order} charges={listedCharges(order)} place="list" />
    </li>
  );
}
