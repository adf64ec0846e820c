import { Skeleton } from '@mantine/core';
import { OrderTimeline as Timeline } from '../../../../components/orders/order-log';
import { useOrderLog } from '../api/list-order-log';
import { QueryError } from '../../../../components/ui/states';

/** Everything that happened to the order, oldest first (texts already in the console's language). */
export function OrderTimeline({ orderId }: { orderId: string }) {
  const log = useOrderLog(orderId);
  if (log.isError) return <QueryError query={log} />;
  if (!log.data) return <Skeleton height={56} radius="sm" />;
  return <Timeline logs={log.data} />;
}
