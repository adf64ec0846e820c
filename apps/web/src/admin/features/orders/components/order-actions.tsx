import { Button } from '@mantine/core';
import { orderEndpoints, type OrderInfoVo } from '@caravan/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { ADMIN_NS, useLanguage } from '../../../../lib/i18n';
import { formatAmount } from '../../../../lib/money';
import { toast } from '../../../../lib/toast';
import { useDecideOrderRefund } from '../api/decide-order-refund';
import { useManualOrderRefund } from '../api/manual-order-refund';
import { ReasonModal } from '../../../components/reason-modal';
import { canRefundManually, canShip, hasPendingRefund } from '../lib/order-status';
import orders from './orders.module.css';
import { ShipOrderModal } from './ship-order-modal';

type Dialog = 'ship' | 'approve' | 'refuse' | 'manual' | null;

type OrderActionsProps = { order: OrderInfoVo; purchaseAmount: number | undefined };

/** What an operator with write access may do with the order now: ship, decide a refund, refund. */
export function OrderActions({ order, purchaseAmount }: OrderActionsProps) {
  const { t } = useTranslation(ADMIN_NS);
  const lang = useLanguage();
  const [dialog, setDialog] = useState<Dialog>(null);
  const decide = useDecideOrderRefund();
  const manual = useManualOrderRefund();
  const orderNo = order.orderNo;
  const facts = { status: order.status, returnStatus: order.returnStatus, settled: order.settleTime !== '' };
  const isShippable = canShip(facts);
  const isRequested = hasPendingRefund(facts);
  const isRefundable = canRefundManually(facts);
  if (!isShippable && !isRequested && !isRefundable) return null;

  const amount = formatAmount(order.totalAmount, lang);
  const isPurchased = order.purchStatus === 1;
  const done = (message: string) => () => {
    toast.success(message);
    setDialog(null);
  };
  const handleApprove = () =>
    decide.mutate(
      { orderId: order.id, approve: true },
      { onSuccess: done(t('orders.approved', { orderNo })) },
    );
  const handleRefuse = (reason: string) =>
    decide.mutate(
      { orderId: order.id, approve: false, reason },
      { onSuccess: done(t('orders.refused', { orderNo })) },
    );
  const handleManual = (reason: string) =>
    manual.mutate(
      { orderId: order.id, reason },
      { onSuccess: done(t('orders.manualRefunded', { orderNo })) },
    );

  const sellerRefund = isPurchased ? (
    <p>
      {purchaseAmount === undefined
        ? t('orders.sellerRefund')
        : t('orders.sellerRefundAmount', { amount: formatAmount(purchaseAmount, lang) })}
    </p>
  ) : null;

  return (
    <div className={orders.actions} data-testid="order-actions">
      {isShippable && (
        <Button onClick={() => setDialog('ship')} data-testid="order-ship">
          {t('orders.ship')}
        </Button>
      )}
      {isRequested && (
        <>
          <Button onClick={() => setDialog('approve')} data-testid="order-approve">
            {t('orders.approveRefund')}
          </Button>
          <Button color="red" variant="light" onClick={() => setDialog('refuse')} data-testid="order-refuse">
            {t('orders.refuseRefund')}
          </Button>
        </>
      )}
      {isRefundable && (
        <Button
          color="red"
          variant="default"
          onClick={() => setDialog('manual')}
          data-testid="order-manual-refund"
        >
          {t('orders.manualRefund')}
        </Button>
      )}
      <ShipOrderModal order={dialog === 'ship' ? order : null} onClose={() => setDialog(null)} />
      <ConfirmDialog
        opened={dialog === 'approve'}
        title={t('orders.approveTitle', { orderNo })}
        confirmLabel={t('orders.approveRefund')}
        loading={decide.isPending}
        onConfirm={handleApprove}
        onClose={() => setDialog(null)}
      >
        <p>{t('orders.buyerRefund')}</p>
        <p className={orders.confirmAmount}>
          <bdi dir="ltr" data-testid="refund-amount">
            {amount} USDT
          </bdi>
        </p>
        {sellerRefund}
        <p>{t('orders.cannotUndo')}</p>
      </ConfirmDialog>
      <ReasonModal
        opened={dialog === 'refuse'}
        title={t('orders.refuseTitle', { orderNo })}
        consequence={<p>{t('orders.refuseConsequence')}</p>}
        confirmLabel={t('orders.refuseRefund')}
        danger
        pending={decide.isPending}
        params={orderEndpoints.admin.decideRefund.params}
        onConfirm={handleRefuse}
        onClose={() => setDialog(null)}
      />
      <ReasonModal
        opened={dialog === 'manual'}
        title={t('orders.manualTitle', { orderNo })}
        consequence={
          <div className={orders.paragraphs} data-testid="manual-refund-consequence">
            <p>{t('orders.manualBuyerRefund', { amount })}</p>
            {sellerRefund}
            <p>{t('orders.manualStock')}</p>
            <p>{t('orders.cannotUndo')}</p>
          </div>
        }
        confirmLabel={t('orders.manualRefund')}
        danger
        pending={manual.isPending}
        params={orderEndpoints.admin.manualRefund.params}
        onConfirm={handleManual}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
