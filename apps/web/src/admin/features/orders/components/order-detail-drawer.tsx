import type { AdminOrderVo, OrderInfoVo } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { useOrder } from '../api/get-order';
import { OrderStatusBadges } from '../../../../components/orders/order-status-badges';
import { ADMIN_NS } from '../../../../lib/i18n';
import { InlineLoader, QueryError } from '../../../../components/ui/states';
import { OrderActions } from './order-actions';
import { OrderAddress, OrderAmounts, OrderRefund, OrderSummary } from './order-facts';
import { OrderLines } from './order-lines';
import { OrderTimeline } from './order-timeline';
import orders from './orders.module.css';
import { SideDrawer } from '../../../components/side-drawer';

type OrderDetailDrawerProps = {
  orderId: string | null;
  /** The order's row in the list, when it is on the page: it carries the seller's purchase cost. */
  row: AdminOrderVo | undefined;
  canChange: boolean;
  onClose: () => void;
};

/**
 * One order: its state, money, address, lines and timeline and — for roles that may — shipping and
 * refund decisions. Stays open after an action, so the operator sees the new state and timeline.
 */
export function OrderDetailDrawer({ orderId, row, canChange, onClose }: OrderDetailDrawerProps) {
  const { t } = useTranslation(ADMIN_NS);
  const order = useOrder(orderId);
  const orderNo = order.data?.orderNo ?? row?.orderNo;
  return (
    <SideDrawer
      opened={orderId !== null}
      onClose={onClose}
      width={580}
      title={orderNo ? t('orders.detailTitle', { orderNo }) : t('orders.detailLoading')}
    >
      {order.isError ? (
        <QueryError query={order} />
      ) : order.data ? (
        <OrderDetail order={order.data} purchaseAmount={row?.purchaseAmount} canChange={canChange} />
      ) : (
        orderId !== null && <InlineLoader label={t('orders.detailLoading')} />
      )}
    </SideDrawer>
  );
}

type OrderDetailProps = { order: OrderInfoVo; purchaseAmount: number | undefined; canChange: boolean };

function OrderDetail({ order, purchaseAmount, canChange }: OrderDetailProps) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <div className={orders.detail} data-testid="order-detail">
      <div className={orders.head}>
        <OrderStatusBadges status={order.status} returnStatus={order.returnStatus} audience="console" />
      </div>
      <OrderRefund order={order} />
      <OrderSummary order={order} />
      <OrderAmounts order={order} purchaseAmount={purchaseAmount} />
      <OrderAddress order={order} />
      <section>
        <h3 className={orders.sectionTitle}>{t('orders.sections.goods')}</h3>
        <OrderLines orderId={order.id} />
      </section>
      <section>
        <h3 className={orders.sectionTitle}>{t('orders.sections.timeline')}</h3>
        <OrderTimeline orderId={order.id} />
      </section>
      {canChange && <OrderActions order={order} purchaseAmount={purchaseAmount} />}
    </div>
  );
}
