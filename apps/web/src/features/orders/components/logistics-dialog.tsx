import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { InlineLoader, QueryError } from '../../../components/ui/states';
import { LogisticsView } from '../../../components/orders/order-log';
import { useOrder } from '../api/get-order';
import { useOrderLog } from '../api/get-order-log';

type LogisticsDialogProps = { orderId: string; opened: boolean; onClose: () => void };

/** The list's "view logistics": the shipment of one order without leaving the list. */
export function LogisticsDialog({ orderId, opened, onClose }: LogisticsDialogProps) {
  const { t } = useTranslation('orders');
  return (
    <Dialog opened={opened} onClose={onClose} title={t('logistics.title')}>
      {opened && <LogisticsLoader orderId={orderId} />}
    </Dialog>
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
