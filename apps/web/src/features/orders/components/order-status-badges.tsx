import { ORDER_STATUS as S, REFUND_STATUS } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { REFUND_STATUS_KEYS, STATUS_KEYS } from '../lib/order-state';
import classes from './orders.module.css';

const STATUS_TONES: Record<number, string> = {
  [S.cancelled]: 'off',
  [S.pendingPayment]: 'wait',
  [S.paid]: 'go',
  [S.stocking]: 'go',
  [S.shipped]: 'go',
  [S.received]: 'wait',
  [S.reviewed]: 'done',
  [S.refund]: 'wait',
};

const REFUND_TONES: Record<number, string> = {
  [REFUND_STATUS.refunding]: 'wait',
  [REFUND_STATUS.success]: 'done',
  [REFUND_STATUS.failed]: 'bad',
};

/** The order's state, and its refund's when one was asked for (spec §4 refund display states). */
export function OrderStatusBadges({ status, returnStatus }: { status: number; returnStatus: number }) {
  const { t } = useTranslation('orders');
  const statusKey = STATUS_KEYS[status];
  const refundKey = REFUND_STATUS_KEYS[returnStatus];
  return (
    <span className={classes.badges}>
      <span className={classes.badge} data-tone={STATUS_TONES[status]} data-testid="order-status">
        {statusKey ? t(`status.${statusKey}`) : status}
      </span>
      {refundKey && (
        <span className={classes.badge} data-tone={REFUND_TONES[returnStatus]} data-testid="refund-status">
          {t(`refundStatus.${refundKey}`)}
        </span>
      )}
    </span>
  );
}
