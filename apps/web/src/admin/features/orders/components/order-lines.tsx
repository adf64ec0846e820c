import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OrderGoodsLines } from '../../../../components/orders/order-goods';
import { ADMIN_NS } from '../../../../lib/i18n';
import { useOrderGoods } from '../api/list-order-goods';
import { QueryError } from '../../../../components/ui/states';

/** The order's lines, each with what it costs the seller wholesale. */
export function OrderLines({ orderId }: { orderId: string }) {
  const { t } = useTranslation(ADMIN_NS);
  const lines = useOrderGoods(orderId);
  if (lines.isError) return <QueryError query={lines} />;
  if (!lines.data) return <Skeleton height={56} radius="sm" />;
  return (
    <OrderGoodsLines
      lines={lines.data}
      extra={(line) => [{ label: t('orders.line.wholesale'), value: line.systemPrice }]}
    />
  );
}
