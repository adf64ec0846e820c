import { ORDER_STATUS as S, REFUND_STATUS, RETURN_WINDOW_DAYS, type OrderInfoVo } from '@caravan/contract';
import { Button, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Subpage } from '../../../components/account/subpage';
import { EmptyState, QueryError } from '../../../components/ui/states';
import type { TKey } from '../../../lib/i18n';
import { useOrder } from '../api/get-order';
import { canRequestRefund } from '../lib/order-state';
import { orderDetailPath } from '../lib/order-paths';
import { useNow } from '../lib/use-now';
import { detailFacts } from './order-status-header';
import { ReturnForm } from './return-form';
import { useOrderId } from './use-order-id';
import classes from './order-detail.module.css';

/** Why this order cannot be returned now, in the buyer's words (mirrors the server's refusals). */
function refusalKey(order: OrderInfoVo): TKey<'orders'> {
  if (order.status === S.shipped) return 'refund.afterDelivery';
  if (order.status === S.refund || order.returnStatus !== REFUND_STATUS.none) return 'return.exists';
  if (order.status === S.received || order.status === S.reviewed) return 'return.windowClosed';
  return 'return.notAllowed';
}

/**
 * /userInfo/order-return?id=: one of the nine reasons, the buyer's details (≤ 500 characters) and
 * the amount that would come back to the wallet; sent, it returns to the order with a toast.
 */
export function OrderReturnPage() {
  const { t } = useTranslation('orders');
  const orderId = useOrderId();
  const order = useOrder(orderId);
  const now = useNow();

  let body: ReactNode;
  if (!orderId) {
    body = <EmptyState>{t('detail.missing')}</EmptyState>;
  } else if (!order.data) {
    body = order.isError ? (
      <QueryError query={order} title={t('detail.loadFailed')} />
    ) : (
      <Skeleton height={240} radius="md" data-testid="order-loading" />
    );
  } else if (!canRequestRefund(detailFacts(order.data), now)) {
    body = (
      <>
        <p className={classes.notice} role="status" data-testid="return-refused">
          {t(refusalKey(order.data), { days: RETURN_WINDOW_DAYS })}
        </p>
        <div>
          <Button variant="default" component={Link} to={orderDetailPath(orderId)} mt="md">
            {t('return.backToOrder')}
          </Button>
        </div>
      </>
    );
  } else {
    body = <ReturnForm order={order.data} />;
  }

  return (
    <Subpage
      titleKey="orderReturn"
      back={{ to: orderDetailPath(orderId), titleKey: 'orderDetail' }}
      lead={t('return.lead')}
      testId="page-order-return"
    >
      {body}
    </Subpage>
  );
}
