import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OrderGoodsLines } from '../../../../components/orders/order-goods';
import { QueryError } from '../../../../components/ui/states';
import { useSellerOrderGoods } from '../api/get-seller-order-goods';

/** The order's lines, each with what it costs wholesale and the shop's margin on it. */
export function SellerOrderLines({ orderId }: { orderId: string }) {
  const { t } = useTranslation('seller');
  const lines = useSellerOrderGoods(orderId);
  if (lines.isError) return <QueryError query={lines} title={t('detail.linesFailed')} />;
  if (!lines.data) return <Skeleton height={48} radius="sm" />;
  return (
    <OrderGoodsLines
      lines={lines.data}
      extra={(line) => [
        { label: t('detail.lineWholesale'), value: line.systemPrice },
        { label: t('fields.profit'), value: line.profit },
      ]}
    />
  );
}
