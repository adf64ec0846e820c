import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PayOrdersModal } from '../../../components/orders/pay-orders-modal';
import type { ShopCharges } from '../../../components/orders/price-breakdown';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useConfirmReceipt } from '../api/confirm-receipt';
import { useRemindOrder } from '../api/remind-order';
import { orderActions, refundWaitsForDelivery, type OrderFacts } from '../lib/order-state';
import { orderDetailPath, orderEvaluationPath, orderReturnPath } from '../lib/order-paths';
import { useNow } from '../lib/use-now';
import { CancelOrderDialog } from './cancel-order-dialog';
import { LogisticsDialog } from './logistics-dialog';
import classes from './orders.module.css';

type Dialog = 'pay' | 'cancel' | 'receipt' | 'logistics' | null;

type OrderActionsProps = {
  order: OrderFacts & { id: string };
  /** The order's goods, freight, tax and total: what paying it costs. */
  charges: ShopCharges;
  /** Where the list's card shows the way to the detail; the detail shows its logistics in place. */
  place: 'list' | 'detail';
};

/** The buttons an order's state allows (spec §4), each asking first when it cannot be undone. */
export function OrderActions({ order, charges, place }: OrderActionsProps) {
  const { t } = useTranslation('orders');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [remindedNow, setRemindedNow] = useState(false);
  const remind = useRemindOrder();
  const receipt = useConfirmReceipt();
  const now = useNow();
  const actions = orderActions(order, now);
  const reminded = order.reminded || remindedNow;
  const close = () => setDialog(null);

  const handleRemind = () =>
    remind.mutate(order.id, {
      onSuccess: () => {
        setRemindedNow(true);
        toast.success(t('remind.done'));
      },
      // Reminded from another tab or device: the server's refusal is shown; the button catches up.
      onError: (error) => {
        if (error instanceof ApiError && error.key === 'ORDER_ALREADY_REMINDED') setRemindedNow(true);
      },
    });

  const handleReceipt = () =>
    receipt.mutate(order.id, {
      onSuccess: () => {
        toast.success(t('receipt.done'));
        close();
      },
      onError: close,
    });

  const testId = (action: string) => `order-action-${action}`;
  return (
    <div className={classes.actions}>
      {refundWaitsForDelivery(order) && (
        <p className={classes.note} data-testid="refund-after-delivery">
          {t('refund.afterDelivery')}
        </p>
      )}
      {actions.includes('cancel') && (
        <Button
          variant="default"
          size="xs"
          onClick={() => setDialog('cancel')}
          data-testid={testId('cancel')}
        >
          {t('actions.cancel')}
        </Button>
      )}
      {actions.includes('refund') && (
        <Button
          variant="default"
          size="xs"
          component={Link}
          to={orderReturnPath(order.id)}
          data-testid={testId('refund')}
        >
          {t('actions.refund')}
        </Button>
      )}
      {actions.includes('logistics') &&
        (place === 'list' ? (
          <Button
            variant="default"
            size="xs"
            onClick={() => setDialog('logistics')}
            data-testid={testId('logistics')}
          >
            {t('actions.logistics')}
          </Button>
        ) : (
          <Button
            variant="default"
            size="xs"
            component="a"
            href="#order-logistics"
            data-testid={testId('logistics')}
          >
            {t('actions.logistics')}
          </Button>
        ))}
      {place === 'list' && (
        <Button
          variant="default"
          size="xs"
          component={Link}
          to={orderDetailPath(order.id)}
          data-testid={testId('details')}
        >
          {t('actions.details')}
        </Button>
      )}
      {actions.includes('remind') && (
        <Button
          variant="light"
          size="xs"
          onClick={handleRemind}
          loading={remind.isPending}
          disabled={reminded}
          data-testid={testId('remind')}
        >
          {reminded ? t('actions.reminded') : t('actions.remind')}
        </Button>
      )}
      {actions.includes('review') && (
        <Button size="xs" component={Link} to={orderEvaluationPath(order.id)} data-testid={testId('review')}>
          {t('actions.review')}
        </Button>
      )}
      {actions.includes('receipt') && (
        <Button size="xs" onClick={() => setDialog('receipt')} data-testid={testId('receipt')}>
          {t('actions.receipt')}
        </Button>
      )}
      {actions.includes('pay') && (
        <Button size="xs" color="orange" onClick={() => setDialog('pay')} data-testid={testId('pay')}>
          {t('actions.pay')}
        </Button>
      )}

      {actions.includes('pay') && (
        <PayOrdersModal
          orderIds={[order.id]}
          shops={[charges]}
          opened={dialog === 'pay'}
          onClose={close}
          // The modal refreshes the orders and the balance itself.
          onPaid={close}
        />
      )}
      {actions.includes('cancel') && (
        <CancelOrderDialog orderId={order.id} opened={dialog === 'cancel'} onClose={close} />
      )}
      {place === 'list' && actions.includes('logistics') && (
        <LogisticsDialog orderId={order.id} opened={dialog === 'logistics'} onClose={close} />
      )}
      {actions.includes('receipt') && (
        <ConfirmDialog
          opened={dialog === 'receipt'}
          title={t('receipt.title')}
          confirmLabel={t('receipt.confirm')}
          loading={receipt.isPending}
          onConfirm={handleReceipt}
          onClose={close}
        >
          <p>{t('receipt.body')}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
