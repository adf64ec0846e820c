import type { OrderInfoVo } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { formatPrice } from '../../../lib/money';
import classes from './order-detail.module.css';

/** Goods, discount, freight, tax and what the buyer pays (the server's figures, never recomputed). */
export function OrderAmounts({ order }: { order: OrderInfoVo }) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const rows: [string, string][] = [[t('amounts.goods'), formatPrice(order.prizeOriginal, lang)]];
  if (order.discount > 0) rows.push([t('amounts.discount'), `−${formatPrice(order.discount, lang)}`]);
  rows.push(
    [t('amounts.freight'), formatPrice(order.fees, lang)],
    [t('amounts.tax'), formatPrice(order.tax, lang)],
  );
  return (
    <dl className={classes.amounts} data-testid="order-amounts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className={classes.amountTotal}>
        <dt>{t('amounts.total')}</dt>
        <dd data-testid="order-total-amount">{formatPrice(order.totalAmount, lang)}</dd>
      </div>
    </dl>
  );
}
