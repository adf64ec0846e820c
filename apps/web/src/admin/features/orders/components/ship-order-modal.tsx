import { Modal, TextInput } from '@mantine/core';
import { orderEndpoints } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { maxLengthOf, useContractForm } from '../../../../lib/form';
import { toast } from '../../../../lib/toast';
import { useShipOrder } from '../api/ship-order';
import { ADMIN_NS } from '../../../../lib/i18n';
import classes from '../../../components/admin-ui.module.css';
import { ModalActions } from '../../../components/modal-actions';

type ShipOrderModalProps = { order: { id: string; orderNo: string } | null; onClose: () => void };

/** Ships a purchased order: the carrier and its tracking number are both required. */
export function ShipOrderModal({ order, onClose }: ShipOrderModalProps) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Modal
      opened={order !== null}
      onClose={onClose}
      title={order ? t('orders.shipTitle', { orderNo: order.orderNo }) : ''}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {order && <ShipForm order={order} onClose={onClose} />}
    </Modal>
  );
}

function ShipForm({ order, onClose }: { order: { id: string; orderNo: string }; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const ship = useShipOrder();
  const form = useContractForm({
    schema: orderEndpoints.admin.ship.params,
    initialValues: { carrier: '', trackingNo: '' },
    toParams: (values) => ({ orderId: order.id, ...values }),
    message: (field, problem) =>
      problem.kind === 'required'
        ? t(field === 'carrier' ? 'orders.carrierRequired' : 'orders.trackingRequired')
        : undefined,
  });

  const handleSubmit = form.onSubmit((params) =>
    ship.mutate(params, {
      onSuccess: () => {
        toast.success(t('orders.shipped', { orderNo: order.orderNo }));
        onClose();
      },
    }),
  );

  return (
    <form className={classes.modalForm} onSubmit={handleSubmit} noValidate data-testid="ship-form">
      <div className={classes.consequence}>
        <p>{t('orders.shipConsequence')}</p>
      </div>
      <TextInput
        label={t('orders.carrierLabel')}
        placeholder={t('orders.carrierPlaceholder')}
        {...form.getInputProps('carrier')}
        maxLength={maxLengthOf(orderEndpoints.admin.ship.params, 'carrier')}
        required
        autoComplete="off"
        data-autofocus
        data-testid="ship-carrier"
      />
      <TextInput
        label={t('orders.trackingLabel')}
        {...form.getInputProps('trackingNo')}
        maxLength={maxLengthOf(orderEndpoints.admin.ship.params, 'trackingNo')}
        required
        dir="ltr"
        autoComplete="off"
        data-testid="ship-tracking"
      />
      <ModalActions
        onCancel={onClose}
        pending={ship.isPending}
        cancelDisabled={ship.isPending}
        submitLabel={t('orders.ship')}
        submitTestId="ship-confirm"
      />
    </form>
  );
}
