import { RETURN_REASONS, type OrderInfoVo } from '@caravan/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date';
import { useLanguage } from '../../../lib/i18n';
import { formatPrice } from '../../../lib/money';
import classes from './order-detail.module.css';

/** `ltr`: a date or number that must keep its order on a right-to-left page. */
type Fact = { key: string; label: string; value: ReactNode; mono?: boolean; ltr?: boolean };

function Facts({ facts, testId }: { facts: Fact[]; testId: string }) {
  return (
    <dl className={classes.facts} data-testid={testId}>
      {facts.map((fact) => (
        <div key={fact.key}>
          <dt>{fact.label}</dt>
          <dd
            className={fact.mono ? classes.mono : undefined}
            dir={fact.ltr ? 'ltr' : fact.mono ? undefined : 'auto'}
          >
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Number, shop and the dates the order reached each step (only those it has reached). */
export function OrderFactsList({ order }: { order: OrderInfoVo }) {
  const { t } = useTranslation('orders');
  const dated: [string, string][] = [
    ['payTime', order.payTime],
    ['shipTime', order.shipTime],
    ['receiptTime', order.receiptTime],
  ];
  const facts: Fact[] = [
    { key: 'orderNo', label: t('fields.orderNo'), value: order.orderNo, mono: true },
    { key: 'shop', label: t('fields.shop'), value: order.sellerName },
    { key: 'createTime', label: t('fields.createTime'), value: formatDateTime(order.createTime), ltr: true },
    ...dated
      .filter(([, value]) => value !== '')
      .map(([key, value]) => ({ key, label: t(`fields.${key}`), value: formatDateTime(value), ltr: true })),
  ];
  return <Facts facts={facts} testId="order-facts" />;
}

/** Where the order goes, as it was at checkout. */
export function DeliveryAddress({ order }: { order: OrderInfoVo }) {
  const { t } = useTranslation('orders');
  const place = [order.address, order.city, order.province, order.country, order.postcode]
    .filter((part) => part !== '')
    .join(', ');
  const facts: Fact[] = [
    { key: 'contacts', label: t('address.contacts'), value: order.contacts || '--' },
    { key: 'phone', label: t('address.phone'), value: order.phone || '--', mono: true },
    { key: 'place', label: t('address.place'), value: place || '--' },
  ];
  if (order.email) facts.splice(2, 0, { key: 'email', label: t('address.email'), value: order.email });
  return <Facts facts={facts} testId="order-address" />;
}

/** What the buyer asked for and what the platform decided. */
export function RefundFacts({ order }: { order: OrderInfoVo }) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const reason = order.returnReason === null ? undefined : RETURN_REASONS[order.returnReason - 1];
  const facts: Fact[] = [
    { key: 'reason', label: t('refund.reason'), value: reason ? t(`returnReasons.${reason}`) : '--' },
    { key: 'amount', label: t('refund.amount'), value: formatPrice(order.totalAmount, lang), mono: true },
  ];
  if (order.returnDetail) facts.push({ key: 'detail', label: t('refund.detail'), value: order.returnDetail });
  if (order.refundNote) facts.push({ key: 'note', label: t('refund.note'), value: order.refundNote });
  return <Facts facts={facts} testId="refund-facts" />;
}
