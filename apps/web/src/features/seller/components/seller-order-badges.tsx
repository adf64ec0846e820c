import { Badge } from '@mantine/core';
import { ORDER_STATUS as S, REFUND_STATUS as R } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import classes from './seller.module.css';

const STATUS: Record<number, { key: string; color: string }> = {
  [S.cancelled]: { key: 'cancelled', color: 'gray' },
  [S.pendingPayment]: { key: 'pendingPayment', color: 'yellow' },
  [S.paid]: { key: 'paid', color: 'orange' },
  [S.stocking]: { key: 'stocking', color: 'blue' },
  [S.shipped]: { key: 'shipped', color: 'indigo' },
  [S.received]: { key: 'received', color: 'teal' },
  [S.reviewed]: { key: 'reviewed', color: 'green' },
  [S.refund]: { key: 'refund', color: 'red' },
};

const REFUND: Record<number, { key: string; color: string }> = {
  [R.refunding]: { key: 'refunding', color: 'orange' },
  [R.success]: { key: 'refunded', color: 'teal' },
  [R.failed]: { key: 'refused', color: 'red' },
};

/** The order's status as the shop sees it and, when there is one, its refund's state. */
export function SellerOrderBadges({ status, returnStatus }: { status: number; returnStatus: number }) {
  const { t } = useTranslation('seller');
  const shown = STATUS[status];
  const refund = REFUND[returnStatus];
  return (
    <span className={classes.badges}>
      <Badge color={shown?.color ?? 'gray'} variant="light" data-testid="seller-order-status">
        {shown ? t(`status.${shown.key}`) : String(status)}
      </Badge>
      {refund && (
        <Badge color={refund.color} variant="outline">
          {t(`refundStatus.${refund.key}`)}
        </Badge>
      )}
    </span>
  );
}
