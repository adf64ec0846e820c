import { Button, Table } from '@mantine/core';
import type { AdminOrderVo } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { OrderGoodsSummary } from '../../../../components/orders/order-goods';
import { OrderStatusBadges } from '../../../../components/orders/order-status-badges';
import { ADMIN_NS, useLanguage } from '../../../../lib/i18n';
import { formatAmount } from '../../../../lib/money';
import classes from '../../../components/admin-ui.module.css';
import { DateTime } from '../../../components/date-time';
import { canShip, hasPendingRefund } from '../lib/order-status';
import orders from './orders.module.css';

type OrderRowProps = { order: AdminOrderVo; canChange: boolean; onOpen: () => void };

/** One order in the console's list; orders waiting on the operator say "Handle" rather than "View". */
export function OrderRow({ order, canChange, onOpen }: OrderRowProps) {
  const { t } = useTranslation(ADMIN_NS);
  const lang = useLanguage();
  const needsAction = canChange && (canShip(order) || hasPendingRefund(order));
  return (
    <Table.Tr data-testid="order-row" data-order-id={order.id} data-order-no={order.orderNo}>
      <Table.Td>
        {/* The order's time under its number: the table keeps its actions in view beside the menu. */}
        <span className={orders.stack}>
          <span className={classes.mono} dir="ltr">
            {order.orderNo}
          </span>
          <span className={orders.sub}>
            <DateTime value={order.createTime} />
          </span>
        </span>
      </Table.Td>
      <Table.Td>
        <span dir="auto">{order.sellerName}</span>
      </Table.Td>
      <Table.Td>
        <span className={orders.stack}>
          <span dir="auto">{order.username || '--'}</span>
          <span className={orders.sub} dir="auto">
            {[order.contacts, order.country].filter(Boolean).join(' · ')}
          </span>
        </span>
      </Table.Td>
      <Table.Td>
        <span className={orders.goods}>
          <OrderGoodsSummary order={order} size="sm" />
        </span>
      </Table.Td>
      <Table.Td>
        <strong className={orders.amount} dir="ltr">
          {formatAmount(order.totalAmount, lang)}
        </strong>
      </Table.Td>
      <Table.Td>
        <OrderStatusBadges status={order.status} returnStatus={order.returnStatus} audience="console" />
      </Table.Td>
      <Table.Td>
        <Button
          size="compact-sm"
          variant={needsAction ? 'filled' : 'light'}
          onClick={onOpen}
          aria-label={t('orders.viewNamed', { orderNo: order.orderNo })}
          data-testid="order-open"
        >
          {needsAction ? t('orders.handle') : t('orders.view')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
