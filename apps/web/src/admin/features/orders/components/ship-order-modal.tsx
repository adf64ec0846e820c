import { Modal, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast';
import { useShipOrder } from '../api/ship-order';
import { ADMIN_NS } from '../../../../lib/i18n';
import classes from '../../../components/admin-ui.module.css';
import { ModalActions } from '../../../components/modal-actions';

/** The server keeps at most this many characters of a carrier's name and of a tracking number. */
const FIELD_MAX = 64;

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
  const [carrier, setCarrier] = useState('');
  const [trackingNo, setTrackingNo] = useState('');
  const [isChecked, setChecked] = useState(false);
  const isCarrierMissing = isChecked && !carrier.trim();
  const isTrackingMissing = isChecked && !trackingNo.trim();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!carrier.trim() || !trackingNo.trim()) return;
    ship.mutate(
      { orderId: order.id, carrier: carrier.trim(), trackingNo: trackingNo.trim() },
      {
        onSuccess: () => {
          toast.success(t('orders.shipped', { orderNo: order.orderNo }));
          onClose();
        },
      },
    );
  };

  return (
    <form className={classes.modalForm} onSubmit={handleSubmit} noValidate data-testid="ship-form">
      <div className={classes.consequence}>
        <p>{t('orders.shipConsequence')}</p>
      </div>
      <TextInput
        label={t('orders.carrierLabel')}
        placeholder={t('orders.carrierPlaceholder')}
        value={carrier}
        onChange={(event) => setCarrier(event.currentTarget.value)}
        error={isCarrierMissing ? t('orders.carrierRequired') : undefined}
        maxLength={FIELD_MAX}
        required
        autoComplete="off"
        data-autofocus
        data-testid="ship-carrier"
      />
      <TextInput
        label={t('orders.trackingLabel')}
        value={trackingNo}
        onChange={(event) => setTrackingNo(event.currentTarget.value)}
        error={isTrackingMissing ? t('orders.trackingRequired') : undefined}
        maxLength={FIELD_MAX}
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
