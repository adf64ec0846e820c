import type { OrderMainVo } from '@caravan/contract';
import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ShopCharges } from '../../../components/orders/price-breakdown';
import { StoreIcon } from '../../../components/ui/icons';
import { useLanguage } from '../../../lib/i18n';
import { formatPrice } from '../../../lib/money';
import { orderDetailPath } from '../lib/order-paths';
import { OrderActions } from './order-actions';
import { OrderStatusBadges } from './order-status-badges';
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
    <li className={classes.card} aria-labelledby={headingId} data-testid="order-card">
      <div className={classes.cardHead}>
        <h2 className={classes.shop} id={headingId}>
          <StoreIcon size={16} aria-hidden="true" />
          <bdi>{order.goodsFrom}</bdi>
        </h2>
        <OrderStatusBadges status={order.status} returnStatus={order.returnStatus} />
      </div>
      <dl className={classes.meta}>
        <div>
          <dt>{t('fields.orderNo')}</dt>
          <dd className={classes.mono} data-testid="order-no">
            {order.orderNo}
          </dd>
        </div>
        <div>
          <dt>{t('fields.createTime')}</dt>
          <dd>
            <DateTime value={order.createTime} />
          </dd>
        </div>
      </dl>
      <Link to={orderDetailPath(order.id)} className={classes.goods}>
        {order.goodsIcon ? (
          <img src={order.goodsIcon} alt="" className={classes.thumb} loading="lazy" width={64} height={64} />
        ) : (
          <span className={classes.thumb} aria-hidden="true" />
        )}
        <span className={classes.goodsText}>
          <span className={classes.goodsName} dir="auto">
            {order.goodsName}
          </span>
          <span>{t('card.goodsCount', { number: order.goodsCount })}</span>
        </span>
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
