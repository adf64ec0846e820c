import type { OrderInfoVo } from '@caravan/contract';
import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { isolateLtr } from '../../lib/date';
import { useLanguage } from '../../lib/i18n';
import { formatPrice } from '../../lib/money';
import classes from './order-pieces.module.css';

/** What an order costs its buyer, as the server computed it (order!info). */
export type OrderCharges = Pick<
  OrderInfoVo,
  'prizeOriginal' | 'discount' | 'couponDiscount' | 'fees' | 'tax' | 'totalAmount'
>;

/** A figure a screen adds under the total: the seller's and the console's cost and margin. */
export type ExtraAmount = { key: string; label: string; value: number; isMargin?: boolean };

type OrderAmountsProps = {
  order: OrderCharges;
  extra?: readonly ExtraAmount[];
  /** `end`: under the goods lines like an invoice's total (the order page); `start` in a drawer. */
  align?: 'start' | 'end';
};

/** Goods, discount, freight, tax and what the buyer pays (the server's figures, never recomputed). */
export function OrderAmounts({ order, extra = [], align = 'start' }: OrderAmountsProps) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const rows: [string, string][] = [[t('amounts.goods'), formatPrice(order.prizeOriginal, lang)]];
  // `discount` is everything taken off; the coupons' part (issue 54) has a line of its own.
  const listingDiscount = new Decimal(order.discount).minus(order.couponDiscount).toNumber();
  // A minus before the amount, kept there in a right-to-left page.
  const off = (value: number) => isolateLtr(`−${formatPrice(value, lang)}`);
  if (listingDiscount > 0) rows.push([t('amounts.discount'), off(listingDiscount)]);
  if (order.couponDiscount > 0) rows.push([t('amounts.coupons'), off(order.couponDiscount)]);
  rows.push(
    [t('amounts.freight'), formatPrice(order.fees, lang)],
    [t('amounts.tax'), formatPrice(order.tax, lang)],
  );
  return (
    <dl className={classes.amounts} data-align={align} data-testid="order-amounts">
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
      {extra.map((row, index) => (
        <div
          key={row.key}
          className={index === 0 ? classes.amountExtraFirst : undefined}
          data-margin={row.isMargin}
        >
          <dt>{row.label}</dt>
          <dd data-testid={`order-amount-${row.key}`}>{formatPrice(row.value, lang)}</dd>
        </div>
      ))}
    </dl>
  );
}
