import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../../../../lib/i18n';
import classes from '../../../components/admin-ui.module.css';
import { ORDER_STATUS_BADGES, REFUND_STATUS_BADGES } from '../lib/order-status';
import orders from './orders.module.css';

type OrderBadgesProps = { status: number; returnStatus: number };

/** An order's status and, when there is one, its refund's state. */
export function OrderBadges({ status, returnStatus }: OrderBadgesProps) {
  const { t } = useTranslation(ADMIN_NS);
  const shown = ORDER_STATUS_BADGES[status];
  const refund = REFUND_STATUS_BADGES[returnStatus];
  return (
    <span className={classes.badges}>
      <Badge
        className={orders.badge}
        radius="sm"
        color={shown?.color ?? 'gray'}
        variant="light"
        data-testid="order-status"
        data-status={status}
      >
        {shown ? t(`orders.status.${shown.key}`) : String(status)}
      </Badge>
      {refund && (
        <Badge
          className={orders.badge}
          radius="sm"
          color={refund.color}
          variant="outline"
          data-testid="order-refund-status"
        >
          {t(`orders.refundStatus.${refund.key}`)}
        </Badge>
      )}
    </span>
  );
}
