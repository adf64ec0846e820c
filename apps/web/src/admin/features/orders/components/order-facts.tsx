import { RETURN_REASONS, REFUND_STATUS, type OrderInfoVo } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { DeliveryAddress } from '../../../../components/orders/delivery-address';
import { FactList, type Fact } from '../../../../components/orders/fact-list';
import { OrderAmounts as Amounts } from '../../../../components/orders/order-amounts';
import { hasShipment, useShippingFacts } from '../../../../components/orders/order-log';
import { DateTime } from '../../../../components/ui/date-time';
import { ADMIN_NS } from '../../../../lib/i18n';
import orders from './orders.module.css';

/** The buyer's refund request (reason and note) and the decision's note, when there is a refund. */
export function OrderRefund({ order }: { order: OrderInfoVo }) {
  const { t } = useTranslation(ADMIN_NS);
  if (order.returnStatus === REFUND_STATUS.none && !order.refundNote) return null;
  const reason = order.returnReason ? RETURN_REASONS[order.returnReason - 1] : undefined;
  const facts: Fact[] = [];
  if (reason) {
    facts.push({
      key: 'reason',
      label: t('orders.fields.returnReason'),
      value: t(`orders.returnReasons.${reason}`),
    });
  }
  if (order.returnDetail) {
    facts.push({
      key: 'detail',
      label: t('orders.fields.returnDetail'),
      value: order.returnDetail,
      isWide: true,
    });
  }
  if (order.refundNote) {
    facts.push({ key: 'note', label: t('orders.fields.refundNote'), value: order.refundNote, isWide: true });
  }
  return (
    <section className={orders.note} data-testid="order-refund">
      <h3 className={orders.sectionTitle}>{t('orders.sections.refund')}</h3>
      <FactList facts={facts} />
    </section>
  );
}

/** Who sold to whom, and when each step happened; the shipment once it left. */
export function OrderSummary({ order }: { order: OrderInfoVo }) {
  const { t } = useTranslation(ADMIN_NS);
  const shipping = useShippingFacts(order);
  const dated = (key: string, label: string, value: string): Fact => ({
    key,
    label,
    value: <DateTime value={value} />,
  });
  return (
    <FactList
      facts={[
        { key: 'shop', label: t('orders.fields.shop'), value: order.sellerName || '--' },
        { key: 'buyer', label: t('orders.fields.buyer'), value: order.username || '--' },
        dated('created', t('orders.fields.created'), order.createTime),
        dated('paid', t('orders.fields.paid'), order.payTime),
        dated('pushed', t('orders.fields.pushed'), order.pushTime),
        dated('shipped', t('orders.fields.shipped'), order.shipTime),
        dated('received', t('orders.fields.received'), order.receiptTime),
        dated('settled', t('orders.fields.settled'), order.settleTime),
        ...(hasShipment(order) ? shipping : []),
      ]}
    />
  );
}

type OrderAmountsProps = { order: OrderInfoVo; purchaseAmount: number | undefined };

/** What the buyer paid, and what the seller pays the platform and keeps. */
export function OrderAmounts({ order, purchaseAmount }: OrderAmountsProps) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <section>
      <h3 className={orders.sectionTitle}>{t('orders.sections.amounts')}</h3>
      <Amounts
        order={order}
        extra={[
          { key: 'wholesale', label: t('orders.fields.wholesale'), value: order.systemPrice },
          ...(purchaseAmount === undefined
            ? []
            : [{ key: 'purchase', label: t('orders.fields.purchaseAmount'), value: purchaseAmount }]),
          { key: 'profit', label: t('orders.fields.profit'), value: order.profit, isMargin: true },
        ]}
      />
    </section>
  );
}

/** Where the order goes and whom to call. */
export function OrderAddress({ order }: { order: OrderInfoVo }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <section>
      <h3 className={orders.sectionTitle}>{t('orders.sections.address')}</h3>
      <DeliveryAddress order={order} />
    </section>
  );
}
