import { RETURN_REASONS, type OrderInfoVo } from '@caravan/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FactList, type Fact } from '../../../components/orders/fact-list';
import { DateTime } from '../../../components/ui/date-time';
import { useLanguage, type KeyPart } from '../../../lib/i18n';
import { formatPrice } from '../../../lib/money';

/**
 * Number, shop (with what reaches it, `shopAction`) and the dates the order reached each step
 * (only those it has reached).
 */
export function OrderFactsList({ order, shopAction }: { order: OrderInfoVo; shopAction?: ReactNode }) {
  const { t } = useTranslation('orders');
  const dated: [KeyPart<'orders', 'fields.'>, string][] = [
    ['payTime', order.payTime],
    ['shipTime', order.shipTime],
    ['receiptTime', order.receiptTime],
  ];
  const facts: Fact[] = [
    { key: 'orderNo', label: t('fields.orderNo'), value: order.orderNo, isCode: true },
    {
      key: 'shop',
      label: t('fields.shop'),
      value: order.sellerName,
      action: shopAction,
      testId: 'order-shop',
    },
    { key: 'createTime', label: t('fields.createTime'), value: <DateTime value={order.createTime} /> },
    ...dated
      .filter(([, value]) => value !== '')
      .map(([key, value]) => ({ key, label: t(`fields.${key}`), value: <DateTime value={value} /> })),
  ];
  return <FactList facts={facts} testId="order-facts" />;
}

/** What the buyer asked for and what the platform decided. */
export function RefundFacts({ order }: { order: OrderInfoVo }) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const reason = order.returnReason === null ? undefined : RETURN_REASONS[order.returnReason - 1];
  const facts: Fact[] = [
    { key: 'reason', label: t('refund.reason'), value: reason ? t(`returnReasons.${reason}`) : '--' },
    { key: 'amount', label: t('refund.amount'), value: formatPrice(order.totalAmount, lang), isCode: true },
  ];
  if (order.returnDetail) facts.push({ key: 'detail', label: t('refund.detail'), value: order.returnDetail });
  if (order.refundNote) facts.push({ key: 'note', label: t('refund.note'), value: order.refundNote });
  return <FactList facts={facts} testId="refund-facts" />;
}
