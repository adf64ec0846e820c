import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OrderTimeline } from '../../../../components/orders/order-log';
import { QueryError } from '../../../../components/ui/states';
import { useSellerOrderLog } from '../api/get-seller-order-log';

/** Everything that happened to the order, oldest first. */
export function SellerOrderTimeline({ orderId }: { orderId: string }) {
  const { t } = useTranslation('seller');
  const log = useSellerOrderLog(orderId);
  if (log.isError) return <QueryError query={log} title={t('detail.timelineFailed')} />;
  if (!log.data) return <Skeleton height={48} radius="sm" />;
  return <OrderTimeline logs={log.data} />;
}
