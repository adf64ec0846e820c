import { CANCEL_REASONS, ORDER_STATUS as S, REFUND_STATUS, type OrderInfoVo } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { REFUND_STATUS_KEYS, statusBadge } from '../../../components/orders/order-status';
import { OrderStatusBadges } from '../../../components/orders/order-status-badges';
import { formatDateTime, isolateLtr } from '../../../lib/date';
import { canRequestRefund } from '../lib/order-state';
import { useNow } from '../lib/use-now';
import { OrderActions } from './order-actions';
import classes from './order-detail.module.css';

/** Facts the order page uses to decide what may be done (the list knows fewer). */
export function detailFacts(order: OrderInfoVo) {
  return {
    id: order.id,
    status: order.status,
    returnStatus: order.returnStatus,
    reminded: order.reminded,
    settled: order.settleTime !== '',
    returnDeadline: order.returnDeadline,
  };
}

/** What happens next, in one or two sentences: the deadline to pay, the return window, a refund. */
function NextSteps({ order }: { order: OrderInfoVo }) {
  const { t } = useTranslation('orders');
  const now = useNow();
  const lines: string[] = [];
  const refundKey = REFUND_STATUS_KEYS[order.returnStatus];
  if (order.status === S.pendingPayment) {
    lines.push(
      order.payDeadline > 0
        ? t('next.payBefore', { deadline: isolateLtr(formatDateTime(order.payDeadline)) })
        : t('next.pendingPayment'),
    );
  } else if (refundKey) {
    lines.push(t(`nextRefund.${refundKey}`));
    if (order.returnStatus === REFUND_STATUS.failed && order.refundNote) {
      lines.push(t('next.refundNote', { note: order.refundNote }));
    }
  } else {
    const key = statusBadge(order.status)?.name;
    if (key) lines.push(t(`next.${key}`));
  }
  if (order.status === S.cancelled && order.cancelReason !== null) {
    const reason = CANCEL_REASONS[order.cancelReason];
    if (reason) lines.push(t('next.cancelReason', { reason: t(`cancelReasons.${reason}`) }));
  }
  if (order.returnDeadline > 0 && canRequestRefund(detailFacts(order), now)) {
    lines.push(t('next.returnUntil', { deadline: isolateLtr(formatDateTime(order.returnDeadline)) }));
  }
  return (
    <>
      {lines.map((line) => (
        <p key={line} className={classes.next} data-testid="order-next">
          {line}
        </p>
      ))}
    </>
  );
}

/** The top of the order page: its state, what comes next and the actions that state allows. */
export function OrderStatusHeader({ order }: { order: OrderInfoVo }) {
  const { t } = useTranslation('orders');
  return (
    <section className={classes.header} aria-labelledby="order-status-title" data-testid="order-header">
      <div className={classes.headerTop}>
        <h2 className={classes.sectionTitle} id="order-status-title">
          {t('detail.status')}
        </h2>
        <OrderStatusBadges status={order.status} returnStatus={order.returnStatus} audience="buyer" />
      </div>
      <NextSteps order={order} />
      <OrderActions order={detailFacts(order)} charges={order} place="detail" />
    </section>
  );
}
