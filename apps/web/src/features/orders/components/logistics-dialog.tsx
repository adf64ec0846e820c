import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InlineLoader, QueryError } from '../../../components/ui/states';
import { LogisticsView } from '../../../components/orders/order-log';
import { useOrder } from '../api/get-order';
import { useOrderLog } from '../api/get-order-log';

type LogisticsDialogProps = { orderId: string; opened: boolean; onClose: () => void };

/** The list's "view logistics": the shipment of one order without leaving the list. */
export function LogisticsDialog({ orderId, opened, onClose }: LogisticsDialogProps) {
  const { t } = useTranslation('orders');
  const { t: tc } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('logistics.title')}
      centered
      closeButtonProps={{ 'aria-label': tc('actions.dismiss') }}
    >
      {opened && <LogisticsLoader orderId={orderId} />}
    </Modal>
  );
}

function LogisticsLoader({ orderId }: { orderId: string }) {
  const { t } = useTranslation('orders');
  const order = useOrder(orderId);
  const log = useOrderLog(orderId);
  if (!order.data || !log.data) {
    const failed = order.isError ? order : log;
    return failed.isError ? (
      <QueryError query={failed} title={t('logistics.loadFailed')} />
    ) : (
      <InlineLoader />
    );
  }
  return <LogisticsView carrier={order.data.carrier} trackingNo={order.data.trackingNo} logs={log.data} />;
}
